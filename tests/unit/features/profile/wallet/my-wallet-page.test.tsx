// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../../src/i18n/lang';
import { byRequest, example, json, startApp } from '../../../fake-network';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// Nino: 124.5 GEL, and her history's first page
async function renderWallet(lang: Lang) {
  const app = await startApp(
    byRequest({
      'GET /api/get-authenticated-user': () => json(200, example('UserRegular')),
      'GET /client-api/wallet/transactions?page=1': () => json(200, example('WalletHistory')),
    }),
    { path: '/profile/my-wallet' },
  );
  const { loadAllTexts } = await import('../../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../../src/i18n/lang-context');
  await loadAllTexts();
  const { MyWalletPage } = await import('../../../../../src/features/profile/wallet/my-wallet-page');
  render(
    <app.wrapper>
      <LangProvider lang={lang}>
        <Suspense>
          <MyWalletPage />
        </Suspense>
      </LangProvider>
    </app.wrapper>,
  );
}

describe('MyWalletPage', () => {
  it('shows the balance and the history with Georgian formats', async () => {
    await renderWallet('ka');
    const history = await screen.findByRole('region', { name: 'ოპერაციების ისტორია' });
    expect(await within(history).findByText('20.11.2026 16:10')).toBeInTheDocument();
    expect(screen.getAllByText('124.50 ₾').length).toBeGreaterThan(0);
  });

  it('speaks English: headings, amounts and dates in its formats', async () => {
    await renderWallet('en');
    const history = await screen.findByRole('region', { name: 'Transaction history' });
    expect(await within(history).findByText('20 Nov 2026, 16:10')).toBeInTheDocument();
    expect(within(history).getByText(/₾70\.00/)).toBeInTheDocument();
    expect(screen.getAllByText('₾124.50').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Amount, ₾')).toBeInTheDocument();
  });

  it.each([
    ['ka', 'ტარიფის გაუქმება, თანხის დაბრუნება', 'თანხის დაბრუნება:', 'შევსება:'],
    ['en', 'Tariff cancelled, refund', 'Refund:', 'Top-up:'],
    ['ru', 'Отмена тарифа, возврат средств', 'Возврат:', 'Пополнение:'],
  ] as const)('tells a screen reader a refund as a refund, not a top-up (%s)', async (lang, description, refund, topUp) => {
    await renderWallet(lang);
    const history = await screen.findByRole('region', { name: { ka: 'ოპერაციების ისტორია', en: 'Transaction history', ru: 'История операций' }[lang] });
    const row = (await within(history).findByText(new RegExp(`^${description}`))).closest('li');
    expect(row).not.toBeNull();
    const said = row?.querySelector('.visually-hidden')?.textContent;
    expect(said).toBe(`${refund} `);
    expect(row?.textContent).not.toContain(topUp);
    // a card top-up is still one
    const cardTopUp = within(history).getAllByRole('listitem').find((item) => item.textContent?.includes('+') && item !== row);
    expect(cardTopUp?.querySelector('.visually-hidden')?.textContent).toBe(`${topUp} `);
  });
});
