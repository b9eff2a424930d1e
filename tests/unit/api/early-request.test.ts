import { describe, expect, it, vi } from 'vitest';
import { earlyRequest } from '../../../src/api/early-request';

describe('earlyRequest', () => {
  const setup = () => {
    const request = vi.fn(async (slug: string) => ({ slug, call: request.mock.calls.length }));
    return { request, early: earlyRequest(request, (slug: string) => slug) };
  };

  it('hands the prefetched answer to the first matching request, without asking again', async () => {
    const { request, early } = setup();
    early.prefetch('vake-102');
    expect(await early.request('vake-102')).toEqual({ slug: 'vake-102', call: 1 });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks anew after the early answer was taken once (a retry gets fresh data)', async () => {
    const { request, early } = setup();
    early.prefetch('vake-102');
    await early.request('vake-102');
    expect(await early.request('vake-102')).toEqual({ slug: 'vake-102', call: 2 });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('ignores an early answer for other input and drops it', async () => {
    const { request, early } = setup();
    early.prefetch('vake-102');
    expect(await early.request('saburtalo-7')).toEqual({ slug: 'saburtalo-7', call: 2 });
    await early.request('vake-102');
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('asks anew when the early answer is older than ten seconds (the reader came back later)', async () => {
    vi.useFakeTimers();
    try {
      const { early } = setup();
      early.prefetch('vake-102');
      vi.advanceTimersByTime(10_001);
      expect(await early.request('vake-102')).toEqual({ slug: 'vake-102', call: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('requests as usual when nothing was prefetched', async () => {
    const { request, early } = setup();
    await early.request('vake-102');
    expect(request).toHaveBeenCalledWith('vake-102');
  });
});
