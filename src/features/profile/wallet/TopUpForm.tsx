import { useState } from 'react';
import { number, object } from 'yup';
import { absolute, paths } from '../../../config/paths';
import { isPaymentUrl } from '../../../config/payment';
import { maxValue, required, validateNumber } from '../../../domain/rules';
import { validationKa } from '../../../i18n/validation.ka';
import { profileKa } from '../../../i18n/profile.ka';
import { notify } from '../../../state/notifications';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { useTopUp } from './api/mutations';

const MAX_TOP_UP = 5000;

// a number input reads as a number, or null when empty
const schema = object({
  amount: number().nullable().default(null).typeError(validationKa.numeric).test(required).test(validateNumber).test(maxValue(MAX_TOP_UP)),
});

/** Where the bank sends the browser back: this wallet, with the §4 `succes` flag. */
function returnUrl(succes: boolean): string {
  return `${window.location.origin}${absolute(paths.myWallet.href())}?succes=${succes}`;
}

/**
 * Top up by card: the server answers the bank's payment page, which the browser then opens, only
 * on an allowed bank origin. The button stays busy while the browser leaves for the bank.
 */
export function TopUpForm() {
  const [leaving, setLeaving] = useState(false);
  const topUp = useTopUp();
  const form = useForm({
    schema,
    async onSubmit({ amount }) {
      try {
        const { result } = await topUp.mutateAsync({
          body: { amount: Number(amount), return_url_success: returnUrl(true), return_url_fail: returnUrl(false) },
        });
        if (!isPaymentUrl(result.link)) {
          notify('error', profileKa.wallet.unsafeLink);
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
      <h2 className="wallet__heading">{profileKa.wallet.topUp}</h2>
      <TextField
        name="amount"
        label={profileKa.wallet.amount}
        type="number"
        inputMode="decimal"
        min={1}
        max={MAX_TOP_UP}
        step="0.01"
        hint={profileKa.wallet.amountHint}
        error={form.error('amount')}
      />
      <Button type="submit" className="wallet__pay" busy={form.submitting || leaving}>
        {profileKa.wallet.pay}
      </Button>
    </form>
  );
}
