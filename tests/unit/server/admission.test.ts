import { afterEach, describe, expect, it, vi } from 'vitest';
import { admission, refusalLog } from '../../../src/server/admission';

afterEach(() => {
  vi.useRealTimers();
});

describe('admission', () => {
  it('gives turns up to its limit, then in order of arrival as renders finish', async () => {
    const turns = admission({ maxRenders: 2, maxWaitMs: 1_000 });
    const first = await turns.enter();
    const second = await turns.enter();
    const order: string[] = [];
    const third = Promise.resolve(turns.enter()).then((release) => (order.push('third'), release));
    const fourth = Promise.resolve(turns.enter()).then((release) => (order.push('fourth'), release));
    expect(turns.state).toMatchObject({ running: 2, waiting: 2 });
    first?.();
    // a second release of the same turn gives no one else a turn
    first?.();
    expect(await third).toBeTypeOf('function');
    expect(turns.state).toMatchObject({ running: 2, waiting: 1 });
    second?.();
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual(['third', 'fourth']);
  });

  it('refuses a request that waited its longest, and gives its place to no one', async () => {
    vi.useFakeTimers();
    const turns = admission({ maxRenders: 1, maxWaitMs: 100 });
    const running = await turns.enter();
    const waiting = turns.enter();
    vi.advanceTimersByTime(100);
    expect(await waiting).toBeNull();
    expect(turns.state).toMatchObject({ running: 1, waiting: 0 });
    running?.();
    expect(turns.state.running).toBe(0);
  });

  it('refuses at once a request whose wait, by the queue and the recent renders, would be longer than its longest', async () => {
    let time = 0;
    const turns = admission({ maxRenders: 1, maxWaitMs: 250, now: () => time });
    // renders of 100 ms make the running average tend to 100 ms
    for (let index = 0; index < 30; index += 1) {
      const release = await turns.enter();
      time += 100;
      release?.();
    }
    const running = await turns.enter();
    const queued = [turns.enter(), turns.enter()];
    expect(turns.state.waiting).toBe(2);
    // a third in line would wait about 300 ms
    expect(turns.enter()).toBeNull();
    running?.();
    expect(await queued[0]).toBeTypeOf('function');
  });
});

describe('refusalLog', () => {
  it('writes the refusals of each second once, with their number', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const refused = refusalLog(write);
    for (let index = 0; index < 500; index += 1) refused();
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(write).toHaveBeenCalledWith(500);
    refused();
    vi.advanceTimersByTime(1_000);
    expect(write.mock.calls).toEqual([[500], [1]]);
  });
});
