import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ownListingQuery } from '../../api/my-listings';
import { statusOf } from '../../api/queries';
import { paths } from '../../config/paths';
import { appTexts, listingFormTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { draftKey } from '../../state/listing-drafts';
import { QueryView } from '../../ui/load/QueryView';
import { StatusPanel } from '../../ui/load/StatusPanel';
import { localizedMarked } from '../../domain/localized';
import { langMark } from '../../domain/written-in';
import { runningServices } from '../../domain/promotion';
import { EMPTY_SELECTION } from '../../ui/tariff-order/order-selection';
import { clearDraft, loadDraft, type Draft } from './draft';
import { DraftNotice } from './form/DraftNotice';
import { ListingForm } from './form/ListingForm';
import { PaymentFailedBanner } from './form/PaymentFailedBanner';
import { fromAnnouncement } from './listing-values';
import './listing-page.css';
import type { Listing } from '../../domain/listing';

function BackToList() {
  const t = useTexts(listingFormTexts).edit;
  return (
    <Link href={paths.myApartments.href()} className="button button--secondary">
      {t.backToList}
    </Link>
  );
}

/** /profile/advertisement/edit-advertisement/{id}: the owner's listing from GET …/{id}/ge (§7). */
export function EditAdvertisementPage() {
  const t = useTexts(listingFormTexts);
  const app = useTexts(appTexts);
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id >= 1;
  const listing = useQuery({ ...ownListingQuery(id), enabled: valid });

  return (
    <div className="page listing-page">
      <header className="listing-page__head">
        <h1>{app.screens.EditAdvertisement}</h1>
        <p className="page-lead">{app.leads.EditAdvertisement}</p>
      </header>
      <PaymentFailedBanner />
      {/* someone else's listing (403) is as missing as an unknown one (404) */}
      {!valid || statusOf(listing.error) === 403 ? (
        <StatusPanel alert icon="search" title={t.edit.notFound} action={<BackToList />} />
      ) : (
        <QueryView query={listing} icon="search" failed={{ title: t.edit.loadFailed }} notFound={{ title: t.edit.notFound, action: <BackToList /> }}>
          {(data) => <EditScreen id={id} listing={data.result} />}
        </QueryView>
      )}
    </div>
  );
}

/**
 * The form over the listing as first loaded: a later answer (the save itself puts the listing on
 * moderation) changes nothing while the owner is here.
 */
function EditScreen({ id, listing }: { id: number; listing: Listing }) {
  const t = useTexts(listingFormTexts);
  const lang = useLang();
  const key = draftKey(id);
  const [loaded] = useState(() => ({
    onModeration: listing.status === 1,
    // what to correct, while the owner corrects it
    rejected: listing.status === 3 ? listing.reject : null,
    running: runningServices(listing),
    fromServer: { step: 1, reached: 6, values: fromAnnouncement(listing, lang), basket: EMPTY_SELECTION, withBalance: 1 } satisfies Draft,
  }));
  const [start, setStart] = useState(() => {
    const stored = loadDraft(key);
    return { draft: stored ?? loaded.fromServer, restored: stored !== null, round: 0 };
  });

  // the Georgian category stands in for a missing translation, marked as Georgian
  const category = loaded.rejected ? localizedMarked(loaded.rejected, 'reject_category_ge', lang) : null;
  if (loaded.onModeration) return <StatusPanel alert icon="search" title={t.edit.onModeration} action={<BackToList />} />;
  return (
    <>
      {loaded.rejected && category && (
        <section className="listing-page__rejected" aria-labelledby="rejected-title">
          <h2 id="rejected-title">{t.edit.rejectedTitle}</h2>
          <p>
            <strong lang={category.lang}>{category.text}</strong>
            {/* the moderator's own words, as written */}
            {loaded.rejected.reject_message && <q lang={langMark(loaded.rejected.reject_message, lang)}>{loaded.rejected.reject_message}</q>}
          </p>
          <p>{t.edit.rejectedText}</p>
        </section>
      )}
      {start.restored && (
        <DraftNotice
          text={t.draft.restored}
          action={t.draft.discard}
          question={t.draft.discardQuestion}
          onAction={() => {
            clearDraft(key);
            setStart(({ round }) => ({ draft: loaded.fromServer, restored: false, round: round + 1 }));
          }}
        />
      )}
      <ListingForm
        key={start.round}
        mode={{ kind: 'edit', id }}
        draft={start.draft}
        draftKey={key}
        onSaved={() => setStart((was) => ({ ...was, restored: false }))}
        running={loaded.running}
      />
    </>
  );
}
