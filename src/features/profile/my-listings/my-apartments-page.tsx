import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { myListingsQuery, ownListingQuery } from '../../../api/my-listings';
import { paths, paymentRetryOf, withoutPayment } from '../../../config/paths';
import { appTexts, profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { keepInEntry } from '../../../state/history-entry';
import { useFromEntry } from '../../../state/use-from-entry';
import { useAddressQuery } from '../../../ui/address/use-address-query';
import { Icon } from '../../../ui/icon/Icon';
import { QueryView } from '../../../ui/load/QueryView';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { PaymentBanner } from '../components/PaymentBanner';
import { ProfileLayout } from '../layout/ProfileLayout';
import { OwnerListings } from './OwnerListings';
import { OwnerTariffDialog } from './OwnerTariffDialog';
import { RejectReasonDialog } from './RejectReasonDialog';
import { readListingsAddress, writeListingsAddress, type ListingsAddress } from './listings-address';
import { StatusFilter } from './StatusFilter';
import { useOwnerActions } from './use-owner-actions';
import { usePaymentConfirmed } from './use-payment-confirmed';
import type { ListingCard, ListingPage, ListingStatus } from '../../../domain/listing';

/** An empty page after the last one, while the user still has listings. */
const pastLast = (result: ListingPage): boolean => result.data.length === 0 && result.current_page > Math.max(result.last_page, 1);

/** My apartments (§2 MyApartments): the user's listings with the owner's menu of §4. */
export function MyApartmentsPage() {
  const screens = useTexts(appTexts).screens;
  const t = useTexts(profileTexts).apartments;
  const [{ status, page }, change] = useAddressQuery(readListingsAddress, writeListingsAddress);
  const [reasonFor, setReasonFor] = useState<ListingCard | null>(null);
  // the route asked for the address's page at boot; the previous page stays while the next loads
  const listings = useQuery({ ...myListingsQuery(page, status), placeholderData: keepPreviousData });
  const actions = useOwnerActions();
  const { closeTariff } = actions;
  // a payment (by wallet from the tariff dialog, or back from the bank) sets the `succes` flag,
  // said to have succeeded only once the data confirms it
  const search = useSearch();
  const payment = new URLSearchParams(search).get('succes');
  // a purchase for a saved listing to take up again: back from a card payment that failed (offered
  // again, by card), or from the wallet topped up for it (opened again, from the wallet); the latter
  // only by the wallet's own link (its history entry), never by an address someone else can craft
  const kept = useFromEntry('resume');
  const resume = kept === undefined ? undefined : paymentRetryOf(kept);
  const retry = payment === 'false' ? paymentRetryOf(search) : resume;
  const resumed = payment === null && resume !== undefined;
  const retried = useQuery({ ...ownListingQuery(retry?.listing ?? 0), enabled: retry !== undefined }).data?.result;
  const check = usePaymentConfirmed();

  // a paid tariff ends the dialog it was bought in
  useEffect(() => {
    if (payment) closeTariff();
  }, [payment, closeTariff]);
  // the tariff dialog: the one the menu opened, else the purchase taken up again after a top-up
  const tariffFor = actions.tariffFor ?? (resumed ? (retried ?? null) : null);

  // a status and a page are entries Back returns from, as in the catalogue; chosen after a
  // payment's return, they take its entry and leave it behind, so Back brings no banner or dialog again
  const choose = (update: (at: ListingsAddress) => ListingsAddress) =>
    change((at) => update({ ...at, rest: withoutPayment(at.rest) }), payment === null ? 'push' : 'replace');
  const filter = (value: ListingStatus | null) => choose((at) => ({ ...at, status: value, page: 1 }));
  const setPage = (next: number) => choose((at) => ({ ...at, page: next }));
  // a page past the last (its last listing deleted, an old link): the last page instead, and no
  // empty state meanwhile (the page that was asked for stays on screen while the last one loads)
  const last = listings.data && !listings.isPlaceholderData && pastLast(listings.data.result) ? Math.max(listings.data.result.last_page, 1) : null;
  useEffect(() => {
    if (last !== null) change((at) => ({ ...at, page: last }), 'replace');
  }, [last, change]);
  // "show all" goes with the empty state it is in: the focus goes to the filter's "all", which it pressed
  const allChip = useRef<HTMLButtonElement>(null);
  const showAll = () => {
    filter(null);
    allChip.current?.focus();
  };

  const addLink = (
    <Link href={paths.createAdvertisement.href()} className="button button--primary">
      <Icon name="plus" size={18} /> {t.add}
    </Link>
  );

  return (
    <ProfileLayout title={screens.MyApartments} actions={addLink}>
      <PaymentBanner
        place="listings"
        check={check}
        retry={retried && !resumed ? { title: retried.title, onRetry: () => actions.run('changeTariff', retried) } : undefined}
      />
      {/* with no listings at all there is nothing to filter */}
      {!(status === null && listings.data?.result.total === 0) && <StatusFilter value={status} onChange={filter} allRef={allChip} />}
      <QueryView
        query={listings}
        icon="list"
        loading={<CardGridSkeleton />}
        empty={
          status === null
            ? { when: (data) => data.result.data.length === 0 && !pastLast(data.result), title: t.emptyTitle, text: t.emptyText, action: addLink }
            : {
                when: (data) => data.result.data.length === 0 && !pastLast(data.result),
                title: t.emptyFilteredTitle,
                text: t.emptyFilteredText,
                action: (
                  <button type="button" className="button button--secondary" onClick={showAll}>
                    {t.showAll}
                  </button>
                ),
              }
        }
      >
        {(data) => (
          <OwnerListings
            listings={data.result}
            loading={listings.isPlaceholderData}
            busyId={actions.busyId}
            onAction={actions.run}
            onShowReason={setReasonFor}
            onPage={setPage}
          />
        )}
      </QueryView>
      <RejectReasonDialog card={reasonFor} onClose={() => setReasonFor(null)} />
      <OwnerTariffDialog
        card={tariffFor}
        retry={retry && tariffFor?.id === retry.listing ? { tariffs: retry.tariffs, by: resumed ? 1 : 0 } : undefined}
        // taken up again from the wallet, the purchase is kept in this page's entry until closed: Back returns to the wallet
        closesOnBack={!(resumed && actions.tariffFor === null)}
        onClose={() => {
          closeTariff();
          // a purchase taken up again and closed is not opened again by a reload
          if (resumed) keepInEntry('resume', undefined);
        }}
      />
    </ProfileLayout>
  );
}
