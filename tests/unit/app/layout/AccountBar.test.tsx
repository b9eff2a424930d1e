// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/state/session';
import { byRequest, example, json, startApp } from '../../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function renderBar() {
  const app = await startApp(byRequest({ 'GET /client-api/saved-searches': () => json(200, example('SavedSearchList')) }));
  const { AccountBar } = await import('../../../../src/app/layout/AccountBar');
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
    const app = await renderBar();
    expect(screen.getByRole('link', { name: 'შენახული ძიებები' })).toBeInTheDocument();
    // the badge's chunk is in and a fetch would have been sent by now
    await import('../../../../src/ui/saved-searches/SavedSearchTools');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.sent).toEqual([]);
  });
});
