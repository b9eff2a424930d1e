// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import { EMPTY_SELECTION, setDays, toggleTariff, type Tariff } from '../../../../src/ui/tariff-order/order-selection';
import { PriceSummary } from '../../../../src/ui/tariff-order/PriceSummary';

const vip: Tariff = { id: 3, name: 'vip', title: 'vip', price: 6, min_days: 1, max_days: 30, color: null };
const raising: Tariff = { id: 5, name: 'raising', title: 'raising', price: 1.5, min_days: 1, max_days: 30, color: null };
const selection = setDays(setDays(toggleTariff(toggleTariff(EMPTY_SELECTION, vip), raising), 'vip', '25'), 'raising', '21');

function renderSummary(lang: Lang) {
  render(
    <LangProvider lang={lang}>
      <PriceSummary tariffs={[vip, raising]} selection={selection} price={null} />
    </LangProvider>,
  );
}

describe('PriceSummary', () => {
  it('writes the lines and the guest’s total in Georgian', () => {
    renderSummary('ka');
    expect(screen.getByText(/25 დღე/)).toBeInTheDocument();
    expect(screen.getByText('181.50 ₾')).toBeInTheDocument();
  });

  it('writes days with their plural and lari in English', () => {
    renderSummary('en');
    expect(screen.getByText('To pay')).toBeInTheDocument();
    expect(screen.getByText(/25 days/)).toBeInTheDocument();
    expect(screen.getByText('₾181.50')).toBeInTheDocument();
  });

  it('writes days with their plural in Russian', () => {
    renderSummary('ru');
    expect(screen.getByText('Итого к оплате')).toBeInTheDocument();
    expect(screen.getByText(/25 дней/)).toBeInTheDocument();
    expect(screen.getByText(/21 день/)).toBeInTheDocument();
  });

  it('shows neither days nor a figure for days that are not acceptable (their field says why), and asks for them instead of a total', () => {
    const { rerender } = render(
      <LangProvider lang="ru">
        <PriceSummary tariffs={[vip, raising]} selection={setDays(selection, 'vip', '7,5')} price={null} />
      </LangProvider>,
    );
    const [vipLine, raisingLine] = screen.getAllByRole('listitem');
    expect(vipLine).toHaveTextContent(/^VIP$/);
    expect(raisingLine).toHaveTextContent(/· 21 день/);
    expect(screen.queryByText(/0,00/)).not.toBeInTheDocument();
    expect(screen.getByText('Укажите правильное количество дней, чтобы увидеть стоимость.')).toBeInTheDocument();
    expect(screen.queryByText(/Итоговая цена/)).not.toBeInTheDocument();
    for (const typed of ['-3', 'abc', '99999']) {
      rerender(
        <LangProvider lang="ru">
          <PriceSummary tariffs={[vip, raising]} selection={setDays(selection, 'vip', typed)} price={null} />
        </LangProvider>,
      );
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^VIP$/);
    }
  });
});
