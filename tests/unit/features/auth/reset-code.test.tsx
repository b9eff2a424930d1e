// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import refusalsEn from '../../../../src/i18n/refusals.en';
import refusalsRu from '../../../../src/i18n/refusals.ru';
import { byRequest, json, startApp, type Answer } from '../../fake-network';

/** Step 2 of a password reset in English, the code's check answered by `answer`. */
async function codeStep(answer: Answer) {
  const app = await startApp(byRequest({ 'POST /api/check-user-code-reset-password': answer }), {
    token: null,
    path: '/en/auth/confirmation-code',
  });
  // the fresh modules have no texts loaded yet
  const { loadAllTexts } = await import('../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../src/i18n/lang-context');
  await loadAllTexts();
  const { Router } = await import('wouter');
  const { ResetCode } = await import('../../../../src/features/auth/components/ResetCode');
  const pending = { scope: 'user', email: 'nino@example.ge', codeSentAt: Date.now() } as const;
  const page = (lang: 'en' | 'ru') => (
    <LangProvider lang={lang}>
      <Router base={`/${lang}`}>
        <ResetCode pending={pending} />
      </Router>
    </LangProvider>
  );
  const { rerender } = render(page('en'), { wrapper: app.wrapper });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Code/ }), '1234');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  /** The page switched to Russian, as the language switch does it. */
  const inRussian = () => {
    document.documentElement.lang = 'ru';
    rerender(page('ru'));
  };
  return { ...app, inRussian };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.documentElement.lang = '';
});

describe('the reset code refused (§8)', () => {
  it('shows a 422’s text on the code field, as the server worded it', async () => {
    await codeStep(() => json(422, { result: 'კოდი არასწორია' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(/კოდი არასწორია/));
  });

  it('tells any other refusal in the page’s language, not with the server’s message', async () => {
    // the app's own words are in the page's language, as an English page's start-up sets it
    document.documentElement.lang = 'en';
    const app = await codeStep(() => json(403, { message: 'This action is unauthorized.' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(/Something went wrong\. Please try again\./));
    expect(screen.queryByText(/unauthorized/)).not.toBeInTheDocument();
    app.inRussian();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Код/ })).toHaveAccessibleDescription(/Не удалось выполнить запрос\. Попробуйте ещё раз\./));
  });

  it.each(['code_wrong', 'code_expired'] as const)('words a refused code (%s) again when the page switches language, and the code stays', async (code) => {
    document.documentElement.lang = 'en';
    const app = await codeStep(() => json(422, { result: 'კოდი არასწორია', code }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(`4 digits ${refusalsEn[code]}`));
    app.inRussian();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Код/ })).toHaveAccessibleDescription(`4 цифры ${refusalsRu[code]}`));
    expect(screen.getByRole('textbox', { name: /^Код/ })).toHaveValue('1234');
  });
});
