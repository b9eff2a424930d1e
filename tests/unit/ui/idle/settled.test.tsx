import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenSettled } from '../../../../src/ui/idle/settled';

describe('WhenSettled', () => {
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
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('extra')).toBeTruthy();
  });
});
