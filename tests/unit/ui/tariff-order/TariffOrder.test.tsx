// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../../src/i18n/lang';
import { LangProvider } from '../../../../src/i18n/lang-context';
import type { Tariff } from '../../../../src/ui/tariff-order/order-selection';

const pay = vi.fn();
const vip: Tariff = { id: 3, name: 'vip', title: 'vip', price: 6, min_days: 1, max_days: 30, color: null };
const coloring: Tariff = { id: 4, name: 'coloring', title: 'coloring', price: 2, min_days: 3, max_days: 60, color: null };
vi.mock('../../../../src/ui/tariff-order/use-tariffs', () => ({ useTariffs: () => ({ tariffs: [vip, coloring], failed: false, retry: () => undefined }) }));
vi.mock('../../../../src/ui/tariff-order/use-price', () => ({ usePrice: () => ({ price: null, loading: false, failed: false, retry: () => undefined }) }));
vi.mock('../../../../src/ui/tariff-order/use-order', () => ({
  useOrder: () => ({ pay, paying: false, missing: null, topUp: () => undefined, closeInsufficient: () => undefined }),
}));
vi.mock('../../../../src/state/session', () => ({ useSession: () => ({ user: { balance: 100 }, token: 't' }) }));

const { TariffOrder } = await import('../../../../src/ui/tariff-order/TariffOrder');

function renderOrder(lang: Lang = 'en') {
  render(
    <LangProvider lang={lang}>
      <TariffOrder announcementIds={[110]} />
    </LangProvider>,
  );
  return userEvent.setup();
}

describe('the tariff groups', () => {
  it('are described by their rule: a screen reader entering the tariffs hears that one is chosen at a time', async () => {
    renderOrder();
    const tariffs = screen.getByRole('group', { name: 'Promotion' });
    expect(tariffs).toHaveAccessibleDescription(/you can choose one/i);
  });
});

describe('the days of a tariff order', () => {
  beforeEach(() => pay.mockReset());

  it('says the range a line takes under its field, tied to it', async () => {
    const user = renderOrder();
    await user.click(screen.getByRole('checkbox', { name: /VIP/ }));
    await user.click(screen.getByRole('checkbox', { name: /Colour highlight/ }));
    expect(screen.getByLabelText('VIP: number of days')).toHaveAccessibleDescription('From 1 to 30 days');
    // the contract takes at most 30 days, whatever the tariff list says
    expect(screen.getByLabelText('Colour highlight: number of days')).toHaveAccessibleDescription('From 3 to 30 days');
  });

  it('says what is wrong once the field is left, keeps what was typed, and keeps Pay there', async () => {
    const user = renderOrder();
    await user.click(screen.getByRole('checkbox', { name: /VIP/ }));
    const days = screen.getByLabelText('VIP: number of days');
    await user.clear(days);
    await user.type(days, '400');
    // nothing said while typing
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(days).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Value must not exceed 30');
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(days).toHaveAccessibleDescription('From 1 to 30 days Value must not exceed 30');
    expect(days).toHaveValue('400');
    expect(screen.getByText('Enter a valid number of days to see the price.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy promotion' })).toBeVisible();

    // the message follows what is typed from then on, by the first failing §5 rule
    for (const [typed, message] of [
      ['0', 'Only values greater than 0 are allowed'],
      ['abc', 'Enter a number in figures'],
    ]) {
      await user.clear(days);
      await user.type(days, typed!);
      expect(screen.getByRole('alert')).toHaveTextContent(message!);
    }
    await user.clear(days);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in this field');
    await user.type(days, '30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a press on Pay with days it cannot take shows their message, goes to their field and orders nothing', async () => {
    const user = renderOrder('ru');
    await user.click(screen.getByRole('checkbox', { name: /VIP/ }));
    const days = screen.getByLabelText('VIP: количество дней');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Купить тариф' }));
    expect(pay).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Значение не должно превышать 30');
    expect(days).toHaveFocus();
    expect(days).toHaveValue('45');

    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Купить тариф' }));
    expect(pay).toHaveBeenCalledWith(expect.objectContaining({ selection: { days: { vip: '30' }, telegram: false }, ids: [110] }), 1);
  });

  it('a field left by a press elsewhere speaks once the press has ended, not under the pointer', async () => {
    const user = renderOrder();
    await user.click(screen.getByRole('checkbox', { name: /VIP/ }));
    const days = screen.getByLabelText('VIP: number of days');
    await user.clear(days);
    await user.type(days, '45');
    const elsewhere = screen.getByText('Promotion');
    await user.pointer({ keys: '[MouseLeft>]', target: elsewhere });
    expect(document.activeElement).not.toBe(days);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: elsewhere });
    expect(await screen.findByRole('alert')).toHaveTextContent('Value must not exceed 30');
  });

  it('says the range and the message in Georgian', async () => {
    const user = renderOrder('ka');
    await user.click(screen.getByRole('checkbox', { name: /VIP/ }));
    const days = screen.getByLabelText('VIP: დღეების რაოდენობა');
    expect(days).toHaveAccessibleDescription('1-დან 30 დღემდე');
    await user.clear(days);
    await user.type(days, '45');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('მნიშვნელობა არ უნდა აღემატებოდეს 30-ს');
  });
});
