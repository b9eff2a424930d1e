import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MS, dismiss, hold, notifications, notify, release } from '../../../src/state/notifications';

describe('notifications', () => {
  afterEach(() => {
    notifications.items.splice(0);
    vi.useRealTimers();
  });

  it('shows a notification for 5000 ms', () => {
    vi.useFakeTimers();
    notify('success', 'შენახულია');
    expect(notifications.items.map((item) => item.text)).toEqual(['შენახულია']);
    vi.advanceTimersByTime(NOTIFICATION_MS - 1);
    expect(notifications.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notifications.items).toHaveLength(0);
    expect(NOTIFICATION_MS).toBe(5000);
  });

  it('stays while held (pointed at, focused), and has its full time again once let go', () => {
    vi.useFakeTimers();
    const id = notify('success', 'წაიშალა', { label: 'დაბრუნება', run: () => undefined });
    vi.advanceTimersByTime(NOTIFICATION_MS - 1);
    hold(id);
    vi.advanceTimersByTime(60_000);
    expect(notifications.items).toHaveLength(1);
    release(id);
    vi.advanceTimersByTime(NOTIFICATION_MS - 1);
    expect(notifications.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(notifications.items).toHaveLength(0);
    // one already gone stays gone
    release(id);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a confirmation takes the place of the one before it; a failure or one with an action to take stays', () => {
    vi.useFakeTimers();
    notify('error', 'შეცდომა');
    notify('success', 'წაიშალა', { label: 'დაბრუნება', run: () => undefined });
    notify('success', '#130 დამტკიცდა');
    notify('success', '#131 დამტკიცდა');
    expect(notifications.items.map((item) => item.text)).toEqual(['შეცდომა', 'წაიშალა', '#131 დამტკიცდა']);
    // the one replaced leaves no timer behind
    expect(vi.getTimerCount()).toBe(3);
    // one held (pointed at, focused) stays
    hold(notifications.items[2]?.id ?? 0);
    notify('success', '#132 დამტკიცდა');
    expect(notifications.items.map((item) => item.text)).toEqual(['შეცდომა', 'წაიშალა', '#131 დამტკიცდა', '#132 დამტკიცდა']);
  });

  it('one the same as a notification shown takes its place, told again; while that one is held, none is added', () => {
    vi.useFakeTimers();
    const first = notify('error', 'ვერ შეინახა');
    notify('info', 'ვერ შეინახა');
    vi.advanceTimersByTime(NOTIFICATION_MS - 1);
    const again = notify('error', 'ვერ შეინახა');
    expect(again).not.toBe(first);
    expect(notifications.items.map((item) => [item.kind, item.text])).toEqual([
      ['info', 'ვერ შეინახა'],
      ['error', 'ვერ შეინახა'],
    ]);
    // the one told again has its full time
    vi.advanceTimersByTime(1);
    expect(notifications.items.map((item) => item.id)).toEqual([again]);
    hold(again);
    expect(notify('error', 'ვერ შეინახა')).toBe(again);
    expect(notifications.items.map((item) => item.id)).toEqual([again]);
    // a quote is the same by its sentence and its words
    const saved = (words: string) => ({ around: ['„', '“ შენახულია'], words });
    const quoted = notify('info', saved('ბინა ვაკეში'));
    expect(notify('info', saved('ბინა ვაკეში'))).not.toBe(quoted);
    notify('info', saved('ბინა საბურთალოზე'));
    expect(notifications.items.map((item) => item.text)).toEqual(['ვერ შეინახა', saved('ბინა ვაკეში'), saved('ბინა საბურთალოზე')]);
  });

  it('keeps each one offering something to do (an undo), the same words or not', () => {
    vi.useFakeTimers();
    const undo = (run: () => void) => ({ label: 'დაბრუნება', run });
    const first = vi.fn();
    const second = vi.fn();
    notify('success', 'წაიშალა', undo(first));
    hold(notifications.items[0]?.id ?? 0);
    notify('success', 'წაიშალა', undo(second));
    notify('success', 'წაიშალა', undo(second));
    expect(notifications.items).toHaveLength(3);
    for (const item of notifications.items) item.action?.run();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
  });

  it('can be dismissed early', () => {
    const id = notify('error', 'შეცდომა');
    dismiss(id);
    expect(notifications.items).toHaveLength(0);
  });
});
