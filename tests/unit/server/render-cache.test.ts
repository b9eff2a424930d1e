// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../../../src/server/page';
import { renderCache } from '../../../src/server/render-cache';

const page = (body: string): RenderedPage => ({ status: 200, head: '', body, state: null, screen: null });

describe('renderCache', () => {
  it('answers the same address from one render for its time, and renders again after', async () => {
    let time = 0;
    const cached = renderCache(1000, () => time);
    const render = vi.fn(async () => page(`render ${render.mock.calls.length}`));
    const [a, b] = await Promise.all([cached('/realt/', render), cached('/realt/', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    time = 999;
    await cached('/realt/', render);
    expect(render).toHaveBeenCalledTimes(1);
    await cached('/realt/catalog/sell', render);
    expect(render).toHaveBeenCalledTimes(2);
    time = 1000;
    await cached('/realt/', render);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed render, and renders every time when off', async () => {
    const cached = renderCache(1000, () => 0);
    await expect(cached('/x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const render = vi.fn(async () => page('ok'));
    await cached('/x', render);
    expect(render).toHaveBeenCalledTimes(1);
    const off = renderCache(0);
    await off('/x', render);
    await off('/x', render);
    expect(render).toHaveBeenCalledTimes(3);
  });
});
