import type { ReactNode } from 'react';
import { adminKa } from '../../../i18n/admin.ka';
import { ka } from '../../../i18n/ka';
import { Button } from '../../../ui/button/Button';
import { Spinner } from '../../../ui/spinner/Spinner';
import type { ResourceStatus } from './use-resource';
import './load-state.css';

interface Props {
  status: ResourceStatus;
  onRetry: () => void;
  /** what to show when the loaded list is empty */
  empty?: string | false;
  children: ReactNode;
}

/** The loading, error and empty states every admin list shares. */
export function LoadState({ status, onRetry, empty = false, children }: Props) {
  if (status === 'loading') return <Spinner />;
  if (status === 'error') {
    return (
      <div className="load-state load-state--error" role="alert">
        <p>{adminKa.common.loadError}</p>
        <Button variant="secondary" onClick={onRetry}>
          {ka.app.retry}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <p className="load-state" role="status">
        {empty}
      </p>
    );
  }
  return <>{children}</>;
}
