import { appTexts, layoutTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { useState } from 'react';
import { useSession } from '../../state/session';
import { Button } from '../../ui/button/Button';
import './session-notice.css';

/** The stored sign-in could not be checked (no connection, a server error): say so, offer a retry. */
export function SessionNotice() {
  const t = useTexts(appTexts);
  const l = useTexts(layoutTexts);
  const { unreachable, retry } = useSession();
  const [retrying, setRetrying] = useState(false);
  if (!unreachable) return null;

  async function retryNow() {
    setRetrying(true);
    try {
      await retry();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div className="session-notice" role="alert">
      <p className="session-notice__text">{l.unreachable}</p>
      <Button variant="secondary" busy={retrying} onClick={() => void retryNow()}>
        {t.app.retry}
      </Button>
    </div>
  );
}
