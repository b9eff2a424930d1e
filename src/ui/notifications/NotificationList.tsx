import { appTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { dismiss, useNotifications } from '../../state/notifications';
import './notification.css';

/** The notifications shown, newest last, each with its action and a close button. */
export function NotificationList() {
  const t = useTexts(appTexts);
  return useNotifications().map((item) => (
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
  ));
}
