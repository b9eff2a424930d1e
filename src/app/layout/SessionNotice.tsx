import { useState } from 'react';
import { ka } from '../../i18n/ka';
import { layoutKa } from '../../i18n/layout.ka';
import { useSession } from '../../state/session';
import { Button } from '../../ui/button/Button';
import './session-notice.css';

/** The stored sign-in could not be checked (no connection, a server error): say so, offer a retry. */
export function SessionNotice() {
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
      <p className="session-notice__text">{layoutKa.unreachable}</p>
      <Button variant="secondary" busy={retrying} onClick={() => void retryNow()}>
        {ka.app.retry}
      </Button>
    </div>
  );
}
