// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/texts';
import { EMPTY_SELECTION, setDays, toggleTariff, type Tariff } from '../../../../src/ui/tariff-order/order-selection';
import { PriceSummary } from '../../../../src/ui/tariff-order/PriceSummary';

const vip: Tariff = { id: 3, name: 'vip', title: 'vip', price: 6, min_days: 1, max_days: 30, color: null };
const raising: Tariff = { id: 5, name: 'raising', title: 'raising', price: 1.5, min_days: 1, max_days: 30, color: null };
const selection = setDays(setDays(toggleTariff(toggleTariff(EMPTY_SELECTION, vip), raising), 'vip', '1000'), 'raising', '21');

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
    expect(screen.getByText(/1000 დღე/)).toBeInTheDocument();
    expect(screen.getByText('6 031.50 ₾')).toBeInTheDocument();
  });

  it('writes days with their plural and lari in English', () => {
    renderSummary('en');
    expect(screen.getByText('To pay')).toBeInTheDocument();
    expect(screen.getByText(/1000 days/)).toBeInTheDocument();
    expect(screen.getByText('₾6,031.50')).toBeInTheDocument();
  });

  it('writes days with their plural in Russian', () => {
    renderSummary('ru');
    expect(screen.getByText('Итого к оплате')).toBeInTheDocument();
    expect(screen.getByText(/1000 дней/)).toBeInTheDocument();
    expect(screen.getByText(/21 день/)).toBeInTheDocument();
  });
});
