import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { api } from '../../api/client';
import { handles } from '../../api/middleware/errors';
import { paths } from '../../config/paths';
import { ka } from '../../i18n/ka';
import { advertisementKa as t } from '../../i18n/advertisement.ka';
import { Button } from '../../ui/button/Button';
import { Spinner } from '../../ui/spinner/Spinner';
import { EMPTY_SELECTION } from '../../ui/tariff-order/order-selection';
import { clearDraft, draftKey, loadDraft, type Draft } from './draft';
import { DraftNotice } from './form/DraftNotice';
import { ListingForm } from './form/ListingForm';
import { PaymentFailedBanner } from './form/PaymentFailedBanner';
import { fromAnnouncement } from './listing-values';
import './listing-page.css';

type Loaded = { draft: Draft; fromServer: Draft; restored: boolean; onModeration: boolean };
type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | ({ kind: 'ready' } & Loaded);

/** /profile/advertisement/edit-advertisement/{id}: the owner's listing from GET …/{id}/ge (§7). */
export function EditAdvertisementPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const key = draftKey(id);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    void api.GET('/client-api/announcements/{id}/ge', { params: { path: { id } }, middleware: [handles(403, 404)] }).then(({ data, response }) => {
      if (!live) return;
      if (!data) {
        setState({ kind: response.status === 403 || response.status === 404 ? 'missing' : 'failed' });
        return;
      }
      const fromServer: Draft = { step: 1, values: fromAnnouncement(data.result), basket: EMPTY_SELECTION, withBalance: 1 };
      const stored = loadDraft(key);
      setState({ kind: 'ready', draft: stored ?? fromServer, fromServer, restored: stored !== null, onModeration: data.result.status === 1 });
    });
    return () => {
      live = false;
    };
  }, [id, key, attempt]);

  return (
    <div className="page listing-page">
      <header className="listing-page__head">
        <h1>{t.editTitle}</h1>
        <p className="listing-page__lead">{t.editLead}</p>
      </header>
      <PaymentFailedBanner />
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'failed' && (
        <div className="listing-page__state" role="alert">
          <p>{t.edit.loadFailed}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {ka.app.retry}
          </Button>
        </div>
      )}
      {(state.kind === 'missing' || (state.kind === 'ready' && state.onModeration)) && (
        <div className="listing-page__state" role="alert">
          <p>{state.kind === 'missing' ? t.edit.notFound : t.edit.onModeration}</p>
          <Link href={paths.myApartments.href()} className="button button--secondary">
            {t.edit.backToList}
          </Link>
        </div>
      )}
      {state.kind === 'ready' && !state.onModeration && (
        <>
          {state.restored && (
            <DraftNotice
              text={t.draft.restored}
              action={t.draft.discard}
              onAction={() => {
                clearDraft(key);
                setState({ ...state, draft: state.fromServer, restored: false });
                setRound((n) => n + 1);
              }}
            />
          )}
          <ListingForm key={round} mode={{ kind: 'edit', id }} draft={state.draft} draftKey={key} onSaved={() => setState({ ...state, restored: false })} />
        </>
      )}
    </div>
  );
}
