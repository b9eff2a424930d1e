import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../../api/client';
import { paths } from '../../../config/paths';
import { ka } from '../../../i18n/ka';
import { listingUiKa } from '../../../i18n/listing-ui.ka';
import { profileKa } from '../../../i18n/profile.ka';
import { notify } from '../../../state/notifications';
import { refreshUser } from '../../../state/session';
import { FlatCard, type CardListing } from '../../../ui/flat-card/FlatCard';
import { FlatCardSkeleton } from '../../../ui/flat-card/FlatCardSkeleton';
import { StatusPanel } from '../../../ui/load/StatusPanel';
import { LoadError } from '../components/LoadError';
import { ProfileLayout } from '../layout/ProfileLayout';
import { useResource } from '../use-resource';
import { RemoveSavedButton } from './RemoveSavedButton';
import '../components/card-grid.css';

/** Saved apartments (§2): the favourites, each removed with one click and restorable from the notification. */
export function SavedApartmentsPage() {
  const [pending, setPending] = useState<number[]>([]);
  const saved = useResource(async () => {
    const { data } = await api.POST('/client-api/basket');
    return data?.result;
  }, []);

  async function during(id: number, call: () => Promise<void>) {
    setPending((ids) => [...ids, id]);
    try {
      await call();
    } finally {
      setPending((ids) => ids.filter((other) => other !== id));
    }
  }

  const remove = (card: CardListing, index: number) =>
    during(card.id, async () => {
      const { data } = await api.POST('/client-api/basket/delete', { body: { id: card.id } });
      if (!data) return;
      saved.update((cards) => cards.filter((other) => other.id !== card.id));
      notify('success', listingUiKa.favorite.removed, { label: profileKa.saved.undo, run: () => void restore(card, index) });
      // the hearts elsewhere read the user's favourites
      await refreshUser();
    });

  const restore = (card: CardListing, index: number) =>
    during(card.id, async () => {
      const { data } = await api.POST('/client-api/basket/add', { body: { id: card.id } });
      if (!data) return;
      saved.update((cards) => (cards.some((other) => other.id === card.id) ? cards : cards.toSpliced(index, 0, card)));
      notify('success', listingUiKa.favorite.added);
      await refreshUser();
    });

  return (
    <ProfileLayout title={ka.screens.SavedApartments}>
      {saved.failed ? (
        <LoadError onRetry={saved.reload} />
      ) : !saved.data ? (
        <div className="card-grid" role="status" aria-label={ka.app.loading}>
          {[0, 1, 2].map((key) => (
            <FlatCardSkeleton key={key} />
          ))}
        </div>
      ) : saved.data.length === 0 ? (
        <StatusPanel
          icon="heart"
          title={profileKa.saved.emptyTitle}
          text={profileKa.saved.emptyText}
          action={
            <Link href={paths.catalogSell.href()} className="button button--primary">
              {profileKa.saved.browse}
            </Link>
          }
        />
      ) : (
        <ul className="card-grid">
          {saved.data.map((card, index) => (
            <li key={card.id}>
              <FlatCard
                card={card}
                eager={index < 3}
                headingLevel={2}
                menu={<RemoveSavedButton title={card.title} busy={pending.includes(card.id)} onRemove={() => void remove(card, index)} />}
              />
            </li>
          ))}
        </ul>
      )}
    </ProfileLayout>
  );
}
