// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byRequest, json, startApp, type Answer } from '../../fake-network';

/** Step 2 of a password reset in English, the code's check answered by `answer`. */
async function codeStep(answer: Answer) {
  const app = await startApp(byRequest({ 'POST /api/check-user-code-reset-password': answer }), {
    token: null,
    path: '/en/auth/confirmation-code',
  });
  // the fresh modules have no texts loaded yet
  const { LangProvider, loadAllTexts } = await import('../../../../src/i18n/texts');
  await loadAllTexts();
  const { Router } = await import('wouter');
  const { ResetCode } = await import('../../../../src/features/auth/components/ResetCode');
  render(
    <LangProvider lang="en">
      <Router base="/en">
        <ResetCode pending={{ scope: 'user', email: 'nino@example.ge', codeSentAt: Date.now() }} />
      </Router>
    </LangProvider>,
    { wrapper: app.wrapper },
  );
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /^Code/ }), '1234');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  return app;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the reset code refused (§8)', () => {
  it('shows a 422’s text on the code field, as the server worded it', async () => {
    await codeStep(() => json(422, { result: 'კოდი არასწორია' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(/კოდი არასწორია/));
  });

  it('tells any other refusal in the page’s language, not with the server’s message', async () => {
    await codeStep(() => json(403, { message: 'This action is unauthorized.' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveAccessibleDescription(/Something went wrong\. Please try again\./));
    expect(screen.queryByText(/unauthorized/)).not.toBeInTheDocument();
  });
});
