import { listingKa } from '../../../i18n/listing.ka';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';

const t = listingKa.share;

/** The system share sheet where there is one; otherwise the link is copied. */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // the visitor closed the share sheet: nothing to say
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t.copied);
    } catch {
      notify('error', t.failed);
    }
  }
  return (
    <Button variant="secondary" onClick={share}>
      <Icon name="share" size={18} /> {t.label}
    </Button>
  );
}
