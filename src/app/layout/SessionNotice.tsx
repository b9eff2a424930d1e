import { useState } from 'react';
import { ka } from '../../i18n/ka';
import { layoutKa } from '../../i18n/layout.ka';
import { fetchUser, useSession } from '../../state/session';
import { Button } from '../../ui/button/Button';
import './session-notice.css';

/** The stored sign-in could not be checked (no connection, a server error): say so, offer a retry. */
export function SessionNotice() {
  const { token, unreachable } = useSession();
  const [retrying, setRetrying] = useState(false);
  if (!token || !unreachable) return null;

  async function retry() {
    setRetrying(true);
    try {
      await fetchUser();
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div className="session-notice" role="alert">
      <p className="session-notice__text">{layoutKa.unreachable}</p>
      <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
        {ka.app.retry}
      </Button>
    </div>
  );
}
