import { describe, expect, it, vi } from 'vitest';
import { renderCache } from '../../../src/server/render-cache';

const options = (time: () => number, more = {}) => ({ ttlMs: 1000, maxEntries: 100, maxBytes: 1_000_000, sizeOf: (text: string) => text.length, now: time, ...more });

describe('renderCache', () => {
  it('answers the same page from one render for its time, and renders again after', async () => {
    let time = 0;
    const cache = renderCache(options(() => time));
    const render = vi.fn(async () => `render ${render.mock.calls.length}`);
    const [a, b] = await Promise.all([cache.get('/realt/', render), cache.get('/realt/', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    time = 999;
    await cache.get('/realt/', render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.has('/realt/')).toBe(true);
    await cache.get('/realt/catalog/sell', render);
    expect(render).toHaveBeenCalledTimes(2);
    time = 1000;
    expect(cache.has('/realt/')).toBe(false);
    await cache.get('/realt/', render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed render, and renders every time when off', async () => {
    const cache = renderCache(options(() => 0));
    await expect(cache.get('/x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const render = vi.fn(async () => 'ok');
    await cache.get('/x', render);
    expect(render).toHaveBeenCalledTimes(1);
    const off = renderCache(options(() => 0, { ttlMs: 0 }));
    await off.get('/x', render);
    await off.get('/x', render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('holds at most its entries and bytes, the least recently used going first', async () => {
    const cache = renderCache(options(() => 0, { maxEntries: 2, maxBytes: 10 }));
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await cache.get('a', async () => 'unused');
    await cache.get('c', async () => 'cccc');
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    await cache.get('d', async () => 'dddddddd');
    expect(cache.size.bytes).toBeLessThanOrEqual(10);
    expect(cache.has('d')).toBe(true);
  });

  it('does not grow with addresses of one page: a thousand keys keep it at its bound', async () => {
    const cache = renderCache(options(() => 0, { maxEntries: 50 }));
    for (let index = 0; index < 1000; index += 1) await cache.get(`/realt/catalog/sell?x=${index}`, async () => 'page');
    expect(cache.size.entries).toBe(50);
  });
});
