// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNear } from '../../../../src/ui/idle/use-near';

function Room() {
  const { ref, near } = useNear<HTMLDivElement>();
  return <div ref={ref}>{near ? 'map' : 'placeholder'}</div>;
}

// jsdom has no IntersectionObserver: one the test tells when its element comes near
const observed: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }> = [];
class FakeObserver {
  entry: (typeof observed)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, targets: [], disconnected: false };
    observed.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observed.length = 0;
});

describe('useNear', () => {
  it('watches its element once the browser is idle, and is near from when it comes within 200 px of the screen', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Room />);
    const [watcher] = observed;
    // jsdom has no idle callback: whenIdle waits 300 ms on a timer there
    expect(watcher?.targets).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(watcher?.targets).toEqual([screen.getByText('placeholder')]);
    expect(watcher?.options?.rootMargin).toBe('200px 0px');
    const entry = (isIntersecting: boolean) => [{ isIntersecting }] as unknown as IntersectionObserverEntry[];
    act(() => watcher?.callback(entry(false), watcher as unknown as IntersectionObserver));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => watcher?.callback(entry(true), watcher as unknown as IntersectionObserver));
    expect(screen.getByText('map')).toBeInTheDocument();
    expect(watcher?.disconnected).toBe(true);
  });
});
