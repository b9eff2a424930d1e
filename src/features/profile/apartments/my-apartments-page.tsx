import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { ka } from '../../../i18n/ka';
import { profileKa } from '../../../i18n/profile.ka';
import { FlatCardSkeleton } from '../../../ui/flat-card/FlatCardSkeleton';
import { Icon } from '../../../ui/icon/Icon';
import { StatusPanel } from '../../../ui/load/StatusPanel';
import { LoadError } from '../components/LoadError';
import { Pager } from '../components/Pager';
import { PaymentBanner } from '../components/PaymentBanner';
import { ProfileLayout } from '../layout/ProfileLayout';
import type { OwnerCard, Status } from '../owner-actions';
import { useResource } from '../use-resource';
import { ChangeTariffDialog } from './ChangeTariffDialog';
import { myListingsRequest } from './my-listings-request';
import { OwnerListingCard } from './OwnerListingCard';
import { RejectReasonDialog } from './RejectReasonDialog';
import { StatusFilter } from './StatusFilter';
import { useOwnerActions } from './use-owner-actions';
import '../components/card-grid.css';

/** My apartments (§2 MyApartments): the user's listings with the owner's menu of §4. */
export function MyApartmentsPage() {
  const [status, setStatus] = useState<Status | null>(null);
  const [page, setPage] = useState(1);
  const [reasonFor, setReasonFor] = useState<OwnerCard | null>(null);
  // a payment (by wallet from the tariff dialog, or back from the bank) sets the `succes` flag
  const payment = new URLSearchParams(useSearch()).get('succes');

  const listings = useResource(async () => {
    const { data } = await myListingsRequest.request({ page, status });
    return data?.result;
  }, [status, page, payment]);
  const actions = useOwnerActions(listings.reload);
  const { closeTariff } = actions;

  // a paid tariff ends the dialog it was bought in
  useEffect(() => {
    if (payment) closeTariff();
  }, [payment, closeTariff]);

  const addLink = (
    <Link href={paths.createAdvertisement.href()} className="button button--primary">
      <Icon name="plus" size={18} /> {profileKa.apartments.add}
    </Link>
  );

  return (
    <ProfileLayout title={ka.screens.MyApartments} actions={addLink}>
      <PaymentBanner />
      {/* with no listings at all there is nothing to filter */}
      {!(status === null && listings.data?.total === 0) && (
        <StatusFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      )}
      {listings.failed ? (
        <LoadError onRetry={listings.reload} />
      ) : !listings.data ? (
        <div className="card-grid" role="status" aria-label={ka.app.loading}>
          {[0, 1, 2].map((key) => (
            <FlatCardSkeleton key={key} />
          ))}
        </div>
      ) : listings.data.data.length === 0 ? (
        status === null ? (
          <StatusPanel icon="building" title={profileKa.apartments.emptyTitle} text={profileKa.apartments.emptyText} action={addLink} />
        ) : (
          <StatusPanel
            icon="filter"
            title={profileKa.apartments.emptyFilteredTitle}
            text={profileKa.apartments.emptyFilteredText}
            action={
              <button type="button" className="button button--secondary" onClick={() => setStatus(null)}>
                {profileKa.apartments.showAll}
              </button>
            }
          />
        )
      ) : (
        <>
          <p className="card-grid__count" aria-live="polite">
            {profileKa.apartments.count(listings.data.total)}
          </p>
          <ul className="card-grid" aria-busy={listings.loading || undefined}>
            {listings.data.data.map((card, index) => (
              <li key={card.id}>
                <OwnerListingCard
                  card={card}
                  eager={index < 3}
                  busy={actions.busyId === card.id}
                  locked={actions.busyId !== null}
                  onAction={actions.run}
                  onShowReason={setReasonFor}
                />
              </li>
            ))}
          </ul>
          <Pager page={listings.data.current_page} last={listings.data.last_page} onPage={setPage} />
        </>
      )}
      <RejectReasonDialog card={reasonFor} onClose={() => setReasonFor(null)} />
      <ChangeTariffDialog card={actions.tariffFor} onClose={actions.closeTariff} />
    </ProfileLayout>
  );
}
