import { useRef, type Ref } from 'react';
import { useLocation } from 'wouter';
import { listingUiTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { signInFor, useReadyAction } from '../../state/guest-action';
import { useSession } from '../../state/session';
import { busyProps } from '../button/busy';
import { Icon } from '../icon/Icon';
import { useFavoriteToggle } from './use-favorite-toggle';
import './favorite-button.css';

interface Props {
  id: number;
  /** the listing's author: §6, an author cannot save their own listing, so no toggle shows */
  ownerId: number;
  /** 'round' floats over a photo; 'labelled' is a button with text (detail page) */
  look?: 'round' | 'labelled';
  /** the listing's title: in a round button's name (a page of cards has one per card) and in the notices */
  listingTitle: string;
}

interface ViewProps {
  look: NonNullable<Props['look']>;
  listingTitle: string;
  saved: boolean;
  pending: boolean;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

function FavoriteButtonView({ look, listingTitle, saved, pending, onClick, ref }: ViewProps) {
  const t = useTexts(listingUiTexts).favorite;
  const label = saved ? t.remove : t.add;
  const name = (saved ? t.removeListing : t.addListing)(listingTitle);
  return (
    <button
      ref={ref}
      type="button"
      className={`favorite-button favorite-button--${look}${saved ? ' is-saved' : ''}`}
      // no aria-pressed: its name is what a press does, and changes with it (a toggle's name would not)
      aria-label={look === 'round' ? name : undefined}
      title={look === 'round' ? label : undefined}
      {...busyProps({
        busy: pending,
        onClick: (event) => {
          // the card around is a link: the toggle must not open the listing
          event.preventDefault();
          event.stopPropagation();
          onClick?.();
        },
      })}
    >
      {look === 'round' ? (
        <Icon name="heart" size={20} filled={saved} />
      ) : (
        // both states in one cell, the other one hidden: the button keeps the longer one's size, so
        // nothing below it moves when it turns (a signed-in visitor's saved listing, just after hydration)
        <span className="favorite-button__label">
          <span aria-hidden={saved || undefined}>
            <Icon name="heart" size={18} /> {t.add}
          </span>{' '}
          <span aria-hidden={!saved || undefined}>
            <Icon name="heart" size={18} filled /> {t.remove}
          </span>
        </span>
      )}
    </button>
  );
}

function LiveFavoriteButton({ id, ownerId, look = 'round', listingTitle }: Props) {
  const { user } = useSession();
  const { saved, pending, toggle, save } = useFavoriteToggle(id, listingTitle, ownerId);
  const [, navigate] = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  useReadyAction({ kind: 'save', listing: id }, button, save);
  if (user?.id === ownerId) return null;
  return (
    <FavoriteButtonView
      ref={button}
      look={look}
      listingTitle={listingTitle}
      saved={saved}
      pending={pending}
      onClick={async () => {
        if ((await toggle()) === 'signIn') navigate(signInFor({ kind: 'save', listing: id }));
      }}
    />
  );
}

/**
 * The server's toggle: the server renders every page for a guest (the token is the browser's,
 * and the page hydrates signed out), so the button is unsaved and idle, as the browser's first
 * render draws it. It reads no session and sets up no writes: on a catalogue that is two queries
 * and two mutations per card, for nothing.
 */
function GuestFavoriteButton({ look = 'round', listingTitle }: Props) {
  return <FavoriteButtonView look={look} listingTitle={listingTitle} saved={false} pending={false} />;
}

/** The favourite toggle (§2, §4); a guest is sent to sign-in without a request. */
export const FavoriteButton = import.meta.env.SSR ? GuestFavoriteButton : LiveFavoriteButton;
