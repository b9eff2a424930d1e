import { Link, useLocation } from 'wouter';
import { absolute, paths } from '../../../config/paths';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { SuccessDialog } from '../../../ui/success-dialog/SuccessDialog';

/** The listing is saved and on its way to moderation: say so and offer the next step. */
export function SavedDialog({ open, editing }: { open: boolean; editing: boolean }) {
  const t = useTexts(listingFormTexts).done;
  const lang = useLang();
  const [, navigate] = useLocation();
  const toListings = () => navigate(paths.myApartments.href());
  return (
    <SuccessDialog
      open={open}
      title={editing ? t.updatedTitle : t.createdTitle}
      text={t.text}
      onClose={toListings}
      actions={
        <>
          <Link href={paths.myApartments.href()} className="button button--primary" data-autofocus>
            {t.toListings}
          </Link>
          {/* a fresh page: the form starts empty, with no draft of the one just published */}
          <a href={absolute(paths.createAdvertisement.href(), lang)} className="button button--secondary">
            {t.addAnother}
          </a>
        </>
      }
    />
  );
}
