// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/state/session';
import { byRequest, example, json, startApp } from '../../fake-network';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** `clock`: the page's wait to settle (an idle moment, a time-out at the latest) on a clock the test moves. */
async function renderBar({ clock = false } = {}) {
  const app = await startApp(byRequest({ 'GET /client-api/saved-searches': () => json(200, example('SavedSearchList')) }));
  const { AccountBar } = await import('../../../../src/app/layout/AccountBar');
  if (clock) vi.useFakeTimers();
  render(
    <app.wrapper>
      <AccountBar user={example<{ result: User }>('UserRegular').result} />
    </app.wrapper>,
  );
  return app;
}

describe('AccountBar', () => {
  it("shows the saved searches' new listings in a browser", async () => {
    const app = await renderBar();
    // the badge is a lazy chunk, which the test's first import compiles
    expect(await screen.findByRole('link', { name: /17 ახალი განცხადება/ }, { timeout: 8000 })).toBeInTheDocument();
    expect(app.sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /client-api/saved-searches']);
  });

  it('asks nothing for them in the desktop console', async () => {
    vi.stubGlobal('realtDesktop', { isDesktop: true, setModerationCount: vi.fn(), notify: vi.fn(), setLanguage: vi.fn() });
    const app = await renderBar({ clock: true });
    expect(screen.getByRole('link', { name: 'შენახული ძიებები' })).toBeInTheDocument();
    // the badge's chunk is in, the page settles (its idle moment comes within 2 s) and whatever
    // that brings has loaded and rendered: in a browser the bar has asked for the searches by now
    await import('../../../../src/ui/saved-searches/SavedSearchTools');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await vi.dynamicImportSettled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(app.sent).toEqual([]);
  });

  it("marks the user's Georgian name, and its full-name title, as Georgian on an English page", async () => {
    const app = await startApp(byRequest({ 'GET /client-api/saved-searches': () => json(200, example('SavedSearchList')) }));
    const { loadAllTexts } = await import('../../../../src/i18n/texts');
    const { LangProvider } = await import('../../../../src/i18n/lang-context');
    await loadAllTexts();
    const { AccountBar } = await import('../../../../src/app/layout/AccountBar');
    render(
      <app.wrapper>
        <LangProvider lang="en">
          <AccountBar user={example<{ result: User }>('UserRegular').result} />
        </LangProvider>
      </app.wrapper>,
    );
    const name = screen.getByRole('link', { name: 'ნინო' });
    expect(name).toHaveAttribute('title', 'ნინო ბერიძე');
    expect(name).toHaveAttribute('lang', 'ka');
    expect(screen.getByRole('button', { name: 'Sign out' })).not.toHaveAttribute('lang');
  });
});
