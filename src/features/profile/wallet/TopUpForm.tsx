import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { absolute, paths } from '../../../config/paths';
import { isPaymentUrl } from '../../../config/payment';
import { formatNumber, parseNumber } from '../../../domain/format';
import { useRules, type Rules } from '../../../domain/rules';
import { profileTexts } from '../../../i18n/catalogues';
import type { Lang } from '../../../i18n/lang';
import { useLang, useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { useTopUp } from './api/mutations';

const MAX_TOP_UP = 5000;

// the amount as typed ('12,50' or '12.50'), in lari and tetri: nothing a misread could multiply
const topUpSchema = (r: Rules) =>
  object({
    amount: string().default('').test(r.required).test(r.numeric).test(r.money).test(r.validateNumber).test(r.maxValue(MAX_TOP_UP)),
  });

/** Where the bank sends the browser back: this wallet in the visitor's language, with the §4 `succes` flag. */
function returnUrl(succes: boolean, lang: Lang): string {
  return `${window.location.origin}${absolute(paths.myWallet.href(), lang)}?succes=${succes}`;
}

/**
 * Top up by card: the server answers the bank's payment page, which the browser then opens, only
 * on an allowed bank origin. The button stays busy while the browser leaves for the bank.
 */
export function TopUpForm() {
  const t = useTexts(profileTexts).wallet;
  const lang = useLang();
  const rules = useRules();
  const schema = useMemo(() => topUpSchema(rules), [rules]);
  const [leaving, setLeaving] = useState(false);
  const topUp = useTopUp();
  const form = useForm({
    schema,
    async onSubmit({ amount }) {
      try {
        const { result } = await topUp.mutateAsync({
          body: { amount: parseNumber(amount), return_url_success: returnUrl(true, lang), return_url_fail: returnUrl(false, lang) },
        });
        if (!isPaymentUrl(result.link)) {
          notify('error', t.unsafeLink);
          return;
        }
        setLeaving(true);
        window.location.assign(result.link);
      } catch (error) {
        form.refuse(error);
      }
    },
  });

  return (
    <form ref={form.form} className="wallet__top-up" noValidate>
      <h2 className="wallet__heading">{t.topUp}</h2>
      <TextField
        name="amount"
        label={t.amount}
        inputMode="decimal"
        autoComplete="off"
        // the figure written as the maxValue message writes it
        hint={t.amountHint(formatNumber(MAX_TOP_UP, lang))}
        error={form.error('amount')}
      />
      <Button type="submit" className="wallet__pay" busy={form.submitting || leaving}>
        {t.pay}
      </Button>
    </form>
  );
}
