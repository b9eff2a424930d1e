// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byRequest, json, startApp } from '../../../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.documentElement.lang = '';
});

describe('a tariff the server refuses', () => {
  it('words its field messages again when the console switches language, with what was typed kept', async () => {
    // the contract's `fieldErrors` answer of POST /admin-api/tariffs
    const refused = {
      result: { 'tariffs.0.price': ['მნიშვნელობა უნდა იყოს რიცხვი'], 'tariffs.0.max_days': ['მაქსიმალური დღეები უნდა იყოს მინიმალურზე მეტი ან ტოლი'] },
      codes: { 'tariffs.0.price': 'not_a_number', 'tariffs.0.max_days': 'max_days_below_min' },
    };
    const app = await startApp(byRequest({ 'POST /admin-api/tariffs': () => json(422, refused) }));
    const { LangProvider } = await import('../../../../../src/i18n/lang-context');
    const { TariffDialog } = await import('../../../../../src/features/admin/finance/TariffDialog');
    const dialog = (lang: 'en' | 'ru') => (
      <app.wrapper>
        <LangProvider lang={lang}>
          <TariffDialog tariff={{ id: 3, name: 'vip', title: 'VIP', price: 5, min_days: 1, max_days: 30, color: null }} onClose={() => undefined} />
        </LangProvider>
      </app.wrapper>
    );
    // refusals are worded in the page's language, as its start-up sets it
    document.documentElement.lang = 'en';
    const { rerender } = render(dialog('en'));
    await userEvent.clear(screen.getByLabelText('Maximum days'));
    await userEvent.type(screen.getByLabelText('Maximum days'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Maximum days')).toHaveAccessibleDescription('Make the maximum number of days equal to or greater than the minimum.'));

    document.documentElement.lang = 'ru';
    rerender(dialog('ru'));
    await waitFor(() => expect(screen.getByLabelText('Максимум дней')).toHaveAccessibleDescription('Максимальное число дней должно быть не меньше минимального.'));
    expect(screen.getByLabelText('Максимум дней')).toHaveValue('45');
  });
});
