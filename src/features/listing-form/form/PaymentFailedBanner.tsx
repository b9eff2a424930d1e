import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';

/**
 * The bank sent the user back through payment-fail or payment-fail-edit/{id} (§2; the app's own
 * orders fail back to my apartments, see returnUrls): the route redirected here with succes=false.
 * A listing is saved before it is ordered for, so the banner leads to my apartments, not to this
 * form. Dismissing drops the flag, so a reload does not repeat it.
 */
export function PaymentFailedBanner() {
  const texts = useTexts(listingFormTexts);
  const t = texts.paymentFailed;
  const search = useSearch();
  const [location, navigate] = useLocation();
  if (new URLSearchParams(search).get('succes') !== 'false') return null;
  return (
    <div className="listing-page__banner" role="alert">
      <span className="listing-page__banner-icon" aria-hidden="true">
        !
      </span>
      <div>
        <p className="listing-page__banner-title">{t.title}</p>
        <p className="listing-page__banner-text">{t.text}</p>
        <Link href={paths.myApartments.href()} className="button button--secondary listing-page__banner-action">
          {texts.done.toListings}
        </Link>
      </div>
      <button type="button" className="listing-page__banner-close" aria-label={t.dismiss} onClick={() => navigate(location, { replace: true })}>
        ×
      </button>
    </div>
  );
}
