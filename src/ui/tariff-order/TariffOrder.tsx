import { useEffect, useRef, useState } from 'react';
import { formatGel } from '../../domain/format';
import { useRules } from '../../domain/rules';
import { appTexts, tariffOrderTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { notify } from '../../state/notifications';
import { useSession } from '../../state/session';
import { Button } from '../button/Button';
import { Spinner } from '../spinner/Spinner';
import { selectionErrors } from './days-errors';
import { EMPTY_SELECTION, isEmpty, parseSelection, type TariffSelection } from './order-selection';
import { InsufficientFundsDialog } from './InsufficientFundsDialog';
import { PaymentMethod } from './PaymentMethod';
import { PriceSummary } from './PriceSummary';
import { TariffPicker } from './TariffPicker';
import { useLeftLines } from './use-left-lines';
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
  // a line's message shows once its field has been left or Pay pressed, as the form hook shows a field's
  const [showErrors, setShowErrors] = useState(false);
  const { left, leave } = useLeftLines();
  // a press on Pay refused for the days: the first field marked invalid gets the focus once rendered
  const [refusedPay, setRefusedPay] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusedPay > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedPay]);
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
    if (Object.keys(errors).length > 0) {
      setRefusedPay((n) => n + 1);
      return;
    }
    const outcome = await order.pay({ selection, tariffs, ids: announcementIds }, by);
    if (outcome === 'paid') notify('success', t.paid);
  }

  const shown = showErrors ? errors : Object.fromEntries([...left].flatMap((name) => (errors[name] ? [[name, errors[name]]] : [])));

  return (
    <div className="tariff-order" ref={root}>
      <TariffPicker tariffs={tariffs} selection={selection} onChange={setSelection} errors={shown} onLeave={leave} />
      {!isEmpty(selection) && (
        <>
          <PaymentMethod
            name="tariff-order-with-balance"
            value={withBalance}
            onChange={setWithBalance}
            balance={user?.balance ?? null}
            total={price.price?.totalToPay ?? null}
          />
          <PriceSummary tariffs={tariffs} selection={selection} price={price} listings={announcementIds.length} />
          {/* there whatever the days, as every form's submit is: a press on it with days that are not
              acceptable says what is wrong on their field and goes there (the summary says why there is no price) */}
          <Button className="tariff-order__pay" busy={order.paying} onClick={() => void pay(withBalance)}>
            {price.price ? t.pay(formatGel(price.price.totalToPay, lang)) : t.payTitle}
          </Button>
        </>
      )}
      <InsufficientFundsDialog missing={order.missing} topUp={order.topUp} paying={order.paying} onCancel={order.closeInsufficient} onPayByCard={() => void pay(0)} />
    </div>
  );
}
