// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byRequest, count, example, json, startApp, type Answer } from '../../../fake-network';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

const WAITING = 'ველოდებით ბანკის დადასტურებას';
const UNCONFIRMED = 'ბანკს გადახდა ჯერ არ დაუდასტურებია';
const LISTINGS = '/profile/apartments/my-apartments';
const SUCCESS = 'გადახდა წარმატებით შესრულდა';
// listing 101 runs VIP and the colouring (MyAnnouncementFlat); listing 110 runs nothing yet (MyAnnouncementNew)
const bought = (listing: number, days: Record<string, string>) => `listing=${listing}&tariffs=${encodeURIComponent(JSON.stringify({ days, telegram: false }))}`;

/** The payment banner of `place`, confirmed as its page confirms it (fresh modules: startApp). */
async function renderBanner(place: 'listings' | 'wallet', path: string, answer: Answer = byRequest({})) {
  const app = await startApp(answer, { path });
  const { LangProvider } = await import('../../../../../src/i18n/lang-context');
  const { PaymentBanner } = await import('../../../../../src/features/profile/components/PaymentBanner');
  const { usePaymentConfirmed } = await import('../../../../../src/features/profile/my-listings/use-payment-confirmed');
  const { useTopUpCredited } = await import('../../../../../src/features/profile/wallet/use-top-up-credited');
  const Listings = () => <PaymentBanner place="listings" check={usePaymentConfirmed()} />;
  const Wallet = () => <PaymentBanner place="wallet" check={useTopUpCredited()} />;
  render(
    <app.wrapper>
      <LangProvider lang="ka">{place === 'listings' ? <Listings /> : <Wallet />}</LangProvider>
    </app.wrapper>,
  );
  return app;
}

describe('a payment’s success on my apartments', () => {
  it('is not claimed from the address alone: a bare success flag, naming nothing to check, says where a confirmed payment shows and waits for nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await renderBanner('listings', `${LISTINGS}?succes=true`);
    expect(await screen.findByRole('status')).toHaveTextContent('ბარათით გადახდა');
    await act(() => vi.advanceTimersByTimeAsync(130_000));
    expect(screen.getByRole('status')).not.toHaveTextContent(WAITING);
    expect(screen.queryByRole('button', { name: 'ხელახლა შემოწმება' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.sent).toEqual([]);
  });

  it('is said once the listing the bank returned for runs what was bought', async () => {
    const app = await renderBanner(
      'listings',
      `${LISTINGS}?succes=true&${bought(101, { vip: '10', coloring: '7' })}`,
      byRequest({ 'GET /client-api/announcements/101/ge': () => json(200, example('MyAnnouncementFlat')) }),
    );
    expect(await screen.findByRole('dialog', { name: SUCCESS })).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).toBeNull();
    expect(count(app.sent, 'GET /client-api/announcements/101/ge')).toBe(1);
  });

  it('waits while the listing does not run it, asking again, and is said once it does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let confirmed = false;
    const app = await renderBanner(
      'listings',
      `${LISTINGS}?succes=true&${bought(110, { vip: '10' })}`,
      byRequest({ 'GET /client-api/announcements/110/ge': () => json(200, example(confirmed ? 'MyAnnouncementFlat' : 'MyAnnouncementNew')) }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    expect(screen.queryByRole('dialog')).toBeNull();
    confirmed = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('dialog', { name: SUCCESS })).toBeInTheDocument();
    expect(count(app.sent, 'GET /client-api/announcements/110/ge')).toBe(2);
  });

  it('once two minutes of checks have not confirmed it, says the bank has not yet, and checks again as asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await renderBanner(
      'listings',
      `${LISTINGS}?succes=true&${bought(110, { vip: '10' })}`,
      byRequest({ 'GET /client-api/announcements/110/ge': () => json(200, example('MyAnnouncementNew')) }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    for (let check = 2; check <= 24; check++) await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('status')).toHaveTextContent(UNCONFIRMED);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count(app.sent, 'GET /client-api/announcements/110/ge')).toBe(24);

    act(() => screen.getByRole('button', { name: 'ხელახლა შემოწმება' }).click());
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(count(app.sent, 'GET /client-api/announcements/110/ge')).toBeGreaterThan(25);
  });

  it('says the connection failed, not the bank, when a check cannot reach the server, and checks again as asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let online = true;
    const app = await renderBanner(
      'listings',
      `${LISTINGS}?succes=true&${bought(110, { vip: '10' })}`,
      byRequest({
        'GET /client-api/announcements/110/ge': () => {
          if (!online) throw new TypeError('Failed to fetch');
          return json(200, example('MyAnnouncementNew'));
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    online = false;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('status')).toHaveTextContent('გადახდის შემოწმება ვერ მოხერხდა');
    expect(screen.getByRole('status')).not.toHaveTextContent(UNCONFIRMED);
    // no check of its own while the connection is down
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count(app.sent, 'GET /client-api/announcements/110/ge')).toBe(2);

    online = true;
    act(() => screen.getByRole('button', { name: 'ხელახლა შემოწმება' }).click());
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
  });

  it('is not claimed by a crafted return naming a listing that does not run what it names', async () => {
    await renderBanner(
      'listings',
      `${LISTINGS}?succes=true&${bought(101, { super_vip: '7' })}`,
      byRequest({ 'GET /client-api/announcements/101/ge': () => json(200, example('MyAnnouncementFlat')) }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('from the wallet is proved by the order’s answer in the history state: its dialog, nothing asked', async () => {
    const { newEntry } = await import('../../../../../src/state/history-entry');
    window.history.replaceState(newEntry('paid', 'wallet'), '');
    const app = await renderBanner('listings', `${LISTINGS}?succes=true`);
    expect(await screen.findByRole('dialog', { name: SUCCESS })).toBeInTheDocument();
    expect(app.sent).toEqual([]);
  });
});

const WALLET = '/profile/my-wallet';
const TOPPED_UP = 'საფულე შევსებულია';
const history = byRequest({ 'GET /client-api/wallet/transactions?page=1': () => json(200, example('WalletHistory')) });

describe('a top-up’s success on the wallet', () => {
  it('is said when the history has a card top-up of just now', async () => {
    // 8 minutes after the 150 GEL card top-up of the history
    vi.useFakeTimers({ now: new Date('2026-11-20T12:10:00Z'), shouldAdvanceTime: true });
    await renderBanner('wallet', `${WALLET}?succes=true`, history);
    expect(await screen.findByRole('dialog', { name: TOPPED_UP })).toBeInTheDocument();
  });

  it('is not claimed from the address alone: the last card top-up is days old', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z'), shouldAdvanceTime: true });
    await renderBanner('wallet', `${WALLET}?succes=true`, history);
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
