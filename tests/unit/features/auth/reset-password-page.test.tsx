// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../src/i18n/lang';
import { byRequest, json, startApp, type Answer } from '../../fake-network';

/** Step 1 of a password reset at /realt/<lang>/auth/reset-password, its code request answered by `answer`. */
async function resetIn(lang: Lang, answer: Answer) {
  const app = await startApp(byRequest({ 'POST /api/generate-user-code-reset-password': answer }), {
    token: null,
    path: `/${lang}/auth/reset-password`,
  });
  // the fresh modules have no texts loaded yet
  const { loadAllTexts } = await import('../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../src/i18n/lang-context');
  await loadAllTexts();
  const { Router } = await import('wouter');
  const { ResetPasswordPage } = await import('../../../../src/features/auth/reset-password-page');
  render(
    <LangProvider lang={lang}>
      <Router base={lang === 'ka' ? '' : `/${lang}`}>
        <ResetPasswordPage />
      </Router>
    </LangProvider>,
    { wrapper: app.wrapper },
  );
  return app;
}

/** Asks for a code by email, with the page's labels. */
async function ask(labels: { byEmail: string; email: string; submit: string }) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: labels.byEmail }));
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'nino@example.ge');
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

const english = { byEmail: 'By email', email: 'Email', submit: 'Send code' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the reset code request refused (§8)', () => {
  it('shows the server’s text for a 422 (no such account)', async () => {
    const app = await resetIn('en', () => json(422, { result: 'ასეთი მომხმარებელი არ არსებობს' }));
    await ask(english);
    await waitFor(() => expect(app.told()).toEqual(['error: ასეთი მომხმარებელი არ არსებობს']));
  });

  it('says in the page’s language that the code could not be sent for any other refusal, not the server’s message', async () => {
    const app = await resetIn('en', () => json(403, { message: 'This action is unauthorized.' }));
    await ask(english);
    await waitFor(() => expect(app.told()).toEqual(['error: The code could not be sent. Please try again.']));
  });

  it('says so in Georgian too', async () => {
    const app = await resetIn('ka', () => json(404, { message: 'Not Found' }));
    await ask({ byEmail: 'ელ-ფოსტით', email: 'ელ-ფოსტა', submit: 'კოდის გაგზავნა' });
    await waitFor(() => expect(app.told()).toEqual(['error: კოდის გაგზავნა ვერ მოხერხდა. სცადეთ თავიდან.']));
  });

  it('counts down a 429’s wait in Russian', async () => {
    await resetIn(
      'ru',
      () => new Response(JSON.stringify({ message: 'Too Many Attempts.' }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } }),
    );
    await ask({ byEmail: 'По эл. почте', email: 'Эл. почта', submit: 'Отправить код' });
    // 42 seconds, or one less once the countdown has ticked
    expect(await screen.findByText(/^Слишком много попыток\. Повторите через 4\d секунд/)).toBeInTheDocument();
    // unavailable while it waits, yet focusable: a pressed button keeps the keyboard focus
    expect(screen.getByRole('button', { name: 'Отправить код' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Отправить код' })).toHaveAccessibleDescription(/^Слишком много попыток/);
  });
});
