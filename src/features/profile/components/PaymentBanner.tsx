import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { allMyListingsKey } from '../../../api/my-listings';
import { userQuery } from '../../../api/user';
import { paths, paymentRetryOf, queryString, withoutPayment } from '../../../config/paths';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { entryWith, newEntry } from '../../../state/history-entry';
import { Button } from '../../../ui/button/Button';
import { SuccessDialog } from '../../../ui/success-dialog/SuccessDialog';
import { quote, type Quote } from '../../../ui/user-words/quote';
import { Sentence } from '../../../ui/user-words/Sentence';
import type { PaymentCheck } from './payment-check';
import './payment-banner.css';

interface Props {
  place: 'listings' | 'wallet';
  /** whether the page's data confirms a success flag: the address alone proves nothing, anyone can send it */
  check: PaymentCheck;
  /** a failed card payment for a saved listing: its title and a new try */
  retry?: { title: string; onRetry: () => void } | undefined;
}

/**
 * The outcome of a payment (§2, §4): the bank's return routes land here with `succes` true or
 * false (the spelling is the route's), a wallet payment with true. A success is said once the
 * page's data confirms it: it re-reads the user, whose balance it changed, and the listings, and
 * opens the success dialog with the next step; until then (the bank may confirm later) a banner
 * says it shows once the bank confirms, and once the checks have ended without, that the bank has
 * not confirmed yet (or, the checks having failed, that the connection did), with a new round of
 * checks; a return naming nothing to check says where a confirmed payment shows. A failure stays
 * as a banner; a failure for a saved listing names it and offers its purchase again. A wallet
 * topped up for a purchase it was short of leads back to that purchase. Closing any of them drops
 * the flag (and the wallet payment's key in the history entry), so a reload does not show it again.
 */
export function PaymentBanner({ place, check, retry }: Props) {
  const t = useTexts(profileTexts).payment;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const flag = new URLSearchParams(search).get('succes');
  const success = flag === 'true' && check.state === 'confirmed';
  // the purchase a wallet top-up was for, to take up again
  const purchase = place === 'wallet' ? paymentRetryOf(search) : undefined;
  const client = useQueryClient();
  useEffect(() => {
    if (!success) return;
    void client.invalidateQueries({ queryKey: userQuery().queryKey });
    if (place === 'listings') void client.invalidateQueries({ queryKey: allMyListingsKey() });
  }, [success, place, client]);

  // the entry keeps what others put in it (its scroll position, the list's filter): only the payment's own keys go
  const rest = withoutPayment(search);
  const dismiss = () => navigate(rest ? `${location}?${rest}` : location, { replace: true, state: entryWith('paid', undefined) });
  const outcome = place === 'wallet' ? t.toppedUp : t;
  if (flag === 'false')
    return (
      <Note kind="fail" title={t.failTitle} text={retry ? quote(t.retryText, retry.title) : outcome.failText} onClose={dismiss}>
        {retry && (
          <Button className="payment-banner__retry" onClick={retry.onRetry}>
            {t.retry}
          </Button>
        )}
      </Note>
    );
  // nothing until the data has answered: a confirmed payment opens its dialog with no banner before it
  if (flag !== 'true' || check.state === 'pending') return null;
  if (check.state === 'unchecked') return <Note kind="waiting" title={t.uncheckedTitle} text={t.uncheckedText} onClose={dismiss} />;
  if (check.state === 'ended')
    return (
      <Note
        kind="waiting"
        title={check.failed ? t.checkFailedTitle : t.unconfirmedTitle}
        text={check.failed ? t.checkFailedText : outcome.unconfirmedText}
        onClose={dismiss}
      >
        <Button variant="secondary" className="payment-banner__retry" onClick={check.again}>
          {t.checkAgain}
        </Button>
      </Note>
    );
  // success only once confirmed: whatever else a check may come to say waits
  if (check.state !== 'confirmed') return <Note kind="waiting" title={t.waitingTitle} text={outcome.waitingText} onClose={dismiss} />;
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
            // the purchase the top-up was for rides in the link's history entry: my apartments opens it
            <Link href={paths.myApartments.href()} state={purchase && newEntry('resume', queryString({ ...purchase }))} className="button button--secondary">
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

function Note({ kind, title, text, onClose, children }: { kind: 'waiting' | 'fail'; title: string; text: string | Quote; onClose: () => void; children?: ReactNode }) {
  const t = useTexts(profileTexts).payment;
  return (
    <div className={`payment-banner payment-banner--${kind}`} role={kind === 'waiting' ? 'status' : 'alert'}>
      <span className="payment-banner__icon" aria-hidden="true">
        {kind === 'waiting' ? 'i' : '!'}
      </span>
      <div className="payment-banner__body">
        <p className="payment-banner__title">{title}</p>
        <p className="payment-banner__text">
          <Sentence text={text} />
        </p>
        {children}
      </div>
      <button type="button" className="payment-banner__close" aria-label={t.dismiss} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
