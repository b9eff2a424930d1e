import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { listingUiTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useSession } from '../../state/session';
import { Icon } from '../icon/Icon';
import { useFavoriteToggle } from './use-favorite-toggle';
import './favorite-button.css';

interface Props {
  id: number;
  /** the listing's author: §6, an author cannot save their own listing, so no toggle shows */
  ownerId: number;
  /** 'round' floats over a photo; 'labelled' is a button with text (detail page) */
  look?: 'round' | 'labelled';
}

/** The favourite toggle (§2, §4); a guest is sent to sign-in without a request. */
export function FavoriteButton({ id, ownerId, look = 'round' }: Props) {
  const t = useTexts(listingUiTexts).favorite;
  const { user } = useSession();
  const { saved, pending, toggle } = useFavoriteToggle(id);
  const [, navigate] = useLocation();
  if (user?.id === ownerId) return null;
  const label = saved ? t.remove : t.add;
  return (
    <button
      type="button"
      className={`favorite-button favorite-button--${look}${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={look === 'round' ? label : undefined}
      title={look === 'round' ? label : undefined}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={async (event) => {
        // the card around is a link: the toggle must not open the listing
        event.preventDefault();
        event.stopPropagation();
        if ((await toggle()) === 'signIn') navigate(paths.auth.href());
      }}
    >
      <Icon name="heart" size={look === 'round' ? 20 : 18} filled={saved} />
      {look === 'labelled' && <span>{label}</span>}
    </button>
  );
}
