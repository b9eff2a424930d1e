import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { profileKa } from '../../../i18n/profile.ka';
import { refreshUser } from '../../../state/session';
import './payment-banner.css';

/**
 * The outcome of a card payment (§2, §4): the bank's return routes land here with `succes`
 * true or false (the spelling is the route's). A success re-reads the user, whose balance and
 * services the payment changed. Dismissing drops the flag, so a reload does not show it again.
 */
export function PaymentBanner() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const flag = new URLSearchParams(search).get('succes');

  useEffect(() => {
    if (flag === 'true') void refreshUser();
  }, [flag]);

  if (flag !== 'true' && flag !== 'false') return null;
  const success = flag === 'true';
  return (
    <div className={`payment-banner payment-banner--${success ? 'success' : 'fail'}`} role={success ? 'status' : 'alert'}>
      <span className="payment-banner__icon" aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <div className="payment-banner__body">
        <p className="payment-banner__title">{success ? profileKa.payment.successTitle : profileKa.payment.failTitle}</p>
        <p className="payment-banner__text">{success ? profileKa.payment.successText : profileKa.payment.failText}</p>
      </div>
      <button
        type="button"
        className="payment-banner__close"
        aria-label={profileKa.payment.dismiss}
        onClick={() => navigate(location, { replace: true })}
      >
        ×
      </button>
    </div>
  );
}
