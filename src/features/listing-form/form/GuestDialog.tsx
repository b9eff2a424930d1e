import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { listingFormKa as t } from '../../../i18n/listing-form.ka';
import { Button } from '../../../ui/button/Button';
import { Dialog } from '../../../ui/dialog/Dialog';

/**
 * §2 add-listing (guest) dialog: publishing needs a login. The draft stays in localStorage, and
 * after login or registration the user lands back on the create page with it (§4).
 */
export function GuestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title={t.guest.title}
      onClose={onClose}
      footer={
        <div className="guest-dialog__actions">
          <Link href={paths.login.href()} className="button button--primary">
            {t.guest.login}
          </Link>
          <Link href={paths.register.href()} className="button button--secondary">
            {t.guest.register}
          </Link>
          <Button variant="ghost" onClick={onClose}>
            {t.guest.later}
          </Button>
        </div>
      }
    >
      <p className="guest-dialog__text">{t.guest.text}</p>
    </Dialog>
  );
}
