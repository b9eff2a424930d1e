import { useOnline } from '../../api/online';
import { layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import './offline-notice.css';

/** Without a connection, whatever the page asks waits for it: said once, under the header, in view while scrolling. */
export function OfflineNotice() {
  const l = useTexts(layoutTexts);
  const online = useOnline();
  // the region is there from the start: a screen reader hears the words as they come
  return (
    <div className="offline-notice" role="status">
      {!online && <p className="offline-notice__text">{l.offline}</p>}
    </div>
  );
}
