// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateSession, json, renderSession, stopFollowing, user } from './session-harness';

beforeEach(() => vi.stubGlobal('location', { ...window.location, assign: vi.fn() }));
afterEach(() => {
  stopFollowing();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('another tab', () => {
  it('a sign-out in another tab ends this session too, and says so', async () => {
    const { view, onSignOut } = await renderSession('t0ken', () => json(200, { result: user }));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    const { loadAllTexts } = await import('../../../src/i18n/texts');
    await loadAllTexts();
    const { notifications } = await import('../../../src/state/notifications');
    document.documentElement.lang = 'ru';
    const listener = vi.fn();
    onSignOut(listener);
    sessionStorage.setItem('typed-message-23', 'Здравствуйте');
    // the other tab's sign-out: the drafts' owner, then the token
    localStorage.removeItem('drafts-owner');
    localStorage.removeItem('access-token');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' })));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(view.result.current.token).toBeNull();
    expect(notifications.items.map((item) => item.text)).toEqual(['Вы вышли из аккаунта в другой вкладке.']);
    // what was typed here is not left for the next account
    expect(sessionStorage.getItem('typed-message-23')).toBeNull();
    notifications.items.splice(0);
  });

  it('a token refused in another tab ends this session too, the drafts kept for its next sign-in', async () => {
    const { view } = await renderSession('t0ken', () => json(200, { result: user }));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    const { loadAllTexts } = await import('../../../src/i18n/texts');
    await loadAllTexts();
    const { notifications } = await import('../../../src/state/notifications');
    document.documentElement.lang = 'en';
    localStorage.setItem('drafts-owner', '1');
    sessionStorage.setItem('typed-message-23', 'Hello');
    localStorage.removeItem('access-token');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' })));
    expect(view.result.current.token).toBeNull();
    expect(notifications.items.map((item) => item.text)).toEqual(['Your session has ended. Sign in again to continue.']);
    expect(sessionStorage.getItem('typed-message-23')).toBe('Hello');
    notifications.items.splice(0);
    sessionStorage.clear();
  });

  it('another account signed in in another tab ends this session first', async () => {
    const { view, onSignOut } = await renderSession('t0ken', () => json(200, { result: user }));
    await waitFor(() => expect(view.result.current.user?.id).toBe(1));
    const listener = vi.fn();
    onSignOut(listener);
    localStorage.setItem('access-token', 'other');
    // the other tabs hear every change of the stored token: the new one must never be removed meanwhile
    const removed = vi.spyOn(Storage.prototype, 'removeItem');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' })));
    expect(removed.mock.calls.filter(([key]) => key === 'access-token')).toEqual([]);
    removed.mockRestore();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(view.result.current.token).toBe('other');
  });
});

describe('another tab while a page the server rendered hydrates', () => {
  it('applies another tab’s sign-in as another account, the first one’s cache cleared, once it has hydrated', async () => {
    const listener = vi.fn();
    const { seen, container, mismatches, unmount } = await hydrateSession(({ onSignOut }) => {
      onSignOut(listener);
      localStorage.setItem('access-token', 'other');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' }));
    });
    expect(seen[0]).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('other');
    expect(mismatches).toEqual([]);
    unmount();
  });
});
