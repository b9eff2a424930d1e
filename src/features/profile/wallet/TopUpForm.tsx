import { useEffect, useMemo } from 'react';
import { object, string } from 'yup';
import { useSearch } from 'wouter';
import { absolute, paths, paymentRetryOf, queryString, type PaymentRetry } from '../../../config/paths';
import { isPaymentUrl } from '../../../config/payment';
import { formatGel, formatNumber, numberInput, parseNumber } from '../../../domain/format';
import { useRules, type Rules } from '../../../domain/rules';
import { profileTexts } from '../../../i18n/catalogues';
import type { Lang } from '../../../i18n/lang';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { fromEntry, keepInEntry } from '../../../state/history-entry';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { useLeaving } from '../../../ui/leave/use-leaving';
import { useTopUp } from './api/mutations';

const MAX_TOP_UP = 5000;

// the amount as typed ('12,50' or '12.50'), in lari and tetri: nothing a misread could multiply
const topUpSchema = (r: Rules, tooMuch: string) =>
  object({
    amount: string().default('').test(r.required).test(r.numeric).test(r.money).test(r.validateNumber).test(r.maxValue(MAX_TOP_UP, tooMuch)),
  });

/**
 * Where the bank sends the browser back: this wallet in the visitor's language, with the §4 `succes`
 * flag and the purchase the top-up is for, if any, to take up again.
 */
function returnUrl(succes: boolean, lang: Lang, retry: PaymentRetry | undefined): string {
  return `${window.location.origin}${absolute(paths.myWallet.href(queryString({ succes, ...retry })), lang)}`;
}

// the amount a purchase was short of (its insufficient-funds dialog's link), to top up
function askedAmount(search: string): number | null {
  const amount = Number(new URLSearchParams(search).get('amount') ?? Number.NaN);
  return Number.isFinite(amount) && amount > 0 && amount <= MAX_TOP_UP ? amount : null;
}

/**
 * Top up by card: the server answers the bank's payment page, which the browser then opens, only
 * on an allowed bank origin. The button stays busy while the browser leaves for the bank. Come from
 * a purchase the wallet was short of, the amount is what it missed, and the bank's return brings
 * the purchase back (PaymentBanner). Back from the bank's page, the amount is what was typed.
 */
export function TopUpForm() {
  const t = useTexts(profileTexts).wallet;
  const lang = useLang();
  const rules = useRules();
  // the server's words for the same refusal (top_up_too_large)
  const tooMuch = t.tooMuch(formatNumber(MAX_TOP_UP, lang));
  const schema = useMemo(() => topUpSchema(rules, tooMuch), [rules, tooMuch]);
  const bank = useLeaving();
  const topUp = useTopUp();
  const search = useSearch();
  const asked = askedAmount(search);
  const retry = paymentRetryOf(search);
  const form = useForm({
    schema,
    ...(asked !== null && { initialValues: { amount: numberInput(asked, lang) } }),
    async onSubmit({ amount }) {
      try {
        const { result } = await topUp.mutateAsync({
          body: { amount: parseNumber(amount), return_url_success: returnUrl(true, lang, retry), return_url_fail: returnUrl(false, lang, retry) },
        });
        if (!isPaymentUrl(result.link)) {
          notify('error', t.unsafeLink);
          return;
        }
        // Back from the bank's page may load this page anew: its history entry keeps what was typed
        keepInEntry('topUp', amount);
        bank.leave(result.link);
      } catch (error) {
        form.refuse(error);
      }
    },
  });
  // the amount this entry left for the bank with, once the form is on the page
  useEffect(() => {
    const typed = fromEntry('topUp');
    if (typed !== undefined) form.setValue('amount', typed);
  }, []);

  // the amount as it would be sent, on the button that leaves for the bank: only one the rules take
  const { amount } = form.values();
  const typed = schema.isValidSync({ amount }) ? parseNumber(amount) : null;
  return (
    <form ref={form.form} className="wallet__top-up" noValidate>
      <h2 className="wallet__heading">{t.topUp}</h2>
      {/* not after the bank's return, which has no amount and whose dialog says what comes next */}
      {retry && asked !== null && <p className="wallet__purpose">{t.forPurchase(formatGel(asked, lang), retry.listing)}</p>}
      <TextField
        name="amount"
        label={t.amount}
        inputMode="decimal"
        autoComplete="off"
        // the figure written as the refusal writes it
        hint={t.amountHint(formatNumber(MAX_TOP_UP, lang))}
        error={form.error('amount')}
      />
      <Button type="submit" className="wallet__pay" busy={form.submitting || bank.leaving}>
        {typed === null ? t.pay : t.payAmount(formatGel(typed, lang))}
      </Button>
    </form>
  );
}
