import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { dismiss, hold, release, useNotifications, type Notification } from '../../state/notifications';
import { Sentence } from '../user-words/Sentence';
import './notification.css';

/** The notifications shown, newest last, each with its action and a close button. */
export function NotificationList() {
  return useNotifications().map((item) => <NotificationItem key={item.id} item={item} />);
}

/**
 * One notification. It stays while pointed at or focused; a press on its action or its close
 * button hands the focus back to where it came from, not to the top of the page.
 */
function NotificationItem({ item }: { item: Notification }) {
  const t = useTexts(appTexts);
  const from = useRef<HTMLElement | null>(null);
  // moved to another region (a dialog opened or closed under it), it is no longer pointed at or focused
  useEffect(() => () => release(item.id), [item.id]);
  const close = (run?: () => void) => {
    // what the action changes is on screen first: the focus goes back only to what is still there
    flushSync(() => run?.());
    dismiss(item.id);
    const back = from.current?.isConnected ? from.current : document.getElementById('main');
    back?.focus();
  };
  return (
    <div
      className={`notification notification--${item.kind}`}
      role={item.kind === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => hold(item.id)}
      onPointerLeave={(event) => {
        if (!event.currentTarget.contains(document.activeElement)) release(item.id);
      }}
      onFocus={(event) => {
        if (event.relatedTarget instanceof HTMLElement && !event.currentTarget.contains(event.relatedTarget)) from.current = event.relatedTarget;
        hold(item.id);
      }}
      onBlur={(event) => {
        const within = event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
        if (!within && !event.currentTarget.matches(':hover')) release(item.id);
      }}
    >
      <p className="notification__text">
        <Sentence text={item.text} />
      </p>
      {item.action && (
        <button type="button" className="notification__action" onClick={() => close(item.action?.run)}>
          {item.action.label}
        </button>
      )}
      <button type="button" className="notification__close" aria-label={t.notifications.dismiss} onClick={() => close()}>
        ×
      </button>
    </div>
  );
}
