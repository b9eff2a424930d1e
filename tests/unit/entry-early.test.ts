// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyCall } from '../../src/boot/handoff';

const card = (image: string | null) => ({ id: 1, main_photo: image === null ? null : { image, description: 0 } });
const call = (response: Response): EarlyCall => ({ method: 'POST', url: '/client-api/announcements', headers: {}, body: '{}', authorization: 'Bearer 7|abc', response: Promise.resolve(response) });
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('fetchpriority')]);

async function runWith(calls: EarlyCall[], photosLoaded?: () => void) {
  vi.resetModules();
  globalThis.realtBoot = { calls, ...(photosLoaded ? { photosLoaded } : {}) };
  await import('../../src/entry-early');
}

describe('the early script', () => {
  afterEach(() => {
    delete globalThis.realtBoot;
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.documentElement.removeAttribute('style');
    document.documentElement.removeAttribute('data-skeleton-photos');
  });

  it('preloads the first cards’ photos of a list an early call brings, at high priority, and leaves the answer for the client', async () => {
    const list = new Response(JSON.stringify({ result: { data: [card('/demo/flat-7.svg'), card(null), card('https://cdn.example.ge/4.jpg'), card('/demo/flat-3.svg')] } }));
    const calls = [call(new Response(JSON.stringify({ result: { id: 7 } }))), call(list)];
    await runWith(calls);
    await vi.waitFor(() =>
      expect(preloads()).toEqual([
        ['/demo/flat-7.svg', 'image', 'high'],
        ['https://cdn.example.ge/4.jpg', 'image', 'high'],
      ]),
    );
    expect((await (await calls[1]?.response)?.json()).result.data).toHaveLength(4);
  });

  it('shows each of the first cards’ photos in the skeleton’s card of the same place, a card without one left grey', async () => {
    document.body.innerHTML = '<div class="skeleton__cards"><div class="skeleton__card"><span class="skeleton__photo"></span></div></div>';
    await runWith([call(new Response(JSON.stringify({ result: { data: [card('/demo/flat-7.svg'), card(null), card('https://cdn.example.ge/4.jpg')] } })))]);
    const root = document.documentElement;
    await vi.waitFor(() => expect(root.dataset.skeletonPhotos).toBe(''));
    expect(root.style.getPropertyValue('--skeleton-photo-1')).toBe(`url("${new URL('/demo/flat-7.svg', document.baseURI).href}")`);
    expect(root.style.getPropertyValue('--skeleton-photo-2')).toBe('');
    expect(root.style.getPropertyValue('--skeleton-photo-3')).toBe('url("https://cdn.example.ge/4.jpg")');
  });

  it('tells the page once the photos have loaded or failed, and at once when its calls bring none', async () => {
    const told = vi.fn();
    await runWith([call(new Response(JSON.stringify({ result: { data: [card('/demo/flat-7.svg'), card('/demo/flat-4.svg')] } })))], told);
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    const [first, second] = document.head.querySelectorAll('link[rel="preload"]');
    first?.dispatchEvent(new Event('load'));
    // a turn of the event loop: whatever the first photo's load set off (promise callbacks) has run
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).not.toHaveBeenCalled();
    second?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));

    document.head.replaceChildren();
    await runWith([call(new Response(JSON.stringify({ result: { id: 7 } }))), call(new Response('{}', { status: 500 }))], told);
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(2));
  });

  it('preloads nothing from a refusal, an answer that is no list, or an image that is not the API’s', async () => {
    const told = vi.fn();
    await runWith(
      [
        call(new Response(JSON.stringify({ result: { data: [card('/demo/flat-1.svg')] } }), { status: 500 })),
        call(new Response('not json')),
        call(new Response(JSON.stringify({ result: { data: [card('javascript:alert(1)'), card('//evil.example/x.png')] } }))),
      ],
      told,
    );
    // done with every call: the page is told (or, wrongly, a photo is being preloaded, which
    // jsdom never loads)
    await vi.waitFor(() => expect(told.mock.calls.length + preloads().length).toBeGreaterThan(0));
    expect(preloads()).toEqual([]);
    expect(told).toHaveBeenCalledTimes(1);
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });
});
