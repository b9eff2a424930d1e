// The listing form's behaviour: the steps, the values as they are typed (read back from the form
// element), the draft in localStorage, moving on (validated), and the final save and payment.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { propertyKindOf } from '../../../domain/options';
import { advertisementKa as t } from '../../../i18n/advertisement.ka';
import { notify } from '../../../state/notifications';
import { useSession } from '../../../state/session';
import { firstErrors } from '../../../ui/form/first-errors';
import { useForm } from '../../../ui/form/use-form';
import { isEmpty, type TariffSelection } from '../../../ui/tariff-order/order-selection';
import { useOrder } from '../../../ui/tariff-order/use-order';
import { useTariffs } from '../../../ui/tariff-order/use-tariffs';
import { clearDraft, saveDraft, type Draft } from '../draft';
import { firstField, schemaUpTo, type Step } from '../listing.schema';
import { adTypeOf, readForm, toFormFields, type ListingValues } from '../listing-values';
import { clearPendingPhotos } from '../pending-photos';
import { saveListing } from '../save-listing';

export type FormMode = { kind: 'create' } | { kind: 'edit'; id: number };

function formFields(values: ListingValues, basket: TariffSelection, withBalance: 0 | 1): Record<string, unknown> {
  return { ...toFormFields(values), basket: JSON.stringify(basket), with_balance: String(withBalance) };
}

export function useListingForm(mode: FormMode, draft: Draft, draftKey: string, onSaved: () => void) {
  const { token } = useSession();
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>(draft.step);
  // steps the user may jump to; an edited listing is complete from the start
  const [reached, setReached] = useState<Step>(mode.kind === 'edit' ? 6 : draft.step);
  const [values, setValues] = useState(draft.values);
  const [basket, setBasket] = useState(draft.basket);
  const [withBalance, setWithBalance] = useState(draft.withBalance);
  // once saved, the listing exists: only its payment may be retried, and the draft is gone
  const [savedId, setSavedId] = useState<number | null>(null);
  const [guestDialog, setGuestDialog] = useState(false);
  // the element to focus once the step on screen has rendered: a step's heading or a field
  const [focusRequest, setFocusRequest] = useState<{ id: string; name?: string } | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const touched = useRef(false);
  const tariffList = useTariffs();
  const order = useOrder(mode.kind === 'edit' ? { kind: 'edit', id: mode.id } : { kind: 'create' });
  const context = { kind: propertyKindOf(values.flatObjects), tariffs: tariffList.tariffs };

  const form = useForm({
    schema: schemaUpTo(step, context),
    initialValues: formFields(draft.values, draft.basket, draft.withBalance),
    onSubmit: () => submit(),
  });

  const formElement = () => wrapRef.current?.querySelector('form') ?? null;
  const current = () => {
    const element = formElement();
    return element ? readForm(element) : values;
  };

  // every keystroke and pick is read back from the form, so the draft and the live parts follow.
  // Listened on the document: React's own handlers (on its root, deeper down) must run first, or
  // this re-render would put a controlled input's old value back before its onChange sees it.
  useEffect(() => {
    const sync = (event: Event) => {
      const wrap = wrapRef.current;
      const element = wrap?.querySelector('form');
      if (!element || !(event.target instanceof Node) || !wrap?.contains(event.target)) return;
      touched.current = true;
      setValues(readForm(element));
    };
    document.addEventListener('input', sync);
    document.addEventListener('change', sync);
    return () => {
      document.removeEventListener('input', sync);
      document.removeEventListener('change', sync);
    };
  }, []);

  // an untouched form leaves no draft behind (it would send a signing-in user back here)
  useEffect(() => {
    if (savedId === null && touched.current) saveDraft(draftKey, { step, values, basket, withBalance });
  }, [draftKey, savedId, step, values, basket, withBalance]);

  useEffect(() => {
    if (!focusRequest) return;
    const { id, name } = focusRequest;
    const target =
      document.getElementById(id) ??
      (name ? formElement()?.querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"])`) : null) ??
      document.getElementById(`step-title-${step}`);
    target?.focus();
    target?.scrollIntoView?.({ block: name ? 'center' : 'start' });
  }, [focusRequest]);

  function goTo(target: Step) {
    setStep(target);
    setReached((was) => (target > was ? target : was));
    setFocusRequest({ id: `step-title-${target}` });
  }

  /** Opens the step of the first of these fields (in step order) and focuses that field. */
  function showFirst(fields: readonly string[]) {
    const first = firstField(fields);
    if (!first) return;
    setStep(first.step);
    setFocusRequest({ id: `field-${first.field}`, name: first.field });
  }

  // runs beside felte's own check of the same schema: felte shows the messages, this opens the
  // step with the first of them (it may be an earlier step than the one on screen)
  async function checkSteps() {
    const messages = await firstErrors(schemaUpTo(step, context), formFields(current(), basket, withBalance));
    showFirst(Object.keys(messages));
  }

  async function submit() {
    if (step < 6) {
      goTo((step + 1) as Step);
      return;
    }
    if (!token) {
      setGuestDialog(true);
      return;
    }
    let id = savedId;
    if (id === null) {
      const result = await saveListing(current(), mode.kind === 'edit' ? mode.id : null);
      if ('fieldErrors' in result) {
        for (const message of form.setServerErrors(result.fieldErrors)) notify('error', message);
        showFirst(Object.keys(result.fieldErrors));
        return;
      }
      if (!('id' in result)) return;
      clearDraft(draftKey);
      void clearPendingPhotos();
      onSaved();
      notify('success', mode.kind === 'edit' ? t.saved.updated : t.saved.created);
      id = result.id;
      setSavedId(id);
    }
    if (isEmpty(basket) || !tariffList.tariffs) {
      navigate(paths.myApartments.href());
      return;
    }
    const outcome = await order.pay({ selection: basket, tariffs: tariffList.tariffs, ids: [id] }, withBalance);
    if (outcome === 'paid') navigate(paths.myApartments.href(true));
  }

  async function payByCard() {
    if (savedId === null || !tariffList.tariffs) return;
    await order.pay({ selection: basket, tariffs: tariffList.tariffs, ids: [savedId] }, 0);
  }

  return {
    form,
    wrapRef,
    step,
    reached,
    goTo,
    values,
    kind: context.kind,
    adType: adTypeOf(values),
    basket,
    setBasket,
    withBalance,
    setWithBalance,
    tariffList,
    order,
    payByCard,
    savedId,
    signedIn: token !== null,
    guestDialog,
    closeGuestDialog: () => setGuestDialog(false),
    checkSteps,
  };
}
