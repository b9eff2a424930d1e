// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureBeforePaint } from '../../../../src/ui/idle/layout-task';
import { nextTask } from '../../../../src/ui/idle/next-task';

describe('measureBeforePaint', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('measures once, in a task of its own when that comes before the frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const measure = vi.fn();
    measureBeforePaint(measure);
    expect(measure).not.toHaveBeenCalled();
    await nextTask();
    expect(measure).toHaveBeenCalledTimes(1);
    for (const frame of frames) frame(performance.now());
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it("measures in the frame's callback when the frame comes first", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const measure = vi.fn();
    measureBeforePaint(measure);
    for (const frame of frames) frame(performance.now());
    expect(measure).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('measures nothing once cancelled', async () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const measure = vi.fn();
    measureBeforePaint(measure)();
    await nextTask();
    expect(measure).not.toHaveBeenCalled();
    expect(cancel).toHaveBeenCalled();
  });
});
