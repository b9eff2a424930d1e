// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { OwnerAction } from '../../../../../src/features/profile/owner-actions';
import type { Lang } from '../../../../../src/i18n/lang';
import { profileKa } from '../../../../../src/i18n/profile.ka';
import { refusalsKa } from '../../../../../src/i18n/refusals.ka';
import { byRequest, count, example, held, json, startApp, type Answer } from '../../../fake-network';
import type { ListingCard } from '../../../../../src/domain/listing';
import { quote } from '../../../../../src/ui/user-words/quote';

const cards = example<{ result: { data: ListingCard[] } }>('MyAnnouncementList').result.data;
function card(id: number): ListingCard {
  const found = cards.find((item) => item.id === id);
  if (!found) throw new Error(`no listing ${id} in the example`);
  return found;
}
// from the example: 109 active with raising, 108 inactive, 107 rejected, 103 active without services
const RAISED = card(109);
const INACTIVE = card(108);
const REJECTED = card(107);
const PLAIN = card(103);

const forbidden = { result: 'ამ მოქმედების შესრულების უფლება არ გაქვთ' };

// what the screen around the menu reads: the list, two listings' own views, the user, the wallet
const always: Record<string, Answer> = {
  'POST /client-api/announcements': () => json(200, example('MyAnnouncementList')),
  [`GET /client-api/announcements/${PLAIN.id}/ge`]: () => json(200, example('MyAnnouncementFlat')),
  [`GET /client-api/announcements/${INACTIVE.id}/ge`]: () => json(200, example('MyAnnouncementFlat')),
  'GET /api/get-authenticated-user': () => json(200, example('UserRegular')),
  'GET /client-api/wallet/transactions?page=1': () => json(200, example('WalletHistory')),
};

/**
 * The hook as the my-listings screen has it: the first page of the list and two listings' own
 * views on screen, so a re-read shows as a request.
 */
async function renderActions(answers: Record<string, Answer> = {}, lang: Lang = 'ka') {
  const app = await startApp(byRequest(answers, always));
  // startApp gave the app fresh modules: their catalogues are loaded as the setup's were
  const { loadAllTexts } = await import('../../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../../src/i18n/lang-context');
  await loadAllTexts();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <app.wrapper>
      <LangProvider lang={lang}>{children}</LangProvider>
    </app.wrapper>
  );
  const { useQuery } = await import('@tanstack/react-query');
  const { myListingsQuery, ownListingQuery } = await import('../../../../../src/api/my-listings');
  const { useOwnerActions } = await import('../../../../../src/features/profile/my-listings/use-owner-actions');
  const { confirmState, answerConfirm } = await import('../../../../../src/state/confirm');
  const { serverError } = await import('../../../../../src/state/server-error');
  const { result } = renderHook(
    () => {
      const list = useQuery(myListingsQuery(1, null));
      useQuery(ownListingQuery(PLAIN.id));
      useQuery(ownListingQuery(INACTIVE.id));
      return { actions: useOwnerActions(), loaded: list.isSuccess };
    },
    { wrapper },
  );
  await waitFor(() => expect(result.current.loaded).toBe(true));
  // not awaited: awaiting act would hold React's act queue open while the request runs
  const run = (action: OwnerAction, item: ListingCard) => {
    act(() => result.current.actions.run(action, item));
  };
  const confirmation = () => confirmState.pending;
  return { ...app, result, run, confirmation, answerConfirm, serverError };
}

// a day 109's raising runs (until 29.11.2026); only Date is faked, the network's timers run
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('status changes (§4)', () => {
  it.each([
    ['deactivate', 4, PLAIN],
    ['activate', 2, INACTIVE],
    ['remoderate', 1, REJECTED],
  ] as const)('%s asks PUT /api/change-status for status %i, and says the status changed', async (action, status, item) => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(200, { result: 'success' }) });
    view.run(action, item);
    await waitFor(() => expect(view.told()).toEqual([`success: ${profileKa.status.changed}`]));
    expect(view.sent.filter(({ method }) => method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/change-status', body: { id: item.id, status } }]);
  });

  it('re-reads the list and the changed listing, and no other listing', async () => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(200, { result: 'success' }) });
    view.run('activate', INACTIVE);
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcements')).toBe(2));
    await waitFor(() => expect(count(view.sent, `GET /client-api/announcements/${INACTIVE.id}/ge`)).toBe(2));
    expect(count(view.sent, `GET /client-api/announcements/${PLAIN.id}/ge`)).toBe(1);
  });

  it('refuses deactivation while a paid service is on, without asking the server', async () => {
    const view = await renderActions();
    view.run('deactivate', RAISED);
    expect(view.told()).toEqual([`error: ${profileKa.status.deactivateBlocked}`]);
    expect(count(view.sent, 'PUT /api/change-status')).toBe(0);
    expect(view.result.current.actions.busyId).toBeNull();
  });

  it('sends the deactivation of a listing whose service has ended, though its flag is still on', async () => {
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    const view = await renderActions({ 'PUT /api/change-status': () => json(200, { result: 'success' }) });
    view.run('deactivate', RAISED);
    await waitFor(() => expect(view.told()).toEqual([`success: ${profileKa.status.changed}`]));
    expect(view.sent.find(({ path }) => path === '/api/change-status')?.body).toEqual({ id: RAISED.id, status: 4 });
  });

  it('tells a refused deactivation (422 paid_service_active) in the §4 words, not the server’s, and re-reads the list', async () => {
    const view = await renderActions({
      'PUT /api/change-status': () =>
        json(422, { result: 'The announcement can be deactivated only after the paid tariff or service is removed.', code: 'paid_service_active' }),
    });
    view.run('deactivate', PLAIN);
    await waitFor(() => expect(view.told()).toEqual([`error: ${profileKa.status.deactivateBlocked}`]));
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcements')).toBe(2));
    expect(view.result.current.actions.busyId).toBeNull();
  });

  it('tells a deactivation refused for another reason by that reason’s code, not as a paid promotion', async () => {
    const view = await renderActions({
      'PUT /api/change-status': () => json(422, { result: 'This status change is not allowed.', code: 'status_change_not_allowed' }),
    });
    view.run('deactivate', PLAIN);
    await waitFor(() => expect(view.told()).toEqual([`error: ${refusalsKa.status_change_not_allowed}`]));
  });

  it('tells a refused deactivation (422) without a code that the status did not change', async () => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(422, { result: 'This status change is not allowed.' }) });
    view.run('deactivate', PLAIN);
    await waitFor(() => expect(view.told()).toEqual([`error: ${profileKa.status.refused}`]));
  });

  it('tells another refused transition (422) that the status did not change', async () => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(422, { result: 'This status change is not allowed.' }) });
    view.run('activate', INACTIVE);
    await waitFor(() => expect(view.told()).toEqual([`error: ${profileKa.status.refused}`]));
  });

  it('tells a 403 with the server’s text, once', async () => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(403, forbidden) });
    view.run('remoderate', REJECTED);
    await waitFor(() => expect(view.told()).toEqual([`error: ${forbidden.result}`]));
  });

  it('leaves a 500 to the server-error modal and adds no message of its own', async () => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(500, { message: 'Server Error' }) });
    view.run('activate', INACTIVE);
    await waitFor(() => expect(view.serverError.open).toBe(true));
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
    expect(view.told()).toEqual([]);
  });

  it('acts on one listing at a time: another action while one is in flight sends nothing', async () => {
    const change = held();
    const view = await renderActions({ 'PUT /api/change-status': () => change.response });
    view.run('activate', INACTIVE);
    await waitFor(() => expect(view.result.current.actions.busyId).toBe(INACTIVE.id));
    view.run('deactivate', PLAIN);
    view.run('delete', PLAIN);
    expect(view.confirmation()).toBeNull();
    change.answer(json(200, { result: 'success' }));
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
    expect(view.sent.filter(({ method }) => method === 'PUT').map(({ body }) => body)).toEqual([{ id: INACTIVE.id, status: 2 }]);
    // once it is done, the next action goes through
    view.run('deactivate', PLAIN);
    await waitFor(() => expect(count(view.sent, 'PUT /api/change-status')).toBe(2));
  });
});

describe('edit and promotion', () => {
  it('opens the edit form of the listing without a request', async () => {
    const view = await renderActions();
    const before = view.sent.length;
    view.run('edit', PLAIN);
    expect(view.history.at(-1)).toBe(`/profile/advertisement/edit-advertisement/${PLAIN.id}`);
    expect(view.sent).toHaveLength(before);
  });

  it('opens the tariff dialog for the listing, and closes it', async () => {
    const view = await renderActions();
    view.run('changeTariff', PLAIN);
    expect(view.result.current.actions.tariffFor).toEqual(PLAIN);
    act(() => view.result.current.actions.closeTariff());
    expect(view.result.current.actions.tariffFor).toBeNull();
  });
});

describe('deleting', () => {
  it('asks first, and a “no” sends nothing', async () => {
    const view = await renderActions();
    view.run('delete', PLAIN);
    expect(view.confirmation()).toMatchObject({ title: profileKa.remove.title, text: quote(profileKa.remove.text, PLAIN.title), danger: true });
    expect(view.result.current.actions.busyId).toBe(PLAIN.id);
    act(() => view.answerConfirm(false));
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
    expect(count(view.sent, 'POST /client-api/announcement/delete')).toBe(0);
    expect(view.told()).toEqual([]);
  });

  it('deletes on “yes”, says so and re-reads the list', async () => {
    const view = await renderActions({ 'POST /client-api/announcement/delete': () => json(200, { result: 'success' }) });
    view.run('delete', PLAIN);
    act(() => view.answerConfirm(true));
    await waitFor(() => expect(view.told()).toEqual([`success: ${profileKa.remove.done}`]));
    expect(view.sent.find(({ path }) => path === '/client-api/announcement/delete')?.body).toEqual({ id: PLAIN.id });
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcements')).toBe(2));
  });

  it('tells a refused delete with the server’s text, and not as done', async () => {
    const view = await renderActions({ 'POST /client-api/announcement/delete': () => json(403, forbidden) });
    view.run('delete', PLAIN);
    act(() => view.answerConfirm(true));
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
    expect(view.told()).toEqual([`error: ${forbidden.result}`]);
  });
});

describe('cancelling a tariff (§4)', () => {
  const refund = { 'POST /api/return-money/calculate': () => json(200, { result: { amount: 42.5 } }) };

  it('shows the refund to confirm, cancels, says how much returned, and the balance and wallet history follow', async () => {
    let refunded = false;
    const view = await renderActions({
      ...refund,
      'POST /api/return-money': () => {
        refunded = true;
        return json(200, { result: { status: 'success', amount: 42.5 } });
      },
      'GET /api/get-authenticated-user': () => json(200, example(refunded ? 'UserAfterRefund' : 'UserRegular')),
    });
    const { useSession } = await import('../../../../../src/state/session');
    const { useQuery } = await import('@tanstack/react-query');
    const { walletHistoryQuery } = await import('../../../../../src/api/wallet');
    const { formatGel } = await import('../../../../../src/domain/format');
    // the header's balance and the wallet page, as they are on screen beside the list
    const screen = renderHook(
      () => {
        useQuery(walletHistoryQuery(1));
        return useSession().user?.balance;
      },
      { wrapper: view.wrapper },
    );
    await waitFor(() => expect(count(view.sent, 'GET /client-api/wallet/transactions?page=1')).toBe(1));

    view.run('cancelTariff', RAISED);
    await waitFor(() =>
      expect(view.confirmation()).toMatchObject({
        title: 'გაუქმება: აწევა',
        text: profileKa.refund.text('აწევა', formatGel(42.5, 'ka')),
        confirmLabel: profileKa.refund.confirm,
        // the button that keeps the promotion does not say "cancel"
        cancelLabel: profileKa.refund.keep,
      }),
    );
    expect(view.sent.find(({ path }) => path === '/api/return-money/calculate')?.body).toEqual({ announcement_id: RAISED.id });
    expect(count(view.sent, 'POST /api/return-money')).toBe(0);

    act(() => view.answerConfirm(true));
    await waitFor(() => expect(view.told()).toEqual([`success: ${profileKa.refund.done(formatGel(42.5, 'ka'))}`]));
    expect(view.sent.find(({ path }) => path === '/api/return-money')?.body).toEqual({ announcement_id: RAISED.id });
    await waitFor(() => expect(screen.result.current).toBe(167));
    await waitFor(() => expect(count(view.sent, 'GET /client-api/wallet/transactions?page=1')).toBe(2));
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcements')).toBe(2));
  });

  it('with no days left says there is nothing to return and asks nothing', async () => {
    const view = await renderActions({ 'POST /api/return-money/calculate': () => json(200, { result: 'No days left' }) });
    view.run('cancelTariff', RAISED);
    await waitFor(() => expect(view.told()).toEqual([`info: ${profileKa.refund.noDaysLeft}`]));
    expect(view.confirmation()).toBeNull();
    expect(count(view.sent, 'POST /api/return-money')).toBe(0);
  });

  it('cancels nothing when the owner says “no”', async () => {
    const view = await renderActions(refund);
    view.run('cancelTariff', RAISED);
    await waitFor(() => expect(view.confirmation()).not.toBeNull());
    act(() => view.answerConfirm(false));
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
    expect(count(view.sent, 'POST /api/return-money')).toBe(0);
    expect(view.told()).toEqual([]);
  });

  it('speaks Russian on a Russian page: the refund in its format, the outcome in its words', async () => {
    const view = await renderActions({ ...refund, 'POST /api/return-money': () => json(200, { result: { status: 'success', amount: 42.5 } }) }, 'ru');
    view.run('cancelTariff', RAISED);
    await waitFor(() =>
      expect(view.confirmation()).toMatchObject({
        title: 'Отмена: Поднятие',
        text: expect.stringMatching(/^Отменяется: Поднятие\. На кошелёк вернётся 42,50/),
        cancelLabel: 'Нет, оставить',
      }),
    );
    act(() => view.answerConfirm(true));
    await waitFor(() => expect(view.told()).toEqual([expect.stringMatching(/^success: Тариф отменён\. На кошелёк возвращено 42,50/)]));
  });

  it('tells a refused cancellation (422 no_days_left) by its code', async () => {
    const view = await renderActions({ ...refund, 'POST /api/return-money': () => json(422, { result: 'No days left', code: 'no_days_left' }) });
    view.run('cancelTariff', RAISED);
    await waitFor(() => expect(view.confirmation()).not.toBeNull());
    act(() => view.answerConfirm(true));
    await waitFor(() => expect(view.told()).toEqual([`error: ${refusalsKa.no_days_left}`]));
  });

  it('tells a refused cancellation (422) without a code in its own words and re-reads the list', async () => {
    const view = await renderActions({ ...refund, 'POST /api/return-money': () => json(422, { result: 'No days left' }) });
    view.run('cancelTariff', RAISED);
    await waitFor(() => expect(view.confirmation()).not.toBeNull());
    act(() => view.answerConfirm(true));
    await waitFor(() => expect(view.told()).toEqual([`error: ${profileKa.refund.failed}`]));
    await waitFor(() => expect(count(view.sent, 'POST /client-api/announcements')).toBe(2));
  });
});
