// The loading state of a screen the server does not render with its data: what the server sends
// for a private route (the visitor's session is in the browser), what that page hydrates, and what
// shows while the guard waits for the user or the screen's code loads. Shaped like the screen, so
// the screen replaces it without moving the page; its styles are the entry's, so it looks the same
// after a navigation in the app, before the screen's own CSS has arrived.
import { useEffect } from 'react';
import { appTexts } from '../i18n/catalogues';
import { useTexts } from '../i18n/texts';
import type { ScreenName } from './route-types';
import { forgetSkeletonPhotos } from './skeleton-photos';
import './skeleton.css';

/**
 * The screen's frame and what loads in it: the profile's menu beside a grid of listing cards (the
 * owner's own, `my-listings`: below an add button, the status chips and the count) or other
 * content, the console's menu beside its content, or one column (a form).
 */
export type SkeletonLook = 'my-listings' | 'profile-cards' | 'profile' | 'console' | 'form';

// the profile's and the console's menus, as many entries as they show
const MENU_ITEMS = { 'my-listings': 7, 'profile-cards': 7, profile: 7, console: 4, form: 0 } as const;
// the owner's status chips (src/features/profile/my-listings/StatusFilter.tsx), about as wide
const CHIPS = ['5rem', '8rem', '6rem', '7.5rem', '7rem'];

const Line = ({ width }: { width: string }) => <span className="skeleton__line shine" style={{ width }} />;

// a listing card's outline: its photo's box and its lines (src/ui/listing-card), without its styles
const Card = () => (
  <div className="skeleton__card">
    <span className="skeleton__photo shine" />
    {['45%', '85%', '60%'].map((width) => (
      <span key={width} className="skeleton__text shine" style={{ width }} />
    ))}
  </div>
);

/** The skeleton of the screen `name` (null where the address names none: a section's not-found page). */
export function ScreenSkeleton({ name, look }: { name: ScreenName | null; look: SkeletonLook }) {
  const t = useTexts(appTexts);
  // the screens with a sentence under their heading: it shows from the first paint
  const leads: Partial<Record<ScreenName, string>> = t.leads;
  const lead = name && leads[name];
  const owner = look === 'my-listings';
  // the photos the server's skeleton showed are its screen's: they go with it
  useEffect(() => forgetSkeletonPhotos, []);
  return (
    <div className={`page skeleton skeleton--${look}`} aria-busy="true">
      {MENU_ITEMS[look] > 0 && (
        <div className="skeleton__menu pulse" aria-hidden="true">
          {Array.from({ length: MENU_ITEMS[look] }, (_, index) => (
            <span key={index} className="skeleton__item shine" />
          ))}
        </div>
      )}
      <div className="skeleton__main">
        {name && (
          <div className={look === 'console' ? 'page-head skeleton__head--console' : 'page-head'}>
            <div>
              <h1 className="skeleton__title">{t.screens[name]}</h1>
              {lead && <p className="page-lead">{lead}</p>}
            </div>
            {owner && <span className="skeleton__action shine pulse" aria-hidden="true" />}
          </div>
        )}
        <p className="visually-hidden" role="status">
          {t.app.loading}
        </p>
        {owner && (
          <div className="pulse" aria-hidden="true">
            <div className="skeleton__chips">
              {CHIPS.map((width) => (
                <span key={width} className="skeleton__chip shine" style={{ width }} />
              ))}
            </div>
            <span className="skeleton__count">
              <span className="shine" />
            </span>
          </div>
        )}
        {owner || look === 'profile-cards' ? (
          <div className="skeleton__cards pulse" aria-hidden="true">
            <Card />
            <Card />
            <Card />
          </div>
        ) : (
          <div className="skeleton__rows pulse" aria-hidden="true">
            {['70%', '90%', '55%', '80%', '65%'].map((width) => (
              <Line key={width} width={width} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
