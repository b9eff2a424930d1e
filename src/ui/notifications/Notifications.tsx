import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { dismiss, useNotifications } from '../../state/notifications';
import './notifications.css';

/** The notification stack at the top of the page (§4: 5000 ms, top). */
export function Notifications() {
  const t = useTexts(appTexts);
  const items = useNotifications();
  return (
    <section className="notifications" aria-label={t.notifications.region} aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={`notification notification--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <p className="notification__text">{item.text}</p>
          {item.action && (
            <button
              type="button"
              className="notification__action"
              onClick={() => {
                item.action?.run();
                dismiss(item.id);
              }}
            >
              {item.action.label}
            </button>
          )}
          <button type="button" className="notification__close" aria-label={t.notifications.dismiss} onClick={() => dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
