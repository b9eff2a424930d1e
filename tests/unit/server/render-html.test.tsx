// A page's HTML, rendered at once as one string: the server loaded every part's code at start.
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHtml } from '../../../src/server/render-html';
import { lazyPart, loadAllParts } from '../../../src/ui/load/lazy-part';

const log = () => ({ warn: vi.fn(), error: vi.fn() });

function Card({ title }: { title: string }) {
  return <article style={{ color: 'red' }}>{title} ბინა ვაკეში</article>;
}

// a part whose code defines another part, as a screen defines its own
let Inner: ComponentType<{ title: string }> = () => null;
const Outer = lazyPart(() => {
  Inner = lazyPart(() => Promise.resolve(Card));
  return Promise.resolve(({ title }: { title: string }) => <Inner title={title} />);
});

describe('renderHtml', () => {
  it('renders parts whose code the server loaded at start, those their code defines too, at once and with no fallback', async () => {
    await loadAllParts();
    const logged = log();
    const html = renderHtml(
      <main>
        <Suspense fallback={<p>…</p>}>
          <Outer title="3-ოთახიანი" />
        </Suspense>
      </main>,
      logged,
    ).toString();
    expect(html).toBe('<main><!--$--><article style="color:red">3-ოთახიანი<!-- --> ბინა ვაკეში</article><!--/$--></main>');
    expect(logged.error).not.toHaveBeenCalled();
  });

  it('leaves a part that fails to render to the browser, and logs it', () => {
    const Broken = () => {
      throw new Error('broken');
    };
    const logged = log();
    const html = renderHtml(
      <Suspense fallback={<p>later</p>}>
        <Broken />
      </Suspense>,
      logged,
    );
    expect(html.toString()).toContain('<p>later</p>');
    expect(logged.error).toHaveBeenCalledWith({}, 'a part of the page failed to render: the browser renders it');
  });
});
