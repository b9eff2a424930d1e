import { useOnline } from '../../api/online';
import { layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import './offline-notice.css';

/** Without a connection, whatever the page asks waits for it: said under the header, in view while scrolling. */
export function OfflineNotice() {
  const l = useTexts(layoutTexts);
  const online = useOnline();
  // a live region there from the start (a screen reader hears words put into it, not always one that
  // arrives with them), and no status role: the page's own statuses stay the only ones
  return (
    <div className="offline-notice" aria-live="polite">
      {!online && <p className="offline-notice__text">{l.offline}</p>}
    </div>
  );
}
