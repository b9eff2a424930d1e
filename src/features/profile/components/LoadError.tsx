import { ka } from '../../../i18n/ka';
import { profileKa } from '../../../i18n/profile.ka';
import { Button } from '../../../ui/button/Button';
import { StatusPanel } from '../../../ui/load/StatusPanel';

/** The error state of a profile list: what happened and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel
      alert
      icon="list"
      title={profileKa.load.title}
      text={profileKa.load.failed}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {ka.app.retry}
        </Button>
      }
    />
  );
}
