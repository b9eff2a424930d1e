import { useState } from 'react';
import { formatGel } from '../../domain/format';
import { useRules } from '../../domain/rules';
import { appTexts, tariffOrderTexts } from '../../i18n/catalogues';
import { useLang, useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { useSession } from '../../state/session';
import { Button } from '../button/Button';
import { Spinner } from '../spinner/Spinner';
import { selectionErrors } from './days-errors';
import { EMPTY_SELECTION, isEmpty, localTotal, parseSelection, type TariffSelection } from './order-selection';
import { InsufficientFundsDialog } from './InsufficientFundsDialog';
import { PaymentMethod } from './PaymentMethod';
import { PriceSummary } from './PriceSummary';
import { TariffPicker } from './TariffPicker';
import { useOrder } from './use-order';
import { usePrice } from './use-price';
import { useTariffs } from './use-tariffs';
import './tariff-order.css';

interface Props {
  /** the listings the tariffs are bought for */
  announcementIds: readonly number[];
  /** a purchase taken up again */
  retry?: Retry | undefined;
}

/**
 * A purchase taken up again: its tariffs as an address carries them (JSON), chosen again, and how
 * it is paid: by card after a card payment that failed (0), from the wallet topped up for it (1).
 */
export interface Retry {
  tariffs: string;
  by: 0 | 1;
}

/**
 * The whole tariff purchase for saved listings (the owner's tariff dialog on my apartments): pick, see the
 * price, pay from the wallet or by card. A wallet payment lands on my apartments (useOrder).
 */
export function TariffOrder({ announcementIds, retry: again }: Props) {
  const t = useTexts(tariffOrderTexts);
  const app = useTexts(appTexts).app;
  const lang = useLang();
  const rules = useRules();
  const { user } = useSession();
  const { tariffs, failed, retry } = useTariffs();
  const [selection, setSelection] = useState<TariffSelection>(() => (again ? parseSelection(again.tariffs) : EMPTY_SELECTION));
  const [withBalance, setWithBalance] = useState<0 | 1>(again?.by ?? 1);
  const [showErrors, setShowErrors] = useState(false);
  const price = usePrice(selection, tariffs, announcementIds, withBalance, true);
  const order = useOrder();

  if (failed)
    return (
      <div className="tariff-order__error" role="alert">
        <p>{t.loadFailed}</p>
        <Button variant="secondary" onClick={retry}>
          {app.retry}
        </Button>
      </div>
    );
  if (!tariffs) return <Spinner />;

  const errors = selectionErrors(selection, tariffs, rules, t.atLeast);

  async function pay(by: 0 | 1) {
    if (!tariffs) return;
    setShowErrors(true);
    if (Object.keys(errors).length > 0) return;
    const outcome = await order.pay({ selection, tariffs, ids: announcementIds }, by);
    if (outcome === 'paid') notify('success', t.paid);
  }

  return (
    <div className="tariff-order">
      <TariffPicker tariffs={tariffs} selection={selection} onChange={setSelection} errors={showErrors ? errors : {}} />
      {!isEmpty(selection) && (
        <>
          <PaymentMethod name="tariff-order-with-balance" value={withBalance} onChange={setWithBalance} balance={user?.balance ?? null} />
          <PriceSummary tariffs={tariffs} selection={selection} price={price} listings={announcementIds.length} />
          {/* nothing to pay for days that are not acceptable: the summary asks for them instead */}
          {localTotal(selection, tariffs) !== null && (
            <Button className="tariff-order__pay" busy={order.paying} onClick={() => void pay(withBalance)}>
              {price.price ? t.pay(formatGel(price.price.totalToPay, lang)) : t.payTitle}
            </Button>
          )}
        </>
      )}
      <InsufficientFundsDialog missing={order.missing} topUp={order.topUp} paying={order.paying} onCancel={order.closeInsufficient} onPayByCard={() => void pay(0)} />
    </div>
  );
}
