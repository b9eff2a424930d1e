// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../src/api/query-client';
import { SiteOrigin } from '../../../../src/config/site-origin';
import { bannersQuery } from '../../../../src/features/home/api/queries';
import { BannerCarousel } from '../../../../src/features/home/components/BannerCarousel';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { loadTexts } from '../../../../src/i18n/texts';

const banner = (id: number, link: string | null) => ({ id, title: `ბანერი ${id}`, title_en: `Banner ${id}`, image: `/realt/demo/banner-${id}.svg`, link, position: id });

// the carousel asks the window's width and motion preference
beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })));
afterEach(() => vi.unstubAllGlobals());

describe('BannerCarousel', () => {
  it('links a banner only to a web address or the site’s own page, the site’s in the visitor’s language', async () => {
    const client = createQueryClient();
    client.setQueryData(bannersQuery().queryKey, {
      result: [banner(1, 'https://realt.ge/realt/catalog/sell'), banner(2, 'javascript:alert(document.cookie)'), banner(3, '/realt/catalog/rent'), banner(4, 'https://partner.example/x')],
    });
    await act(
      async () =>
        void render(
          <SiteOrigin.Provider value="https://realt.ge">
            <QueryClientProvider client={client}>
              <LangProvider lang="en">
                <BannerCarousel />
              </LangProvider>
            </QueryClientProvider>
          </SiteOrigin.Provider>,
        ),
    );
    const hrefs = [...document.querySelectorAll('a.home-banner__link')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/realt/en/catalog/sell', '/realt/en/catalog/rent', 'https://partner.example/x']);
    expect(screen.getAllByText('Banner 2')[0]?.closest('a')).toBeNull();
  });

  it('is described to a screen reader in the visitor’s language', async () => {
    const client = createQueryClient();
    client.setQueryData(bannersQuery().queryKey, { result: [banner(1, null), banner(2, null)] });
    await loadTexts('ru', ['home']);
    await act(
      async () =>
        void render(
          <QueryClientProvider client={client}>
            <LangProvider lang="ru">
              <BannerCarousel />
            </LangProvider>
          </QueryClientProvider>,
        ),
    );
    expect(screen.getByRole('region', { name: 'Акции и новости' })).toHaveAttribute('aria-roledescription', 'карусель');
    expect(screen.getByRole('group', { name: /^1 из 2/ })).toHaveAttribute('aria-roledescription', 'слайд');
  });
});
