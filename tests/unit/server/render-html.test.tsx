// A page's HTML: rendered at once where nothing suspends, else by the stream, the same either way.
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHtml } from '../../../src/server/render-html';

const log = () => ({ warn: vi.fn(), error: vi.fn() });

function Card({ title }: { title: string }) {
  return <article style={{ color: 'red' }}>{title} ბინა ვაკეში</article>;
}

describe('renderHtml', () => {
  it('renders a part that suspends on its first render by the stream, which waits for it, and at once after', async () => {
    const Lazy = lazy(() => Promise.resolve({ default: Card }));
    let attempts = 0;
    const app = () => {
      attempts += 1;
      return (
        <main>
          <Suspense fallback={<p>…</p>}>
            <Lazy title="3-ოთახიანი" />
          </Suspense>
        </main>
      );
    };
    const first = await renderHtml(app, log());
    expect(attempts).toBe(2);
    const second = await renderHtml(app, log());
    expect(attempts).toBe(3);
    expect(second.toString()).toBe(first.toString());
    expect(first.toString()).toContain('<article style="color:red">3-ოთახიანი<!-- --> ბინა ვაკეში</article>');
    expect(first.toString()).not.toContain('…');
  });

  it('renders a part that suspends outside any boundary by the stream', async () => {
    const Lazy = lazy(() => Promise.resolve({ default: Card }));
    const html = await renderHtml(() => <Lazy title="t" />, log());
    expect(html.toString()).toBe('<article style="color:red">t<!-- --> ბინა ვაკეში</article>');
  });

  it('renders a page with a failing part by the stream, which logs the failure and leaves the part to the browser', async () => {
    const Broken = () => {
      throw new Error('broken');
    };
    const logged = log();
    const html = await renderHtml(
      () => (
        <Suspense fallback={<p>later</p>}>
          <Broken />
        </Suspense>
      ),
      logged,
    );
    expect(html.toString()).toContain('<p>later</p>');
    expect(logged.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'a part of the page failed to render');
  });
});
