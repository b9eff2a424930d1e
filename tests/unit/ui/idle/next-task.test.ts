import { describe, expect, it } from 'vitest';
import { nextTask } from '../../../../src/ui/idle/next-task';

describe('nextTask', () => {
  it('resolves in a task of its own, after the microtasks of the task that asked', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'microtask', 'next task']);
  });

  it('keeps the order in which the tasks were asked for', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((index) => nextTask().then(() => order.push(index))));
    expect(order).toEqual([1, 2, 3]);
  });
});
