import { useState } from 'react';
import { formatGel } from '../../domain/format';
import { tariffOrderTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import './tariff-order.css';

interface Props {
  /** 1 from the wallet, 0 by card (§4, §9) */
  value: 0 | 1;
  onChange: (value: 0 | 1) => void;
  /** the wallet in GEL, when the user is known */
  balance: number | null;
  /** what the order costs, once priced: a wallet short of it says by how much before Pay is pressed */
  total: number | null;
  /** the radio group's name (the listing form keeps it in its draft) */
  name: string;
}

export function PaymentMethod({ value, onChange, balance, total, name }: Props) {
  const t = useTexts(tariffOrderTexts);
  const lang = useLang();
  // the last price known while the next is asked for (a press on "by card" asks again): the hint
  // stays put instead of going and coming back under the pointer
  const [known, setKnown] = useState(total);
  if (total !== null && total !== known) setKnown(total);
  return (
    <fieldset className="payment-method">
      <legend className="tariff-picker__legend">{t.payWith}</legend>
      <div className="payment-method__options">
        <label className="payment-method__option">
          <input type="radio" name={name} value="1" checked={value === 1} onChange={() => onChange(1)} />
          <span>
            <span className="payment-method__title">{t.wallet}</span>
            {balance !== null && <span className="payment-method__hint">{t.walletBalance(formatGel(balance, lang))}</span>}
            {balance !== null && known !== null && balance < known && (
              <span className="payment-method__hint payment-method__hint--short">{t.walletShort(formatGel(known - balance, lang))}</span>
            )}
          </span>
        </label>
        <label className="payment-method__option">
          <input type="radio" name={name} value="0" checked={value === 0} onChange={() => onChange(0)} />
          <span>
            <span className="payment-method__title">{t.card}</span>
            <span className="payment-method__hint">{t.cardHint}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
