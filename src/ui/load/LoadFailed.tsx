import type { ReactNode } from 'react';
import { ka } from '../../i18n/ka';
import { Button } from '../button/Button';
import type { IconName } from '../icon/Icon';
import { StatusPanel } from './StatusPanel';

interface Props {
  icon: IconName;
  notFound: boolean;
  /** shown for a 404: what is missing and a way on (`action`) */
  notFoundTitle: string;
  notFoundText: string;
  action: ReactNode;
  /** shown for any other failure, with a retry */
  failedTitle: string;
  failedText: string;
  onRetry: () => void;
}

/** A page whose data did not come: not found (with a way on) or failed (with a retry). */
export function LoadFailed(props: Props) {
  return (
    <div className="page">
      {props.notFound ? (
        <StatusPanel icon={props.icon} title={props.notFoundTitle} text={props.notFoundText} action={props.action} />
      ) : (
        <StatusPanel alert icon={props.icon} title={props.failedTitle} text={props.failedText} action={<Button onClick={props.onRetry}>{ka.app.retry}</Button>} />
      )}
    </div>
  );
}
