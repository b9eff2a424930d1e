import { useRules } from '../../../domain/rules';
import { appTexts, listingFormTexts, tariffOrderTexts } from '../../../i18n/catalogues';
import { formatDate, formatList } from '../../../domain/format';
import { labelOf, useOptions } from '../../../domain/options';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../state/session';
import { Button } from '../../../ui/button/Button';
import { Spinner } from '../../../ui/spinner/Spinner';
import type { RunningService } from '../../../domain/promotion';
import { selectionErrors } from '../../../ui/tariff-order/days-errors';
import { isEmpty, type TariffSelection } from '../../../ui/tariff-order/order-selection';
import { PaymentMethod } from '../../../ui/tariff-order/PaymentMethod';
import { PriceSummary } from '../../../ui/tariff-order/PriceSummary';
import { TariffPicker } from '../../../ui/tariff-order/TariffPicker';
import { usePrice } from '../../../ui/tariff-order/use-price';
import type { TariffList } from '../../../ui/tariff-order/use-tariffs';
import type { FormApi } from '../../../ui/form/use-form';

interface Props {
  form: FormApi;
  tariffList: TariffList;
  basket: TariffSelection;
  onBasket: (basket: TariffSelection) => void;
  withBalance: 0 | 1;
  onWithBalance: (withBalance: 0 | 1) => void;
  /** the listing the tariff is for, once it exists (edit, or saved while paying) */
  listingId: number | null;
  saved: boolean;
  /** the tariff and services running on the edited listing: the update leaves them as they are, an order adds to them */
  running: readonly RunningService[];
}

/** Step 6: tariffs and services, how to pay and the price (§3 order basket, §7 price calculation). */
export function StepTariff({ form, tariffList, basket, onBasket, withBalance, onWithBalance, listingId, saved, running }: Props) {
  const rules = useRules();
  const t = useTexts(listingFormTexts);
  const { app } = useTexts(appTexts);
  const tariffTexts = useTexts(tariffOrderTexts);
  const { token, user } = useSession();
  const { tariffs, failed, retry } = tariffList;
  const lang = useLang();
  const o = useOptions();
  const runningList = formatList(
    running.map(({ name, until }) => (until ? tariffTexts.runningUntil(labelOf(o.tariffNames, name), formatDate(until, lang)) : labelOf(o.tariffNames, name))),
    lang,
  );
  const price = usePrice(basket, tariffs, listingId === null ? [] : [listingId], withBalance, token !== null);

  return (
    <div className="listing-form__stack">
      {saved && (
        <p className="listing-form__notice listing-form__notice--success" role="status">
          {t.saved.awaitingPayment}
        </p>
      )}
      {running.length > 0 && <p className="listing-form__notice">{tariffTexts.runningNow(runningList)}</p>}
      {failed ? (
        <div className="listing-form__load-error" role="alert">
          <p>{tariffTexts.loadFailed}</p>
          {!isEmpty(basket) && <p>{tariffTexts.leftOut}</p>}
          <Button variant="secondary" onClick={retry}>
            {app.retry}
          </Button>
        </div>
      ) : !tariffs ? (
        <Spinner />
      ) : (
        <>
          <TariffPicker tariffs={tariffs} selection={basket} onChange={onBasket} errors={form.error('basket') ? selectionErrors(basket, tariffs, rules, tariffTexts.atLeast) : {}} />
          {!isEmpty(basket) && (
            <PaymentMethod
              name="with_balance"
              value={withBalance}
              onChange={onWithBalance}
              balance={user?.balance ?? null}
              total={token ? (price.price?.totalToPay ?? null) : null}
            />
          )}
          <PriceSummary tariffs={tariffs} selection={basket} price={token ? price : null} promoted={running.length > 0} />
        </>
      )}
    </div>
  );
}
