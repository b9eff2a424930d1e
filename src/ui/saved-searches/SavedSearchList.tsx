import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { SavedSearch } from '../../api/saved-searches';
import { districtsQuery } from '../../api/shared-queries';
import { districtsById } from '../../domain/districts';
import { describeSearch, useSummaryWords } from '../../domain/saved-search';
import { searchFilters } from '../../domain/search-address';
import { langMark } from '../../domain/written-in';
import { savedSearchesTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { askConfirm } from '../../state/confirm';
import { notify } from '../../state/notifications';
import { Button } from '../button/Button';
import { atOverlayEntry } from '../dialog/back-closes';
import { handOffControl, handOffItem, useFocusHandOff } from '../focus/use-focus-hand-off';
import { followedLink } from '../link/followed-link';
import { quote } from '../user-words/quote';
import { SearchNameDialog } from './SearchNameDialog';
import './saved-searches.css';

/** What a row shows: the search's name and address, and its count of new listings once known. */
type Listed = Pick<SavedSearch, 'name' | 'query'> & { new_count?: number };

interface Props<Search extends Listed> {
  searches: readonly Search[];
  keyOf: (search: Search) => string | number;
  /** the search's link was followed (it goes to the saved address) */
  onOpen: (search: Search) => void;
  /** renames it; a refusal it throws is shown in the name dialog */
  rename: (search: Search, name: string) => Promise<unknown>;
  /** removes it once the user confirmed; a refusal it throws is told by the caller */
  remove: (search: Search) => Promise<unknown> | void;
  /** shown instead of the list once there is none */
  empty?: ReactNode;
}

/**
 * Saved searches (the account's or the device's), each with its filters in words and its count
 * of new listings; its name opens the catalogue at exactly the saved address.
 */
export function SavedSearchList<Search extends Listed>({ searches, keyOf, onOpen, rename, remove, empty }: Props<Search>) {
  const lang = useLang();
  const t = useTexts(savedSearchesTexts);
  const words = useSummaryWords();
  const [renaming, setRenaming] = useState<Search | null>(null);
  const [, navigate] = useLocation();
  // opened from a dialog Back closes: the search takes the dialog's history entry, as the
  // catalogue's filters do (one left behind would turn Forward back)
  const open = (event: MouseEvent, search: Search) => {
    onOpen(search);
    if (!followedLink(event) || !atOverlayEntry()) return;
    event.preventDefault();
    navigate(search.query, { replace: true });
  };
  // the districts the summaries name; they are counted until the list is in
  const districts = useQuery({ ...districtsQuery(), select: (data) => districtsById(data.result) });
  // a removed row hands the focus to the same action of the row that takes its place, else the heading
  const rows = useMemo(() => searches.map((search) => ({ id: keyOf(search) })), [searches, keyOf]);
  const handOff = useFocusHandOff(rows);

  async function confirmRemove(search: Search) {
    if (!(await askConfirm({ title: t.removeTitle, text: quote(t.removeText, search.name), confirmLabel: t.remove, danger: true }))) return;
    try {
      await handOff.remove(keyOf(search), 'remove', async () => remove(search));
      notify('success', t.removed);
    } catch {
      // the mutation cache has told the refusal; the row stays as the server has it
    }
  }

  return (
    <>
      {searches.length === 0 && empty}
      <ul className="saved-searches" hidden={searches.length === 0}>
        {searches.map((search) => {
          const filters = searchFilters(search.query);
          const fresh = search.new_count ?? 0;
          return (
            <li key={keyOf(search)} className="saved-searches__row" {...handOffItem(keyOf(search))}>
              <div className="saved-searches__text">
                <Link href={search.query} className="saved-searches__name" lang={langMark(search.name, lang)} onClick={(event) => open(event, search)}>
                  {search.name}
                </Link>
                {filters && <p className="saved-searches__summary">{describeSearch(filters, words, (id) => districts.data?.get(id))}</p>}
              </div>
              {fresh > 0 && (
                <span className="saved-searches__fresh" title={t.freshLabel(fresh)}>
                  {t.fresh(fresh)}
                </span>
              )}
              <div className="saved-searches__actions">
                <Button variant="ghost" onClick={() => setRenaming(search)} aria-label={`${t.rename}: ${search.name}`}>
                  {t.rename}
                </Button>
                <Button variant="ghost" onClick={() => void confirmRemove(search)} aria-label={`${t.remove}: ${search.name}`} {...handOffControl('remove')}>
                  {t.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {renaming && (
        <SearchNameDialog
          title={t.renameTitle}
          submitLabel={t.rename}
          name={renaming.name}
          draft={`rename-search-${keyOf(renaming)}`}
          onClose={() => setRenaming(null)}
          onSubmit={async (name) => {
            await rename(renaming, name);
            notify('success', t.renamed);
            setRenaming(null);
          }}
        />
      )}
    </>
  );
}
