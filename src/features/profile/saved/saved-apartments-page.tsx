import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { savedListingsQuery } from '../../../api/favorites';
import { paths } from '../../../config/paths';
import { appTexts, listingUiTexts, profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { useFavorites } from '../../../ui/favorite-button/use-favorites';
import { handOffItem, useFocusHandOff } from '../../../ui/focus/use-focus-hand-off';
import { ListingCard } from '../../../ui/listing-card/ListingCard';
import { QueryView } from '../../../ui/load/QueryView';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { ProfileLayout } from '../layout/ProfileLayout';
import { RemoveSavedButton } from './RemoveSavedButton';
import { quote } from '../../../ui/user-words/quote';
import '../components/card-grid.css';
import type * as listing from '../../../domain/listing';


/** Saved apartments (§2): the favourites, each removed with one click and restorable from the notification. */
export function SavedApartmentsPage() {
  const screens = useTexts(appTexts).screens;
  const t = useTexts(profileTexts).saved;
  const saved = useQuery(savedListingsQuery());
  // the last card's removal leaves the empty state: its way on takes the focus the card's button had
  const emptied = useRef(false);
  return (
    <ProfileLayout title={screens.SavedApartments}>
      <QueryView
        query={saved}
        icon="heart"
        loading={<CardGridSkeleton />}
        empty={{
          when: (data) => data.result.length === 0,
          title: t.emptyTitle,
          text: t.emptyText,
          action: (
            <BrowseLink takesFocus={emptied} />
          ),
        }}
      >
        {(data) => <SavedListings cards={data.result} onEmptied={(emptying) => (emptied.current = emptying)} />}
      </QueryView>
    </ProfileLayout>
  );
}

/** The empty state's way to the catalogue: it takes the focus the last removed card's button had. */
function BrowseLink({ takesFocus }: { takesFocus: RefObject<boolean> }) {
  const t = useTexts(profileTexts).saved;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takesFocus.current && document.activeElement === document.body) link.current?.focus();
    takesFocus.current = false;
  }, [takesFocus]);
  return (
    <Link ref={link} href={paths.catalogSell.href()} className="button button--primary">
      {t.browse}
    </Link>
  );
}

function SavedListings({ cards, onEmptied }: { cards: listing.ListingCard[]; onEmptied: (emptying: boolean) => void }) {
  const t = useTexts(profileTexts).saved;
  const favoriteTexts = useTexts(listingUiTexts).favorite;
  const shown = useDeferredValue(cards);
  const [pending, setPending] = useState<number[]>([]);
  const favorites = useFavorites();
  // a removed card takes its pressed button away: the focus goes to the button of the card that
  // takes its place, or of the one before it when it was the last, not to the page
  const handOff = useFocusHandOff(shown);

  async function during(id: number, call: () => Promise<void>) {
    setPending((ids) => [...ids, id]);
    try {
      await call();
    } catch {
      // the refusal has been told; the card stays as the server has it
    } finally {
      setPending((ids) => ids.filter((other) => other !== id));
    }
  }

  const restore = (card: listing.ListingCard, index: number) =>
    during(card.id, async () => {
      await favorites.add(card.id, { card, index });
      notify('success', quote(favoriteTexts.added, card.title));
    });

  const remove = (card: listing.ListingCard, index: number) =>
    during(card.id, async () => {
      // the last card goes with the whole list, and the empty state takes the focus on (set before
      // the call: the list empties as it is sent); a refusal puts the card back, and the flag down
      const last = shown.length === 1;
      if (last) onEmptied(true);
      try {
        await handOff.remove(card.id, 'remove', () => favorites.remove(card.id));
      } catch (error) {
        if (last) onEmptied(false);
        throw error;
      }
      // named: the undo of each of several removals in a row says which listing it brings back
      notify('success', quote(favoriteTexts.removed, card.title), { label: t.undo, run: () => void restore(card, index) });
    });

  return (
    <ul className="card-grid">
      {shown.map((card, index) => (
        <li key={card.id} {...handOffItem(card.id)}>
          <ListingCard
            card={card}
            eager={index < 3}
            headingLevel={2}
            menu={
              <RemoveSavedButton
                title={card.title}
                busy={pending.includes(card.id)}
                onRemove={() => void remove(card, index)}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
