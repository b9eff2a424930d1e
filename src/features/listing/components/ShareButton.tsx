import { listingTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';

/** The system share sheet where there is one; otherwise the link is copied. */
export function ShareButton({ title }: { title: string }) {
  const t = useTexts(listingTexts).share;
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
    <Button variant="secondary" onClick={share} aria-label={t.label} title={t.label}>
      <Icon name="share" size={18} />
    </Button>
  );
}
