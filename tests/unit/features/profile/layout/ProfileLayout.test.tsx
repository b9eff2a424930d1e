// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../../src/i18n/lang';
import type { User } from '../../../../../src/state/session';
import { byRequest, example, json, startApp } from '../../../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The profile's frame for a signed-in user with `unread` unread messages and `balance` GEL, in a language. */
async function renderLayout(lang: Lang, unread: number, balance: number) {
  const user = { ...example<{ result: User }>('UserRegular').result, unread_messages: unread, balance };
  const app = await startApp(byRequest({ 'GET /api/get-authenticated-user': () => json(200, { result: user }) }), { path: '/profile/my-wallet' });
  const { loadAllTexts } = await import('../../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../../src/i18n/lang-context');
  await loadAllTexts();
  const { ProfileLayout } = await import('../../../../../src/features/profile/layout/ProfileLayout');
  render(
    <app.wrapper>
      <LangProvider lang={lang}>
        <ProfileLayout title="—">
          <p>screen</p>
        </ProfileLayout>
      </LangProvider>
    </app.wrapper>,
  );
  return app;
}

describe('ProfileLayout', () => {
  it('names the sections, the unread messages and the balance in Georgian', async () => {
    await renderLayout('ka', 3, 124.5);
    expect(await screen.findByText('124.50 ₾')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'პროფილის განყოფილებები' })).toBeInTheDocument();
    expect(screen.getByLabelText('3 წაუკითხავი')).toBeInTheDocument();
  });

  it('speaks English: section names, a plural count and the balance in its format', async () => {
    await renderLayout('en', 1, 1234.5);
    expect(await screen.findByText('₾1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My listings/ })).toBeInTheDocument();
    expect(screen.getByLabelText('1 unread message')).toBeInTheDocument();
    // the user's name is their own words, in Georgian letters
    expect(screen.getByText('ნინო ბერიძე')).toHaveAttribute('lang', 'ka');
  });

  it('speaks Russian, with its plural forms', async () => {
    await renderLayout('ru', 22, 5);
    expect(await screen.findByLabelText('22 непрочитанных сообщения')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Кошелёк/ })).toBeInTheDocument();
  });
});
