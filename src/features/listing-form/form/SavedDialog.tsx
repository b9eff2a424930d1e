import { Link, useLocation } from 'wouter';
import { absolute, paths } from '../../../config/paths';
import { listingFormKa as t } from '../../../i18n/listing-form.ka';
import { SuccessDialog } from '../../../ui/success-dialog/SuccessDialog';

/** The listing is saved and on its way to moderation: say so and offer the next step. */
export function SavedDialog({ open, editing }: { open: boolean; editing: boolean }) {
  const [, navigate] = useLocation();
  const toListings = () => navigate(paths.myApartments.href());
  return (
    <SuccessDialog
      open={open}
      title={editing ? t.done.updatedTitle : t.done.createdTitle}
      text={t.done.text}
      onClose={toListings}
      actions={
        <>
          <Link href={paths.myApartments.href()} className="button button--primary" data-autofocus>
            {t.done.toListings}
          </Link>
          {/* a fresh page: the form starts empty, with no draft of the one just published */}
          <a href={absolute(paths.createAdvertisement.href())} className="button button--secondary">
            {t.done.addAnother}
          </a>
        </>
      }
    />
  );
}
