// The listing form's behaviour: the steps, the values (held by the form alone: inputs write them
// themselves, custom controls through `setValue`), the draft in localStorage, moving on
// (validated), and the final save and payment.
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useLocation } from 'wouter';
import { refusal, refusalFields, toldCentrally } from '../../../api/refusal';
import { paths } from '../../../config/paths';
import { propertyKindOf } from '../../../domain/options';
import { useRules } from '../../../domain/rules';
import { listingFormTexts, tariffOrderTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { clearPendingPhotos } from '../../../state/pending-photos';
import { useSession } from '../../../state/session';
import { useForm } from '../../../ui/form/use-form';
import { retryFailed } from '../../../ui/load/code';
import { useLeaveGuard } from '../../../ui/form/use-leave-guard';
import { isEmpty, parseSelection, type TariffSelection } from '../../../ui/tariff-order/order-selection';
import { useOrder } from '../../../ui/tariff-order/use-order';
import { useTariffs } from '../../../ui/tariff-order/use-tariffs';
import { toFormErrors, useSaveListing } from '../api/save-listing';
import { clearDraft, saveDraft, type Draft } from '../draft';
import { firstField, schemaUpTo, type Step } from '../listing.schema';
import { adTypeOf, toFormFields, toListingValues } from '../listing-values';
import { useUploads } from '../photos/uploads';
import { preloadStep } from './step-parts';
import { keepStep, pushStep, stepEntry, useStepHistory } from './step-history';

export type FormMode = { kind: 'create' } | { kind: 'edit'; id: number };

/** The form's fields of a draft: the listing's values, the basket (as JSON) and how to pay. */
function formFields({ values, basket, withBalance }: Omit<Draft, 'step' | 'reached'>): Record<string, unknown> {
  return { ...toFormFields(values), basket: JSON.stringify(basket), with_balance: String(withBalance) };
}

function draftOf(fields: Record<string, unknown>): Omit<Draft, 'step' | 'reached'> {
  return { values: toListingValues(fields), basket: parseSelection(fields.basket), withBalance: fields.with_balance === '0' ? 0 : 1 };
}

export function useListingForm(mode: FormMode, draft: Draft, draftKey: string, onSaved: () => void) {
  const t = useTexts(listingFormTexts);
  const rules = useRules();
  const { token } = useSession();
  const [, navigate] = useLocation();
  // steps the user may jump to; an edited listing is complete from the start
  const [reached, setReached] = useState<Step>(mode.kind === 'edit' ? 6 : draft.reached);
  // a reload shows its history entry's step, once reached (an edit nothing was changed in keeps no draft)
  const [step, setStep] = useState<Step>(() => {
    const entry = stepEntry();
    return entry !== undefined && entry.step <= reached ? entry.step : draft.step;
  });
  // the form's place in the history, and the step of each place this visit has been to (`step`
  // may still be on its way, in a transition)
  const place = useRef(stepEntry()?.place ?? 0);
  const trail = useRef<Step[]>([]);
  useEffect(() => {
    trail.current[place.current] = step;
    keepStep({ step, place: place.current });
    // once: each step opened later enters the history itself
  }, []);
  // once saved, the listing exists: only its payment may be retried, and the draft is gone
  const [savedId, setSavedId] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [guestDialog, setGuestDialog] = useState(false);
  // the element to focus once the step on screen has rendered: a step's heading or a field
  const [focusRequest, setFocusRequest] = useState<{ id: string; name?: string } | null>(null);
  const [start] = useState(() => formFields(draft));
  // a step being opened (its code may still be on its way): Next shows it is busy meanwhile
  const [opening, startTransition] = useTransition();
  const wrapRef = useRef<HTMLDivElement>(null);
  const tariffList = useTariffs();
  const order = useOrder();
  const saveListing = useSaveListing();
  const { atLeast } = useTexts(tariffOrderTexts);
  // an edited listing is saved from any step: from the press until the save has ended, the form
  // checks every step, as the last one's save does
  const [savingEarly, setSavingEarly] = useState(false);
  // what the submit under way is for, set as it is asked for: a check of the step on screen ends
  // in the next step, even when an early save was pressed meanwhile
  const submitFor = useRef<'next' | 'save'>('next');
  const checked: Step = savingEarly ? 6 : step;
  const schema = useMemo(
    () => schemaUpTo(checked, { rules, tariffs: tariffList.tariffs, checks: t.checks, atLeast }),
    [checked, rules, tariffList.tariffs, t.checks, atLeast],
  );

  // felte shows the messages; the step with the first of them opens (it may be an earlier one)
  const form = useForm({
    schema,
    initialValues: start,
    onSubmit: () => submit(),
    onInvalid: (names) => {
      inFlight.current = false;
      // the step's errors show: a save waiting for that check would stop at the same field
      saveAfterNext.current = false;
      awaitingCode.current = null;
      setSavingEarly(false);
      showFirst(names);
    },
  });
  const fields = form.values();
  const { values, basket, withBalance } = draftOf(fields);
  const kind = propertyKindOf(values.flatObjects);

  // photos on their way are on the device only: a reload or another screen would drop them
  const uploads = useUploads();
  const uploading = uploads[0].size;
  useLeaveGuard(uploading > 0);
  // Next (or an early save) pressed while photos upload: the step is checked once they are in (a
  // photo on its way is not missing), and the form goes on by itself, or says that one failed; an
  // early save is sent from here too, once the schema of every step is the form's
  const [awaiting, setAwaiting] = useState(false);
  const inFlight = useRef(false);
  // an early save pressed while Next's check runs: sent once Next has moved on
  const saveAfterNext = useRef(false);
  // an early save waiting for the last step's code: another step opened, or the form gone, gives it up
  const awaitingCode = useRef<object | null>(null);
  useEffect(() => () => void (awaitingCode.current = null), []);
  const requestSubmit = (purpose: 'next' | 'save') => {
    const form = wrapRef.current?.querySelector('form');
    // felte drops a press while one is under way: so is its purpose
    if (!form || inFlight.current) return;
    inFlight.current = true;
    submitFor.current = purpose;
    form.requestSubmit();
  };
  useEffect(() => {
    if (!awaiting || uploading > 0) return;
    setAwaiting(false);
    requestSubmit(savingEarly ? 'save' : 'next');
  }, [awaiting, uploading]);

  // the step on screen is checked, and the form goes on to the next step (or saves)
  function moveOn() {
    if (uploading > 0) setAwaiting(true);
    else requestSubmit('next');
  }

  function saveEarly() {
    if (inFlight.current) {
      // a press during the save itself is the same save
      if (submitFor.current === 'next') saveAfterNext.current = true;
      return;
    }
    if (awaitingCode.current) return;
    const wait = {};
    awaitingCode.current = wait;
    setSavingEarly(true);
    // the save's dialogs come with the last step: the save waits for its code (what failed to load
    // without it is asked for again), and without it nothing is sent (a save nothing would confirm)
    const then = (go: () => void) => () => {
      if (awaitingCode.current !== wait) return;
      awaitingCode.current = null;
      go();
    };
    void preloadStep(6)
      .then(retryFailed)
      .then(
        then(() => setAwaiting(true)),
        then(() => {
          setSavingEarly(false);
          notify('error', t.nav.saveNotLoaded);
        }),
      );
  }

  // Back and Forward open their entry's step as the step bar would (unchecked: the save checks
  // every step); once saved, the steps are closed and Back leaves the form past their entries
  useStepHistory((entry) => {
    // the entry Previous went back to is on screen already
    if (entry.place === place.current) return;
    const back = entry.place < place.current;
    place.current = entry.place;
    if (savedId !== null) {
      if (back) window.history.go(-(entry.place + 1));
      return;
    }
    // a step not reached (the entry of a form saved since and begun anew) shows the furthest one
    const shown = entry.step <= reached ? entry.step : reached;
    if (shown !== entry.step) keepStep({ step: shown, place: entry.place });
    trail.current[entry.place] = shown;
    show(shown);
  });

  // every change is kept (`content` says what `values`, `basket` and `withBalance` hold); a form
  // nothing was changed in leaves no draft behind (it would send a signing-in user back here)
  const content = JSON.stringify({ values, basket, withBalance });
  const untouched = useRef<string | null>(content);
  useEffect(() => {
    if (savedId !== null || content === untouched.current) return;
    untouched.current = null;
    saveDraft(draftKey, { step, reached, values, basket, withBalance });
  }, [draftKey, savedId, content, step, reached]);

  useEffect(() => {
    if (!focusRequest) return;
    const { id, name } = focusRequest;
    // a field of controls without a name of their own (the tariffs' days): the first of them that says it is wrong
    const named = (field: string) =>
      wrapRef.current?.querySelector<HTMLElement>(`[name="${field}"]`) ??
      document.getElementById(`step-title-${step}`)?.closest('section')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const field = () => document.getElementById(id) ?? (name ? named(name) : null);
    const focus = (target: HTMLElement | null | undefined) => {
      target?.focus();
      target?.scrollIntoView?.({ block: name ? 'center' : 'start' });
    };
    const found = field();
    if (found) return focus(found);
    const title = document.getElementById(`step-title-${step}`);
    focus(title);
    // a field of a step whose code is still on its way (Next pressed as the form opened): the
    // step's heading holds the focus until the field has rendered, unless the visitor has gone on
    if (!name || !wrapRef.current) return;
    const observer = new MutationObserver(() => {
      const target = field();
      if (!target) return;
      observer.disconnect();
      if (document.activeElement === title) focus(target);
    });
    observer.observe(wrapRef.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [focusRequest]);

  // a step is opened as a transition: when its code is still on its way, the step on screen and
  // the focus stay until it has arrived, and the focus then moves to what the request names
  function goTo(target: Step) {
    enter(target);
    show(target);
  }

  // the step's history entry: the one just behind when it shows that step (Previous is a Back),
  // else a new one
  function enter(target: Step) {
    if (trail.current[place.current - 1] === target) {
      place.current -= 1;
      window.history.back();
      return;
    }
    place.current += 1;
    trail.current.length = place.current;
    trail.current[place.current] = target;
    pushStep({ step: target, place: place.current });
  }

  function show(target: Step) {
    // another step opened: what waited for the photos, or for the last step's code, is given up
    awaitingCode.current = null;
    setAwaiting(false);
    setSavingEarly(false);
    startTransition(() => {
      setStep(target);
      setReached((was) => (target > was ? target : was));
      setFocusRequest({ id: `step-title-${target}` });
    });
  }

  /** Opens the step of the first of these fields (in step order) and focuses that field. */
  function showFirst(names: readonly string[]) {
    const first = firstField(names);
    if (!first) return;
    if (first.step !== trail.current[place.current]) enter(first.step);
    startTransition(() => {
      setStep(first.step);
      setFocusRequest({ id: `field-${first.field}`, name: first.field });
    });
  }

  async function save(): Promise<number | null> {
    try {
      return await saveListing(toListingValues(form.values()), mode.kind === 'edit' ? mode.id : null);
    } catch (error) {
      const answer = refusal(error);
      if (toldCentrally(answer)) return null;
      if ('text' in answer) {
        notify('error', answer.text);
        return null;
      }
      // worded again from the answer when the language changes
      const errors = () => toFormErrors(refusalFields(refusal(error)));
      for (const message of form.setServerErrors(errors)) notify('error', message);
      showFirst(Object.keys(errors()));
      return null;
    }
  }

  async function submit() {
    try {
      await submitted(submitFor.current === 'save');
    } finally {
      inFlight.current = false;
      submitFor.current = 'next';
      setSavingEarly(false);
      if (saveAfterNext.current) {
        saveAfterNext.current = false;
        saveEarly();
      }
    }
  }

  async function submitted(early: boolean) {
    if (step < 6 && !early) {
      goTo((step + 1) as Step);
      return;
    }
    if (!token) {
      setGuestDialog(true);
      return;
    }
    let id = savedId;
    if (id === null) {
      id = await save();
      if (id === null) return;
      clearDraft(draftKey);
      void clearPendingPhotos();
      onSaved();
      setSavedId(id);
      // with nothing to pay the save is the end of the journey: the success dialog says so and
      // offers the next step; a payment still to make only gets the smaller notification
      if (isEmpty(basket) || !tariffList.tariffs) {
        setDone(true);
        return;
      }
      notify('success', mode.kind === 'edit' ? t.saved.updated : t.saved.created);
    }
    if (isEmpty(basket) || !tariffList.tariffs) {
      navigate(paths.myApartments.href());
      return;
    }
    // paid from the wallet, the order itself goes on to my apartments
    await order.pay({ selection: basket, tariffs: tariffList.tariffs, ids: [id] }, withBalance);
  }

  async function payByCard() {
    if (savedId === null || !tariffList.tariffs) return;
    await order.pay({ selection: basket, tariffs: tariffList.tariffs, ids: [savedId] }, 0);
  }

  const awaitingFor: 'next' | 'save' | 'publish' = savingEarly || (step === 6 && mode.kind === 'edit') ? 'save' : step === 6 ? 'publish' : 'next';
  return {
    form,
    wrapRef,
    step,
    reached,
    goTo,
    next: moveOn,
    /** an edited listing's save from a step before the last */
    // with a tariff chosen, the save and its payment are the last step's, where the order is summed up
    saveEarly: mode.kind === 'edit' && savedId === null && step < 6 && isEmpty(basket) ? saveEarly : null,
    /** an early save asked for and not yet ended */
    savingEarly,
    opening,
    uploads,
    /** the photos Next waits for */
    awaitingUploads: awaiting ? uploading : 0,
    /** what waits for them: the next step, or the save (a new listing's publication) */
    awaitingFor,
    /**
     * a tariff chosen (a draft's, restored) whose price is on its way: the last step waits for it
     * rather than publish the listing unpaid unsaid (when it could not be had, the listing may go
     * without it, as the step's failure says)
     */
    unpriced: step === 6 && !isEmpty(basket) && tariffList.tariffs === null && !tariffList.failed,
    values,
    kind,
    adType: adTypeOf(values),
    basket,
    setBasket: (next: TariffSelection) => form.setValue('basket', JSON.stringify(next)),
    withBalance,
    setWithBalance: (next: 0 | 1) => form.setValue('with_balance', String(next)),
    tariffList,
    order,
    payByCard,
    savedId,
    done,
    signedIn: token !== null,
    guestDialog,
    closeGuestDialog: () => setGuestDialog(false),
  };
}
