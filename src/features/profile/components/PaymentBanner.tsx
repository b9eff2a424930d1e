import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { userQuery } from '../../../api/user';
import { paths, paymentRetryOf, queryString } from '../../../config/paths';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { Button } from '../../../ui/button/Button';
import { SuccessDialog } from '../../../ui/success-dialog/SuccessDialog';
import './payment-banner.css';

/**
 * The outcome of a card payment (§2, §4): the bank's return routes land here with `succes`
 * true or false (the spelling is the route's). A success re-reads the user, whose balance and
 * services the payment changed, and says so in the success dialog with the next step; a failure
 * stays as a banner; a failure for a saved listing names it and offers its purchase again (`retry`).
 * A wallet topped up for a purchase it was short of leads back to that purchase.
 * Closing either drops the flag, so a reload does not show it again.
 */
export function PaymentBanner({ place, retry }: { place: 'listings' | 'wallet'; retry?: { title: string; onRetry: () => void } }) {
  const t = useTexts(profileTexts).payment;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const flag = new URLSearchParams(search).get('succes');
  const success = flag === 'true';
  // the purchase a wallet top-up was for, to take up again
  const purchase = place === 'wallet' ? paymentRetryOf(search) : undefined;
  const { token } = useSession();
  // the payment changed the balance and the services: the user is read again as the banner opens
  useQuery({ ...userQuery(), enabled: success && token !== null, refetchOnMount: 'always' });

  if (flag !== 'true' && flag !== 'false') return null;
  const dismiss = () => navigate(location, { replace: true });
  if (success) {
    const outcome = place === 'wallet' ? t.toppedUp : t;
    return (
      <SuccessDialog
        open
        title={outcome.successTitle}
        text={outcome.successText}
        onClose={dismiss}
        actions={
          <>
            <Button data-autofocus onClick={dismiss}>
              {t.done}
            </Button>
            {place === 'wallet' ? (
              // the purchase the top-up was for rides in the link's history state: my apartments opens it
              <Link href={paths.myApartments.href()} state={purchase && { resume: queryString({ ...purchase }) }} className="button button--secondary">
                {purchase ? t.toPurchase : t.toListings}
              </Link>
            ) : (
              <Link href={paths.createAdvertisement.href()} className="button button--secondary">
                {t.addAnother}
              </Link>
            )}
          </>
        }
      />
    );
  }
  return (
    <div className={`payment-banner payment-banner--${success ? 'success' : 'fail'}`} role={success ? 'status' : 'alert'}>
      <span className="payment-banner__icon" aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <div className="payment-banner__body">
        <p className="payment-banner__title">{success ? t.successTitle : t.failTitle}</p>
        <p className="payment-banner__text">{success ? t.successText : retry ? t.retryText(retry.title) : place === 'wallet' ? t.toppedUp.failText : t.failText}</p>
        {!success && retry && (
          <Button className="payment-banner__retry" onClick={retry.onRetry}>
            {t.retry}
          </Button>
        )}
      </div>
      <button
        type="button"
        className="payment-banner__close"
        aria-label={t.dismiss}
        onClick={dismiss}
      >
        ×
      </button>
    </div>
  );
}
