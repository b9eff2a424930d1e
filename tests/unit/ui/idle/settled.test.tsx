// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenSettled } from '../../../../src/ui/idle/settled';

// React's own startTransition, recording each use
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count++;
      react.startTransition(scope);
    },
  };
});

describe('WhenSettled', () => {
  beforeEach(() => {
    transitions.count = 0;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its children only once no query is fetching and the browser has then been idle', async () => {
    // jsdom has no idle callback: whenIdle waits 300 ms on a timer there
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: (value: string) => void = () => undefined;
    function Page() {
      useQuery({ queryKey: ['page'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
      return (
        <WhenSettled>
          <p>extra</p>
        </WhenSettled>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page />
      </QueryClientProvider>,
    );
    // the page's own data is still on its way: however long it takes, the extra waits
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText('extra')).toBeNull();
    await act(async () => answer('in'));
    expect(screen.queryByText('extra')).toBeNull();
    expect(transitions.count).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('extra')).toBeTruthy();
    // what can wait renders in slices, yielding to the visitor's input
    expect(transitions.count).toBe(1);
  });
});
