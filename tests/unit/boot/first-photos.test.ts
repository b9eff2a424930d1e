// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPhotos } from '../../../src/boot/first-photos';
import type { EarlyCall } from '../../../src/boot/handoff';

const card = (image: string | null) => ({ id: 1, main_photo: image === null ? null : { image, description: 0 } });
const call = (response: Response): EarlyCall => ({ method: 'POST', url: '/client-api/announcements', headers: {}, body: '{}', authorization: 'Bearer 7|abc', response: Promise.resolve(response) });
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('fetchpriority')]);
const SKELETON = '<div class="skeleton__cards"><div class="skeleton__card"><span class="skeleton__photo"></span></div></div>';

/** Called once the photos' promise has settled. */
function track(calls: EarlyCall[]) {
  const told = vi.fn();
  void firstPhotos(calls).then(told);
  return told;
}

describe('firstPhotos', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-skeleton-photos');
  });

  it('preloads the first cards’ photos of a list an early call brings, at high priority, and leaves the answer for the client', async () => {
    const list = new Response(JSON.stringify({ result: { data: [card('/demo/flat-7.svg'), card(null), card('https://cdn.example.ge/4.jpg'), card('/demo/flat-3.svg')] } }));
    const calls = [call(new Response(JSON.stringify({ result: { id: 7 } }))), call(list)];
    track(calls);
    await vi.waitFor(() =>
      expect(preloads()).toEqual([
        ['/demo/flat-7.svg', 'image', 'high'],
        ['https://cdn.example.ge/4.jpg', 'image', 'high'],
      ]),
    );
    expect((await (await calls[1]?.response)?.json()).result.data).toHaveLength(4);
  });

  it('shows each of the first cards’ photos in the skeleton’s card of the same place, a card without one left grey', async () => {
    document.body.innerHTML = SKELETON;
    track([call(new Response(JSON.stringify({ result: { data: [card('/demo/flat-7.svg'), card(null), card('https://cdn.example.ge/4.jpg')] } })))]);
    const root = document.documentElement;
    await vi.waitFor(() => expect(root.dataset.skeletonPhotos).toBe(''));
    expect(root.style.getPropertyValue('--skeleton-photo-1')).toBe(`url("${new URL('/demo/flat-7.svg', document.baseURI).href}")`);
    expect(root.style.getPropertyValue('--skeleton-photo-2')).toBe('');
    expect(root.style.getPropertyValue('--skeleton-photo-3')).toBe('url("https://cdn.example.ge/4.jpg")');
  });

  it('shows them once the document is parsed, when the skeleton is there, and preloads them meanwhile', async () => {
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    track([call(new Response(JSON.stringify({ result: { data: [card('/demo/flat-7.svg')] } })))]);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    document.body.innerHTML = SKELETON;
    expect(document.documentElement.dataset.skeletonPhotos).toBeUndefined();
    parsing.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    await vi.waitFor(() => expect(document.documentElement.dataset.skeletonPhotos).toBe(''));
  });

  it('settles once the photos have loaded or failed, and at once when its calls bring none', async () => {
    document.body.innerHTML = SKELETON;
    const told = track([call(new Response(JSON.stringify({ result: { data: [card('/demo/flat-7.svg'), card('/demo/flat-4.svg')] } })))]);
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    const [first, second] = document.head.querySelectorAll('link[rel="preload"]');
    first?.dispatchEvent(new Event('load'));
    // a turn of the event loop: whatever the first photo's load set off (promise callbacks) has run
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).not.toHaveBeenCalled();
    second?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));

    document.head.replaceChildren();
    const none = track([call(new Response(JSON.stringify({ result: { id: 7 } }))), call(new Response('{}', { status: 500 }))]);
    await vi.waitFor(() => expect(none).toHaveBeenCalledTimes(1));
  });

  it('does not hold the code of a skeleton without photo boxes for its calls: it settles once the page is parsed', async () => {
    document.body.innerHTML = '<div class="skeleton__main"><h1>Wallet</h1></div>';
    const pending = { ...call(new Response('{}')), response: new Promise<Response>(() => undefined) };
    const told = track([pending]);
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));

    document.body.innerHTML = SKELETON;
    const held = track([pending]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held).not.toHaveBeenCalled();
  });

  it('preloads nothing from a refusal, an answer that is no list, or an image that is not the API’s', async () => {
    document.body.innerHTML = SKELETON;
    const told = track([
      call(new Response(JSON.stringify({ result: { data: [card('/demo/flat-1.svg')] } }), { status: 500 })),
      call(new Response('not json')),
      call(new Response(JSON.stringify({ result: { data: [card('javascript:alert(1)'), card('//evil.example/x.png')] } }))),
    ]);
    // done with every call: settled (or, wrongly, a photo is being preloaded, which jsdom never loads)
    await vi.waitFor(() => expect(told.mock.calls.length + preloads().length).toBeGreaterThan(0));
    expect(preloads()).toEqual([]);
    expect(told).toHaveBeenCalledTimes(1);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});
