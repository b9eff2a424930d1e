// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../../src/ui/idle/after-paint';

describe('afterPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task in a task of its own queued from the frame after the next, not in the event', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    // a frame's callbacks run before its paint: the next frame's asks for the one after it
    frames.shift()?.(performance.now());
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    // whose callbacks only queue the task
    frames.shift()?.(performance.now());
    expect(task).not.toHaveBeenCalled();
    expect(frames).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on a timer in a hidden tab, which paints no frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
