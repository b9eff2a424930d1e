// The saved searches wherever they show, as one chunk: saving the catalogue's search, the
// account's list (the profile) and a guest's list of the searches kept on this device, and in the
// signed-in header the count of new listings and the offer to move the device's searches to the
// account. The header and the catalogue load it when first shown (./lazy.ts, catalog-page).
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { refusal, refusalText, toldCentrally } from '../../api/refusal';
import { useNewListingCounts, useSavedSearchMutations, type SavedSearch } from '../../api/saved-searches';
import { districtsQuery, savedSearchesQuery } from '../../api/shared-queries';
import type { Filters } from '../../domain/catalog-filters';
import { districtsById } from '../../domain/districts';
import { describeSearch, useSummaryWords } from '../../domain/saved-search';
import { savedSearchesTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import {
  DEVICE_SEARCHES_MAX,
  addDeviceSearch,
  declineUpload,
  markDeviceSearchOpened,
  removeDeviceSearch,
  renameDeviceSearch,
  useDeviceSearches,
  useUploadOffered,
} from '../../state/saved-searches';
import { Button } from '../button/Button';
import { Dialog } from '../dialog/Dialog';
import { SavedSearchList } from './SavedSearchList';
import { SearchNameDialog } from './SearchNameDialog';

interface SaveProps {
  filters: Filters;
  /** the catalogue address of the search: what opening it goes back to */
  address: string;
  /** to the account when signed in, else to this device */
  signedIn: boolean;
  onClose: () => void;
}

/** 'Save this search': named after its filters; to the account when signed in, else to the device. */
export function SaveSearchDialog({ filters, address, signedIn, onClose }: SaveProps) {
  const t = useTexts(savedSearchesTexts);
  const words = useSummaryWords();
  const { create } = useSavedSearchMutations();
  const named = filters.districts.length > 0;
  const districts = useQuery({ ...districtsQuery(), enabled: named, select: (data) => districtsById(data.result) });
  // the suggested name says the districts' names: wait for them (a failure names them by count)
  if (named && districts.isPending && !districts.isError) return null;

  async function save(name: string) {
    if (signedIn) {
      await create({ name, query: address });
      notify('success', t.saved);
    } else if (addDeviceSearch(name, address)) {
      notify('success', t.savedOnDevice);
    } else {
      notify('error', t.deviceFull(DEVICE_SEARCHES_MAX));
    }
    onClose();
  }

  return (
    <SearchNameDialog
      title={t.saveTitle}
      submitLabel={t.saveSubmit}
      name={describeSearch(filters, words, (id) => districts.data?.get(id))}
      // a name typed for this search comes back when it is saved again (closed by Esc or Back)
      draft={`save-search-${address}`}
      onClose={onClose}
      onSubmit={save}
    />
  );
}

const deviceKey = (search: { id: string }) => search.id;

/**
 * A guest's searches saved on this device, with their new listings: opened, renamed or removed.
 * The server does not know them, so each is counted with a catalogue call, only while the dialog
 * is open (a device keeps at most DEVICE_SEARCHES_MAX).
 */
export function DeviceSearchesDialog({ onClose }: { onClose: () => void }) {
  const t = useTexts(savedSearchesTexts);
  const kept = useDeviceSearches();
  const counts = useNewListingCounts(kept);
  const searches = kept.map((search, index) => ({ ...search, new_count: counts[index] }));
  return (
    <Dialog open wide title={t.deviceTitle} onClose={onClose} closesOnBack>
      {/* the list stays when its last search goes: it hands the focus on */}
      <SavedSearchList
        searches={searches}
        keyOf={deviceKey}
        onOpen={(search) => {
          markDeviceSearchOpened(search.id);
          onClose();
        }}
        rename={async (search, name) => renameDeviceSearch(search.id, name)}
        remove={(search) => removeDeviceSearch(search.id)}
        empty={<p>{t.deviceEmpty}</p>}
      />
    </Dialog>
  );
}

/**
 * The sum of the saved searches' `new_count`, as a badge on the header's saved-searches chip (whose
 * account bar brings the badge's styles); nothing while there are none.
 */
export function NewListingsBadge() {
  const t = useTexts(savedSearchesTexts);
  const total = useQuery({ ...savedSearchesQuery(), select: (data) => data.result.reduce((sum, search) => sum + search.new_count, 0) }).data ?? 0;
  if (total === 0) return null;
  return (
    <span className="header-account__badge header-account__badge--corner" aria-label={t.freshLabel(total)}>
      {total}
    </span>
  );
}

/** Offers once per tab to save the device's searches to the account; each saved one leaves the device. */
export function UploadOffer() {
  const t = useTexts(savedSearchesTexts);
  const offered = useUploadOffered();
  const searches = useDeviceSearches();
  const { create } = useSavedSearchMutations();
  const [busy, setBusy] = useState(false);
  if (!offered) return null;

  async function upload() {
    setBusy(true);
    let moved = 0;
    for (const search of searches) {
      try {
        await create({ name: search.name, query: search.query });
      } catch (error) {
        // the rest stay on the device; the offer rests until the next visit
        const answer = refusal(error);
        if (!toldCentrally(answer)) notify('error', refusalText(answer));
        break;
      }
      removeDeviceSearch(search.id);
      moved += 1;
    }
    setBusy(false);
    if (moved > 0) notify('success', t.uploaded(moved));
    declineUpload();
  }

  return (
    <Dialog
      open
      title={t.uploadTitle}
      onClose={declineUpload}
      footer={
        <>
          {/* not a choice while the searches move (the focus is on the busy upload, not here) */}
          <Button variant="secondary" onClick={declineUpload} disabled={busy}>
            {t.notNow}
          </Button>
          <Button busy={busy} onClick={() => void upload()}>
            {t.upload}
          </Button>
        </>
      }
    >
      <p>{t.uploadText(searches.length)}</p>
    </Dialog>
  );
}

/** A signed-in user's saved searches: opening one marks it opened on the server. */
export function AccountSearches({ searches }: { searches: SavedSearch[] }) {
  const shown = useDeferredValue(searches);
  const saved = useSavedSearchMutations();
  return (
    <SavedSearchList
      searches={shown}
      keyOf={(search) => search.id}
      // the link goes to the saved address; the server restarts the count from now
      onOpen={(search) => void saved.markOpened(search.id).catch(() => undefined)}
      rename={(search, name) => saved.rename(search.id, name)}
      remove={(search) => saved.remove(search.id)}
    />
  );
}
