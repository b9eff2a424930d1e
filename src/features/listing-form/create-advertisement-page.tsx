import { useState } from 'react';
import { appTexts, listingFormTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { EMPTY_SELECTION } from '../../ui/tariff-order/order-selection';
import { draftKey } from '../../state/listing-drafts';
import { clearPendingPhotos } from '../../state/pending-photos';
import { clearDraft, loadDraft, type Draft } from './draft';
import { DraftNotice } from './form/DraftNotice';
import { ListingForm } from './form/ListingForm';
import { PaymentFailedBanner } from './form/PaymentFailedBanner';
import { emptyValues } from './listing-values';
import './listing-page.css';

const fresh = (): Draft => ({ step: 1, reached: 1, values: emptyValues(), basket: EMPTY_SELECTION, withBalance: 1 });

/** /profile/advertisement/create-advertisement: open to guests too, who sign in to publish (§4). */
export function CreateAdvertisementPage() {
  const t = useTexts(listingFormTexts);
  const app = useTexts(appTexts);
  const key = draftKey();
  const [start, setStart] = useState(() => ({ draft: loadDraft(key), round: 0 }));
  const [restored, setRestored] = useState(start.draft !== null);

  function startOver() {
    clearDraft(key);
    void clearPendingPhotos();
    setStart(({ round }) => ({ draft: null, round: round + 1 }));
    setRestored(false);
  }

  return (
    <div className="page listing-page">
      <header className="listing-page__head">
        <h1>{app.screens.CreateAdvertisement}</h1>
        <p className="page-lead">{app.leads.CreateAdvertisement}</p>
      </header>
      <PaymentFailedBanner />
      {restored && <DraftNotice text={t.draft.restored} action={t.draft.startOver} question={t.draft.startOverQuestion} onAction={startOver} />}
      <ListingForm key={start.round} mode={{ kind: 'create' }} draft={start.draft ?? fresh()} draftKey={key} onSaved={() => setRestored(false)} />
    </div>
  );
}
