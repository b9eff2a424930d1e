// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { adminKa } from '../../../../../src/i18n/admin.ka';
import type { Lang } from '../../../../../src/i18n/lang';
import { byRequest, count, example, held, json, startApp, type Answer } from '../../../fake-network';
import type { Listing } from '../../../../../src/domain/listing';
import { quote } from '../../../../../src/ui/user-words/quote';

const t = adminKa.queue;
// the queue of status 1 in the example: 130, 131, 132, 133, 134
const page = example<{ result: { data: Listing[]; total: number } }>('AdminQueue');
const QUEUE = 'GET /admin-api/announcements?status=1&page=1';
const forbidden = { result: 'ამ მოქმედების შესრულების უფლება არ გაქვთ' };
const reason = { reject_category_ge: 'არასწორი ფოტოები', reject_message: 'ფოტოები არ შეესაბამება განცხადებას.' };

/** The server's queue of status 1; a listing leaves it once its status changed or it was deleted. */
function queueServer() {
  let waiting = page.result.data;
  return {
    leave(id: number) {
      waiting = waiting.filter((listing) => listing.id !== id);
    },
    answers: { [QUEUE]: () => json(200, { result: { ...page.result, data: waiting, total: waiting.length } }) },
  };
}

/** The hook as the moderation screen has it, on the first page of the listings waiting for moderation. */
async function renderActions(answers: Record<string, Answer> = {}, server = queueServer(), lang: Lang = 'ka') {
  const app = await startApp(byRequest(answers, server.answers));
  // the app's modules are fresh: their texts are loaded as a page loads them
  const { loadTexts } = await import('../../../../../src/i18n/texts');
  const { LangProvider } = await import('../../../../../src/i18n/lang-context');
  await loadTexts(lang, ['admin', 'options']);
  const { useQuery } = await import('@tanstack/react-query');
  const { queueQuery } = await import('../../../../../src/features/admin/moderation/api/queries');
  const { useModerationActions } = await import('../../../../../src/features/admin/moderation/use-moderation-actions');
  const { confirmState, answerConfirm } = await import('../../../../../src/state/confirm');
  const { serverError } = await import('../../../../../src/state/server-error');
  const select = vi.fn();
  const { result } = renderHook(
    () => {
      const items = useQuery(queueQuery(1, 1)).data?.result.data ?? [];
      return { items, actions: useModerationActions({ items, status: 1, page: 1, view: { farBelowOnly: false, belowMedianFirst: false }, select }) };
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <app.wrapper>
          <LangProvider lang={lang}>{children}</LangProvider>
        </app.wrapper>
      ),
    },
  );
  await waitFor(() => expect(result.current.items).toHaveLength(5));
  const listing = (id: number) => {
    const found = result.current.items.find((item) => item.id === id);
    if (!found) throw new Error(`no listing ${id} on screen`);
    return found;
  };
  /** Starts an action as a key or a click does; its promise is the caller's to await. */
  function perform<T>(action: (actions: typeof result.current.actions) => Promise<T>): Promise<T> {
    let started: Promise<T> | undefined;
    act(() => {
      started = action(result.current.actions);
    });
    if (!started) throw new Error('the action did not start');
    return started;
  }
  return { ...app, result, select, listing, perform, confirmation: () => confirmState.pending, answerConfirm, serverError };
}

/** The server takes the change of `id`'s status (or its deletion): it leaves the queue. */
const takes = (server: ReturnType<typeof queueServer>, id: number): Answer => () => {
  server.leave(id);
  return json(200, { result: 'success' });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('approving and changing the status', () => {
  it('approves with PUT /api/change-status, says so, re-reads the queue and selects the listing that followed', async () => {
    const server = queueServer();
    const view = await renderActions({ 'PUT /api/change-status': takes(server, 130) }, server);
    await view.perform((actions) => actions.approve(view.listing(130)));
    expect(view.sent.filter(({ method }) => method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/change-status', body: { id: 130, status: 2 } }]);
    expect(view.told()).toEqual([`success: ${t.statusChanged(130, 'აქტიური')}`]);
    expect(count(view.sent, QUEUE)).toBe(2);
    expect(view.select).toHaveBeenCalledExactlyOnceWith(131);
  });

  it('asks before the status chosen in the select, sends it on a “yes”, and after the last listing selects the one now last in the re-read queue', async () => {
    const server = queueServer();
    const view = await renderActions({ 'PUT /api/change-status': takes(server, 134) }, server);
    const choosing = view.perform((actions) => actions.chooseStatus(view.listing(134), 4));
    await waitFor(() => expect(view.confirmation()).toMatchObject({ title: t.changeStatus, text: quote((title) => t.statusText(134, title, 'არააქტიური'), view.listing(134).title), confirmLabel: t.statusConfirm }));
    expect(view.sent.filter(({ method }) => method === 'PUT')).toEqual([]);
    act(() => view.answerConfirm(true));
    await choosing;
    expect(view.sent.find(({ method }) => method === 'PUT')?.body).toEqual({ id: 134, status: 4 });
    expect(view.select).toHaveBeenCalledExactlyOnceWith(133);
  });

  it('sends nothing for a status chosen in the select and then declined (an arrow key on the closed select)', async () => {
    const view = await renderActions({}, queueServer(), 'en');
    const choosing = view.perform((actions) => actions.chooseStatus(view.listing(130), 2));
    await waitFor(() => expect(view.confirmation()).toMatchObject({ title: 'Change status', text: { around: ['Set the status of listing #130 “', '” to “Active”?'], words: view.listing(130).title } }));
    act(() => view.answerConfirm(false));
    await choosing;
    expect(view.sent.filter(({ method }) => method !== 'GET')).toEqual([]);
    expect(view.select).not.toHaveBeenCalled();
  });

  it('says so in the page’s language', async () => {
    const server = queueServer();
    const view = await renderActions({ 'PUT /api/change-status': takes(server, 130) }, server, 'en');
    await view.perform((actions) => actions.approve(view.listing(130)));
    expect(view.told()).toEqual(['success: Listing #130: status “Active”']);
  });

  it('is busy with that listing while the change is in flight, and free again after', async () => {
    const change = held();
    const view = await renderActions({ 'PUT /api/change-status': () => change.response });
    const approving = view.perform((actions) => actions.approve(view.listing(130)));
    expect(view.result.current.actions.busyId).toBe(130);
    expect(view.result.current.actions.isBusy()).toBe(true);
    change.answer(json(200, { result: 'success' }));
    await approving;
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
    expect(view.result.current.actions.isBusy()).toBe(false);
  });

  it('does nothing for a second key or click while an action is in flight', async () => {
    const change = held();
    const view = await renderActions({ 'PUT /api/change-status': () => change.response });
    const approving = view.perform((actions) => actions.approve(view.listing(130)));
    // the repeated key arrives before the busy state has rendered
    const again = view.result.current.actions.approve(view.listing(130));
    await view.perform((actions) => actions.remove(view.listing(131)));
    expect(await view.perform((actions) => actions.telegram(view.listing(131), { publication_date: '2026-11-22', link: 'https://t.me/realt_ge/1' }))).toBe(false);
    expect(view.confirmation()).toBeNull();
    change.answer(json(200, { result: 'success' }));
    await Promise.all([approving, again]);
    expect(view.sent.filter(({ method }) => method !== 'GET')).toEqual([{ method: 'PUT', path: '/api/change-status', body: { id: 130, status: 2 } }]);
  });

  it('keeps the listing selected when the change is refused, tells the server’s text once and still re-reads the queue', async () => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(403, forbidden) });
    await view.perform((actions) => actions.approve(view.listing(130)));
    expect(view.told()).toEqual([`error: ${forbidden.result}`]);
    expect(count(view.sent, QUEUE)).toBe(2);
    expect(view.select).not.toHaveBeenCalled();
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
  });

  it('moves on when the refused listing has left the queue meanwhile (another moderator was first)', async () => {
    const server = queueServer();
    const view = await renderActions(
      {
        'PUT /api/change-status': () => {
          server.leave(130);
          return json(422, { result: 'This status change is not allowed.' });
        },
      },
      server,
    );
    await view.perform((actions) => actions.approve(view.listing(130)));
    expect(view.select).toHaveBeenCalledExactlyOnceWith(131);
  });

  it('leaves a 500 to the server-error modal, adds no message and frees the queue', async () => {
    const view = await renderActions({ 'PUT /api/change-status': () => json(500, { message: 'Server Error' }) });
    await view.perform((actions) => actions.approve(view.listing(130)));
    expect(view.serverError.open).toBe(true);
    expect(view.told()).toEqual([]);
    expect(view.result.current.actions.isBusy()).toBe(false);
  });
});

describe('rejecting (§7: the reason, then the status)', () => {
  it('saves the reason, then sets status 3, says so and selects the next listing', async () => {
    const server = queueServer();
    const view = await renderActions(
      {
        'POST /api/reject-reason': () => json(200, { result: { ...reason, created_at: '2026-11-22T10:00:00+04:00' } }),
        'PUT /api/change-status': takes(server, 131),
      },
      server,
    );
    expect(await view.perform((actions) => actions.reject(view.listing(131), reason))).toBe(true);
    expect(view.sent.filter(({ method }) => method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/reject-reason', body: { announcement_id: 131, ...reason } },
      { method: 'PUT', path: '/api/change-status', body: { id: 131, status: 3 } },
    ]);
    expect(view.told()).toEqual([`success: ${t.rejectSaved(131)}`]);
    expect(view.select).toHaveBeenCalledExactlyOnceWith(132);
  });

  it('hands a refused reason to the dialog, changes no status and tells nothing itself', async () => {
    const refusal = { result: { reject_message: ['The reject message field is required.'] } };
    const view = await renderActions({ 'POST /api/reject-reason': () => json(422, refusal) });
    await expect(view.perform((actions) => actions.reject(view.listing(131), reason))).rejects.toEqual(refusal);
    expect(count(view.sent, 'PUT /api/change-status')).toBe(0);
    expect(view.told()).toEqual([]);
    expect(view.select).not.toHaveBeenCalled();
    expect(view.result.current.actions.isBusy()).toBe(false);
  });

  it('after a saved reason and a refused status, a retry sends only the status; a changed reason is saved again', async () => {
    const server = queueServer();
    let refuse = true;
    const view = await renderActions(
      {
        'POST /api/reject-reason': () => json(200, { result: { ...reason, created_at: '2026-11-22T10:00:00+04:00' } }),
        'PUT /api/change-status': (sent) => (refuse ? json(422, { result: 'This status change is not allowed.', code: 'status_change_not_allowed' }) : takes(server, 131)(sent)),
      },
      server,
    );
    const writes = () => view.sent.filter(({ method }) => method !== 'GET').map(({ method, path }) => `${method} ${path}`);
    await expect(view.perform((actions) => actions.reject(view.listing(131), reason))).rejects.toBeDefined();
    await expect(view.perform((actions) => actions.reject(view.listing(131), { ...reason }))).rejects.toBeDefined();
    expect(writes()).toEqual(['POST /api/reject-reason', 'PUT /api/change-status', 'PUT /api/change-status']);
    // the message was changed in the dialog since: that reason is saved too
    const changed = { ...reason, reject_message: 'ფოტოები სხვა ბინისაა.' };
    refuse = false;
    expect(await view.perform((actions) => actions.reject(view.listing(131), changed))).toBe(true);
    expect(view.sent.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { announcement_id: 131, ...reason },
      { announcement_id: 131, ...changed },
    ]);
    expect(writes().slice(3)).toEqual(['POST /api/reject-reason', 'PUT /api/change-status']);
  });

  it('saves the reason every time once the status went through, and for another listing', async () => {
    const view = await renderActions({
      'POST /api/reject-reason': () => json(200, { result: { ...reason, created_at: '2026-11-22T10:00:00+04:00' } }),
      'PUT /api/change-status': () => json(200, { result: 'success' }),
    });
    await view.perform((actions) => actions.reject(view.listing(131), reason));
    await view.perform((actions) => actions.reject(view.listing(131), reason));
    await view.perform((actions) => actions.reject(view.listing(132), reason));
    expect(view.sent.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { announcement_id: 131, ...reason },
      { announcement_id: 131, ...reason },
      { announcement_id: 132, ...reason },
    ]);
  });

  it('hands a refused status change after the reason to the dialog too', async () => {
    const view = await renderActions({
      'POST /api/reject-reason': () => json(200, { result: { ...reason, created_at: '2026-11-22T10:00:00+04:00' } }),
      'PUT /api/change-status': () => json(403, forbidden),
    });
    await expect(view.perform((actions) => actions.reject(view.listing(131), reason))).rejects.toEqual(forbidden);
    expect(view.told()).toEqual([]);
  });
});

describe('deleting', () => {
  it('asks first, and a “no” sends nothing', async () => {
    const view = await renderActions();
    const removing = view.perform((actions) => actions.remove(view.listing(132)));
    await waitFor(() => expect(view.confirmation()).toMatchObject({ title: t.deleteTitle, text: quote((title) => t.deleteText(132, title), view.listing(132).title), danger: true }));
    act(() => view.answerConfirm(false));
    await removing;
    expect(view.sent.filter(({ method }) => method !== 'GET')).toEqual([]);
    expect(view.select).not.toHaveBeenCalled();
  });

  it('asks in the page’s language', async () => {
    const view = await renderActions({}, queueServer(), 'ru');
    const removing = view.perform((actions) => actions.remove(view.listing(132)));
    await waitFor(() =>
      expect(view.confirmation()).toMatchObject({ title: 'Удаление объявления', text: { around: ['Удалить объявление #132 «', '»? Это действие нельзя отменить.'], words: view.listing(132).title } }),
    );
    act(() => view.answerConfirm(false));
    await removing;
  });

  it('deletes on “yes” with DELETE /api/announcement-delete/{id}, says so and selects the next listing', async () => {
    const server = queueServer();
    const view = await renderActions({ 'DELETE /api/announcement-delete/132': takes(server, 132) }, server);
    const removing = view.perform((actions) => actions.remove(view.listing(132)));
    await waitFor(() => expect(view.confirmation()).not.toBeNull());
    act(() => view.answerConfirm(true));
    await removing;
    expect(view.told()).toEqual([`success: ${t.deleted(132)}`]);
    expect(view.select).toHaveBeenCalledExactlyOnceWith(133);
  });
});

describe('the Telegram publication and a tariff', () => {
  const publication = { publication_date: '2026-11-22', link: 'https://t.me/realt_ge/131' };

  it('records the publication, says so, re-reads the queue and stays on the listing', async () => {
    const view = await renderActions({ 'POST /admin-api/announcement/telegram_publication': () => json(200, { result: 'ცვლილებები შენახულია' }) });
    expect(await view.perform((actions) => actions.telegram(view.listing(131), publication))).toBe(true);
    expect(view.sent.find(({ method }) => method === 'POST')?.body).toEqual({ announcement_id: 131, ...publication });
    expect(view.told()).toEqual([`success: ${adminKa.common.saved}`]);
    expect(count(view.sent, QUEUE)).toBe(2);
    expect(view.select).not.toHaveBeenCalled();
  });

  it('adds a tariff, and hands a refusal to the dialog without a message of its own', async () => {
    const refusal = { result: { days: ['The days must be at least 1.'] } };
    const view = await renderActions({ 'POST /admin-api/announcement/add_tariff': () => json(422, refusal) });
    await expect(view.perform((actions) => actions.addTariff(view.listing(133), { tariff: 'vip', days: 0 }))).rejects.toEqual(refusal);
    expect(view.sent.find(({ method }) => method === 'POST')?.body).toEqual({ announcement_id: 133, tariff: 'vip', days: 0 });
    expect(view.told()).toEqual([]);
    expect(count(view.sent, QUEUE)).toBe(2);
    await waitFor(() => expect(view.result.current.actions.busyId).toBeNull());
  });
});
