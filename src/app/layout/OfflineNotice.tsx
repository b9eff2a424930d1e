import { useOnline } from '../../api/online';
import { layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import './offline-notice.css';

/** Without a connection, whatever the page asks waits for it: said under the header, in view while scrolling. */
export function OfflineNotice() {
  const l = useTexts(layoutTexts);
  if (useOnline()) return null;
  return (
    <p className="offline-notice" role="status">
      {l.offline}
    </p>
  );
}
