// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { rateQuery } from '../../../../src/api/rate-query';
import { BannerList } from '../../../../src/features/admin/banners/BannerList';
import { PanelDetails } from '../../../../src/features/admin/moderation/PanelDetails';
import { PanelPhotos } from '../../../../src/features/admin/moderation/PanelPhotos';
import { QueueList } from '../../../../src/features/admin/moderation/QueueList';
import { videoLink } from '../../../../src/features/admin/moderation/video-link';
import type { Listing } from '../../../../src/domain/listing';

// images live on the API host, which is not the console's own origin in production
vi.mock('../../../../src/config/env', () => ({ apiUrl: 'https://api.realt.test' }));

const queue: { value: { result: { data: Listing[] } } } = parse(
  readFileSync(resolve('openapi/components/examples/AdminQueue.yaml'), 'utf8'),
);
const listing = (patch: Partial<Listing> = {}): Listing => {
  const first = queue.value.result.data[0];
  if (!first) throw new Error('no listing in the example');
  return { ...first, ...patch };
};

// the moderation screens show prices in lari too: the day's rate is in the cache
function withRate({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  client.setQueryData(rateQuery().queryKey, { result: { price_gel: 2.71, rate: 2.71 } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const banner = (id: number, link: string | null) => ({ id, title: `ბანერი ${id}`, image: `/realt/demo/banner-${id}.svg`, link, position: id });

describe('images from server data', () => {
  it('the queue list and the panel photos load from the API host', () => {
    const item = listing();
    render(<QueueList items={[item]} selectedId={item.id} onSelect={() => undefined} />, { wrapper: withRate });
    render(<PanelPhotos listing={item} />);
    const sources = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources.length).toBeGreaterThan(2);
    for (const src of sources) expect(src).toMatch(/^https:\/\/api\.realt\.test\/realt\/demo\//);
  });

  it('banner previews load from the API host', () => {
    render(<BannerList banners={[banner(1, null)]} busy={false} focus={null} onMove={() => undefined} onRemove={() => undefined} />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://api.realt.test/realt/demo/banner-1.svg');
  });
});

describe('links from server data', () => {
  it('a banner link becomes a link only when it is a web address', () => {
    render(
      <BannerList
        banners={[banner(1, 'https://realt.ge/realt/catalog/sell'), banner(2, 'javascript:alert(document.cookie)'), banner(3, 'data:text/html,<script>alert(1)</script>')]}
        busy={false}
        focus={null}
        onMove={() => undefined}
        onRemove={() => undefined}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://realt.ge/realt/catalog/sell']);
    expect(screen.getByText('javascript:alert(document.cookie)').closest('a')).toBeNull();
  });

  it("a listing's video is a link only when it is a YouTube video, rebuilt from its id", () => {
    render(<PanelDetails listing={listing({ video: 'https://youtu.be/dQw4w9WgXcQ' })} />, { wrapper: withRate });
    expect(screen.getByRole('link', { name: 'https://youtu.be/dQw4w9WgXcQ (იხსნება ახალ ჩანართში)' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('a crafted video value stays text', () => {
    const crafted = 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ';
    const { container } = render(<PanelDetails listing={listing({ video: crafted })} />, { wrapper: withRate });
    expect(within(container).getByText(crafted, { exact: false }).closest('a')).toBeNull();
    expect(videoLink(crafted)).toBeNull();
    expect(videoLink('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoLink(null)).toBeNull();
  });
});
