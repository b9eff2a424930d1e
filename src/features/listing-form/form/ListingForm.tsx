import { memo, startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { listingFormTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { Icon } from '../../../ui/icon/Icon';
import { PartBoundary } from '../../../ui/load/lazy-part';
import { Spinner } from '../../../ui/spinner/Spinner';
import type { RunningService } from '../../../domain/promotion';
import { isEmpty } from '../../../ui/tariff-order/order-selection';
import { loadDraft, type Draft } from '../draft';
import { STEPS, type Step } from '../listing.schema';
import { StepDeal } from '../steps/StepDeal';
import { afterPaint } from '../../../ui/idle/after-paint';
import { whenIdle } from '../../../ui/idle/when-idle';
import {
  GuestDialog,
  InsufficientFundsDialog,
  preloadStep,
  SavedDialog,
  StepDescription,
  StepExtras,
  StepMedia,
  StepParameters,
  StepTariff,
} from './step-parts';
import { StepIndicator } from './StepIndicator';
import { useListingForm, type FormMode } from './use-listing-form';
import './listing-form.css';

/**
 * A step off screen renders with the form only when it joins it or the session changes (a guest's
 * waiting photos upload once signed in): its fields hold their values themselves, and a change
 * elsewhere (a keystroke, a blur, Next) re-renders the step on screen alone. It catches up when shown.
 */
const OffScreen = memo(
  ({ children }: { shown: boolean; joined: boolean; signedIn: boolean; children: ReactNode }) => children,
  (was, now) => !was.shown && !now.shown && was.joined === now.joined && was.signedIn === now.signedIn,
);

interface Props {
  mode: FormMode;
  /** where the form starts: a restored draft, a saved listing, or empty */
  draft: Draft;
  draftKey: string;
  /** the listing was saved (the draft is gone) */
  onSaved?: () => void;
  /** the tariff and services running on an edited listing */
  running?: readonly RunningService[];
}

/**
 * The six-step listing form (§3). A step joins the form when it is first shown, or once its code
 * has arrived after the browser was idle (in a new form, once the visitor has started working in
 * it) or an early save asked for it (the last step), and then stays in it (hidden when not on screen): its
 * fields keep their values only while they are in the form. The form's checks, the draft and the
 * server's field errors read the form's values, which hold every step's from the start.
 */
export function ListingForm({ mode, draft, draftKey, onSaved = () => {}, running = [] }: Props) {
  const t = useTexts(listingFormTexts);
  const state = useListingForm(mode, draft, draftKey, onSaved);
  const { form, step, values, kind, adType, savedId, saveEarly } = state;
  const editing = mode.kind === 'edit';
  const props = { form, values, kind, adType };
  const listingId = savedId ?? (editing ? mode.id : null);
  const waitingId = useId();

  // the steps in the form: the first (its code comes with the form's), the one on screen and every
  // one shown before, and the others once the browser is idle, in a form begun before (a stored
  // draft, a saved listing: its photos may be waiting to upload) or once the visitor works in it:
  // a new form's first seconds load and run only what its first step needs
  const [inForm, setInForm] = useState<ReadonlySet<Step>>(() => new Set([1, step]));
  if (!inForm.has(step)) setInForm(new Set(inForm).add(step));
  const [working, setWorking] = useState(() => editing || loadDraft(draftKey) !== null);
  const { wrapRef } = state;
  useEffect(() => {
    const wrap = wrapRef.current;
    if (working || !wrap) return;
    // as a transition: what the visitor is doing (an open list) stays on screen, whatever it brings in
    const start = () => startTransition(() => setWorking(true));
    const events = ['focusin', 'pointerdown', 'input'] as const;
    for (const type of events) wrap.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of events) wrap.removeEventListener(type, start);
    };
  }, [working, wrapRef]);
  // a step joins the form once its code is in: rendering it then holds no other step's opening (a
  // transition), and may wait for what the user does; one that fails to load says so when opened
  const join = (n: Step) =>
    void preloadStep(n).then(
      () => startTransition(() => setInForm((was) => (was.has(n) ? was : new Set(was).add(n)))),
      () => undefined,
    );
  useEffect(() => {
    if (!working) return;
    return whenIdle(() => STEPS.forEach(join));
  }, [working]);

  const panels: Record<Step, ReactNode> = {
    1: <StepDeal {...props} />,
    2: <StepParameters {...props} />,
    3: <StepExtras {...props} />,
    4: <StepMedia {...props} owner={editing ? { listingId: mode.id } : null} signedIn={state.signedIn} uploads={state.uploads} />,
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
        running={running}
      />
    ),
  };

  // the next step's code starts on its way as the pointer or the focus reaches the button
  const ahead = STEPS[step];
  const prepareNext = () => {
    if (ahead) void preloadStep(ahead);
  };

  const paying = !isEmpty(state.basket) && state.tariffList.tariffs !== null;
  const waitingTexts = { next: t.nav.waitingForUploads, save: t.nav.waitingToSave, publish: t.nav.waitingToPublish };
  const finalLabel = savedId !== null ? t.nav.pay : editing ? (paying ? t.nav.saveAndPay : t.nav.save) : paying ? t.nav.publishAndPay : t.nav.publish;

  return (
    <div ref={state.wrapRef} className="listing-form">
      <StepIndicator step={step} reached={state.reached} onGo={state.goTo} onPrepare={(n) => void preloadStep(n)} locked={savedId !== null} />
      <form ref={form.form} className="listing-form__card" noValidate>
        {STEPS.map((n) => (
          <section key={n} className="listing-form__step" hidden={n !== step} aria-labelledby={`step-title-${n}`}>
            <header className="listing-form__step-head">
              <h2 id={`step-title-${n}`} className="listing-form__step-title" tabIndex={-1}>
                {t.steps.names[n]}
              </h2>
              <p className="listing-form__hint">{n === 6 && running.length > 0 ? t.steps.promotedHint : t.steps.hints[n]}</p>
            </header>
            {/* a step opened before its code is in keeps the last one on screen meanwhile (goTo is a
                transition); only the step the form starts on shows the spinner. One that cannot
                load says so in its place, and what was typed in the others stays */}
            <PartBoundary fallback={<Spinner />}>
              <OffScreen shown={n === step} joined={inForm.has(n)} signedIn={state.signedIn}>
                {inForm.has(n) && panels[n]}
              </OffScreen>
            </PartBoundary>
          </section>
        ))}
        <div className="listing-form__nav">
          {step > 1 && savedId === null && (
            <Button variant="secondary" onClick={() => state.goTo((step - 1) as Step)}>
              <Icon name="chevronLeft" size={18} /> {t.nav.back}
            </Button>
          )}
          <Button
            type="submit"
            className="listing-form__next"
            // an early save under way (waiting for photos or code) is the form's one action meanwhile
            busy={form.submitting || state.order.paying || state.opening || state.awaitingUploads > 0 || state.savingEarly || state.unpriced}
            aria-describedby={waitingId}
            onClick={(event) => {
              // the press paints first: checking the step and opening the next one (or saving)
              // come in the task after that frame (an Enter in a field clicks this button too)
              event.preventDefault();
              afterPaint(state.next);
            }}
            onPointerEnter={prepareNext}
            onFocus={prepareNext}
          >
            {step < 6 ? (
              <>
                {t.nav.next} <Icon name="chevronRight" size={18} />
              </>
            ) : (
              finalLabel
            )}
          </Button>
          {saveEarly && (
            <Button
              variant="secondary"
              className="listing-form__save"
              busy={state.savingEarly}
              aria-describedby={waitingId}
              onPointerEnter={() => void preloadStep(6)}
              onFocus={() => void preloadStep(6)}
              onClick={() => {
                // the save's dialogs come with the last step, which it waits for
                join(6);
                afterPaint(saveEarly);
              }}
            >
              {t.nav.save}
            </Button>
          )}
        </div>
        <p id={waitingId} className="listing-form__waiting" role="status">
          {state.awaitingUploads > 0 && waitingTexts[state.awaitingFor](state.awaitingUploads)}
        </p>
      </form>
      {/* they open only on the last step, whose chunk they share */}
      {inForm.has(6) && (
        <PartBoundary failure="quiet">
          <GuestDialog open={state.guestDialog} onClose={state.closeGuestDialog} />
          <SavedDialog open={state.done} editing={editing} />
          <InsufficientFundsDialog
            missing={state.order.missing}
            topUp={state.order.topUp}
            paying={state.order.paying}
            onCancel={state.order.closeInsufficient}
            onPayByCard={() => void state.payByCard()}
          />
        </PartBoundary>
      )}
    </div>
  );
}
