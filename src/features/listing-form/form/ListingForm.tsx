import type { ReactNode } from 'react';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { isEmpty } from '../../../ui/tariff-order/order-selection';
import { InsufficientFundsDialog } from '../../../ui/tariff-order/InsufficientFundsDialog';
import type { Draft } from '../draft';
import { STEPS, type Step } from '../listing.schema';
import { StepDeal } from '../steps/StepDeal';
import { StepDescription } from '../steps/StepDescription';
import { StepExtras } from '../steps/StepExtras';
import { StepMedia } from '../steps/StepMedia';
import { StepParameters } from '../steps/StepParameters';
import { StepTariff } from '../steps/StepTariff';
import { GuestDialog } from './GuestDialog';
import { SavedDialog } from './SavedDialog';
import { StepIndicator } from './StepIndicator';
import { useListingForm, type FormMode } from './use-listing-form';
import './listing-form.css';

interface Props {
  mode: FormMode;
  /** where the form starts: a restored draft, a saved listing, or empty */
  draft: Draft;
  draftKey: string;
  /** the listing was saved (the draft is gone) */
  onSaved?: () => void;
}

/**
 * The six-step listing form (§3). Every step stays in the form (the ones not on screen are
 * hidden), so the form's checks, the draft and the server's field errors see every field.
 */
export function ListingForm({ mode, draft, draftKey, onSaved = () => {} }: Props) {
  const t = useTexts(listingFormTexts);
  const state = useListingForm(mode, draft, draftKey, onSaved);
  const { form, step, values, kind, adType, savedId } = state;
  const editing = mode.kind === 'edit';
  const props = { form, values, kind, adType };
  const listingId = savedId ?? (editing ? mode.id : null);

  const panels: Record<Step, ReactNode> = {
    1: <StepDeal {...props} />,
    2: <StepParameters {...props} />,
    3: <StepExtras {...props} />,
    4: <StepMedia {...props} owner={editing ? { listingId: mode.id } : null} signedIn={state.signedIn} />,
    5: <StepDescription {...props} />,
    6: (
      <StepTariff
        form={form}
        tariffList={state.tariffList}
        basket={state.basket}
        onBasket={state.setBasket}
        withBalance={state.withBalance}
        onWithBalance={state.setWithBalance}
        listingId={listingId}
        saved={savedId !== null}
      />
    ),
  };

  const paying = !isEmpty(state.basket) && state.tariffList.tariffs !== null;
  const finalLabel = savedId !== null ? t.nav.pay : editing ? (paying ? t.nav.saveAndPay : t.nav.save) : paying ? t.nav.publishAndPay : t.nav.publish;

  return (
    <div ref={state.wrapRef} className="listing-form">
      <StepIndicator step={step} reached={state.reached} onGo={state.goTo} locked={savedId !== null} />
      <form ref={form.form} className="listing-form__card" noValidate>
        {STEPS.map((n) => (
          <section key={n} className="listing-form__step" hidden={n !== step} aria-labelledby={`step-title-${n}`}>
            <header className="listing-form__step-head">
              <h2 id={`step-title-${n}`} className="listing-form__step-title" tabIndex={-1}>
                {t.steps.names[n]}
              </h2>
              <p className="listing-form__hint">{t.steps.hints[n]}</p>
            </header>
            {panels[n]}
          </section>
        ))}
        <div className="listing-form__nav">
          {step > 1 && savedId === null && (
            <Button variant="secondary" onClick={() => state.goTo((step - 1) as Step)}>
              <Icon name="chevronLeft" size={18} /> {t.nav.back}
            </Button>
          )}
          <Button type="submit" className="listing-form__next" busy={form.submitting || state.order.paying} onClick={() => void state.checkSteps()}>
            {step < 6 ? (
              <>
                {t.nav.next} <Icon name="chevronRight" size={18} />
              </>
            ) : (
              finalLabel
            )}
          </Button>
        </div>
      </form>
      <GuestDialog open={state.guestDialog} onClose={state.closeGuestDialog} />
      <SavedDialog open={state.done} editing={editing} />
      <InsufficientFundsDialog
        missing={state.order.missing}
        paying={state.order.paying}
        onCancel={state.order.closeInsufficient}
        onPayByCard={() => void state.payByCard()}
      />
    </div>
  );
}
