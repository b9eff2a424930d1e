import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useNotifications } from '../../state/notifications';
import { useTopModal } from '../dialog/modal-stack';
import { nextTask } from '../idle/next-task';
import { PartBoundary, lazyPart } from '../load/lazy-part';
import './notifications.css';

// a notification answers what happened after the page was sent: its code and CSS are no part of
// a page's first response; they are asked for as the app starts (in a task of their own, not in
// the commit that mounts the app, already a long one on a phone), so that one can show while the
// connection it may be about (a failure to reach the server) still works
const loadList = () => import('./NotificationList');
const NotificationList = lazyPart(() => loadList().then((m) => m.NotificationList));

/**
 * The notification stack at the top of the page (§4: 5000 ms, top): a live region from the first
 * paint, so what appears in it is read out. While a modal dialog is open they show in a region of
 * their own inside the topmost (the page around it is inert and under its backdrop), and come back
 * to the page's, which stays, when it closes.
 */
export function Notifications() {
  const t = useTexts(appTexts);
  const shown = useNotifications().length > 0;
  const modal = useTopModal();
  useEffect(() => void nextTask().then(loadList).catch(() => undefined), []);
  const list = shown && (
    <PartBoundary failure="quiet">
      <NotificationList />
    </PartBoundary>
  );
  const region = (items: ReactNode) => (
    <section className="notifications" aria-label={t.notifications.region} aria-live="polite">
      {items}
    </section>
  );
  return (
    <>
      {region(!modal && list)}
      {modal && createPortal(region(list), modal)}
    </>
  );
}
