import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Dialog } from '../../../ui/dialog/Dialog';

/**
 * §2 add-listing (guest) dialog: publishing needs a login. The draft stays in localStorage, and
 * after login or registration the user lands back on the create page with it (§4).
 */
export function GuestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts(listingFormTexts).guest;
  return (
    <Dialog
      open={open}
      title={t.title}
      onClose={onClose}
      footer={
        <div className="guest-dialog__actions">
          <Link href={paths.login.href()} className="button button--primary">
            {t.login}
          </Link>
          <Link href={paths.register.href()} className="button button--secondary">
            {t.register}
          </Link>
          <Button variant="ghost" onClick={onClose}>
            {t.later}
          </Button>
        </div>
      }
    >
      <p className="guest-dialog__text">{t.text}</p>
    </Dialog>
  );
}
