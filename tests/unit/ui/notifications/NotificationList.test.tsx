// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MS, notifications, notify } from '../../../../src/state/notifications';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { NotificationList } from '../../../../src/ui/notifications/NotificationList';
import { quote } from '../../../../src/ui/user-words/quote';

afterEach(() => {
  notifications.items.splice(0);
  vi.useRealTimers();
});

// a button on the page, and one notification with an action; the store tells React in a microtask
async function shown(run: () => void) {
  render(
    <>
      <button type="button">ამოშლა</button>
      <NotificationList />
    </>,
  );
  await act(async () => void notify('success', 'განცხადება წაიშალა შენახულებიდან', { label: 'დაბრუნება', run }));
  const page = screen.getByRole('button', { name: 'ამოშლა' });
  act(() => page.focus());
  return { page, action: screen.getByRole('button', { name: 'დაბრუნება' }) };
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('NotificationList', () => {
  it('says a quoted title in its own language where it is not the page’s', async () => {
    render(
      <LangProvider lang="en">
        <NotificationList />
      </LangProvider>,
    );
    await act(async () => void notify('success', quote((title) => `“${title}” removed from saved`, '3-ოთახიანი ბინა ვაკეში')));
    expect(screen.getByRole('status')).toHaveTextContent('“3-ოთახიანი ბინა ვაკეში” removed from saved');
    expect(screen.getByText('3-ოთახიანი ბინა ვაკეში')).toHaveAttribute('lang', 'ka');
  });

  it('stays while its action is focused, and its action hands the focus back to where it came from', async () => {
    vi.useFakeTimers();
    const undo = vi.fn();
    const { page, action } = await shown(undo);
    act(() => action.focus());
    await wait(NOTIFICATION_MS * 3);
    expect(screen.getByRole('status')).toHaveTextContent('განცხადება წაიშალა შენახულებიდან');

    fireEvent.click(action);
    await wait(0);
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
    expect(page).toHaveFocus();
  });

  it('goes its full time after the focus leaves it', async () => {
    vi.useFakeTimers();
    const { page, action } = await shown(() => undefined);
    act(() => action.focus());
    await wait(NOTIFICATION_MS * 2);
    act(() => page.focus());
    await wait(NOTIFICATION_MS - 1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
