/**
 * The one form hook of the app. It wraps felte, so felte can be replaced in this file alone.
 *
 *   const r = useRules();
 *   const schema = useMemo(() => object({ email: string().default('').test(r.required).test(r.email) }), [r]);
 *   const f = useForm({ schema, onSubmit: async (values) => { ... } });
 *   <form ref={f.form} noValidate>
 *     <TextField name="email" label="…" error={f.error('email')} />
 *     <Button type="submit" busy={f.submitting}>…</Button>
 *   </form>
 *
 * - Forms are uncontrolled: inputs only need a `name`; Enter in any input submits (§5).
 * - `schema` is a yup object schema built from the rules of src/domain/rules.ts (`useRules()`: their
 *   messages are in the page's language); a field shows the FIRST rule that fails (§5), once it
 *   has been left or the form submitted (left by a press elsewhere, once the press is a click: the
 *   message would move what is under the pointer, and the click land beside it). Number fields
 *   need the `numeric` rule on a string. When the language changes, the values are judged again
 *   by the new language's schema (nothing is touched or lost), so the messages on screen change
 *   language too.
 * - String values are trimmed (§5). `onSubmit` gets the values cast by the schema (typed, with
 *   its transforms applied) and never runs twice at once; `submitting` is true meanwhile
 *   (give it to Button `busy`). A failed submit focuses the first invalid field on screen, and
 *   tells `onInvalid` which fields failed.
 * - `refuse(error)` shows a refused submit (src/api/refusal.ts): messages by field go onto the
 *   fields (each stays until that field is changed or the form is sent with other values, and is
 *   worded again when the language changes); a text, or a message for a field the form does not
 *   have, becomes a notification. `refusalWords` words some codes the form's own way. Give the mutation
 *   `meta: { ownRefusal: true }`. `setServerErrors` takes messages by field the same way: as they
 *   are, or as a function that words them in the page's language now.
 * - The form element must be rendered on the first render (felte attaches to it once).
 * - A custom control (a Select, a photo list) keeps its value in the form too: read it with
 *   `values()` (the form re-renders on every change) and write it with `setValue(name, value)`.
 * - `draft` names what the form is for (`reject-130`): what differs from the initial values is kept
 *   for the tab (state/typed-drafts.ts) and comes back when a form of that name opens again, after
 *   Esc, a reload or an ended session, until `saved()` says the server took it or `discard()` (a
 *   Cancel) puts the initial values back. `restored` says it came back, for the form to tell.
 */
import { useForm as useFelte } from '@felte/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { AnyObjectSchema, InferType } from 'yup';
import { refusal, refusalFields, toldCentrally, type FieldErrors, type RefusalWords } from '../../api/refusal';
import { useLang } from '../../i18n/lang-context';
import { notify } from '../../state/notifications';
import { keepTypedDraft, typedDraft } from '../../state/typed-drafts';
import { nextTask } from '../idle/next-task';
import { firstErrors, type FieldMessages } from './first-errors';
import { afterPress, heldByPress } from './press';
import { firstServerMessages } from './server-errors';

type Values = Record<string, unknown>;

export interface FormOptions<S extends AnyObjectSchema> {
  schema: S;
  initialValues?: Partial<InferType<S>>;
  onSubmit: (values: InferType<S>) => unknown;
  /** a submit the checks refused: the fields that failed, for a form that must first show them (a step off screen) */
  onInvalid?: (names: string[]) => void;
  /** `refuse`'s words for the codes whose general words do not fit this form (its texts, in the page's language) */
  refusalWords?: RefusalWords;
  /** the name what is typed is kept under until `saved()` */
  draft?: string;
  /** fields a draft never keeps (a password): typed again after a reload */
  secret?: readonly string[];
}

export interface FormApi {
  form: Ref<HTMLFormElement>;
  submitting: boolean;
  /** the message to show under a field, if any */
  error: (name: string) => string | undefined;
  /** every value the form holds now; reading it re-renders the caller on each change */
  values: () => Values;
  /** sets a value as the user's change (touched): a new value or an update of the current one */
  setValue: (name: string, value: unknown) => void;
  setServerErrors: (result: FieldErrors | (() => FieldErrors)) => string[];
  refuse: (error: unknown) => void;
  /** the server took the values: the draft kept of them goes */
  saved: () => void;
  /** the values differ from the initial ones: what leaving would lose (useLeaveGuard) */
  changed: () => boolean;
  /** the form opened with what was typed before and not saved (its draft), until saved or discarded */
  restored: boolean;
  /** the initial values back, and the draft kept goes */
  discard: () => void;
}

// a kept draft's values of the schema's fields; anything else in storage is no draft
function draftValues(text: string, schema: AnyObjectSchema): Values {
  try {
    const kept: unknown = JSON.parse(text);
    if (typeof kept !== 'object' || kept === null) return {};
    return Object.fromEntries(Object.entries(kept).filter(([name, value]) => name in schema.fields && ['string', 'boolean'].includes(typeof value)));
  } catch {
    return {};
  }
}

// the values that differ from the initial ones (trimmed, as the form holds them): what a draft
// keeps, and leaving would lose
function changedValues(values: Values, initial: Values | undefined): Array<[string, unknown]> {
  const from = trimStrings(initial);
  return Object.entries(values).filter(([name, value]) => (value ?? '') !== (from[name] ?? ''));
}

function trimStrings(values: unknown): Values {
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
}

export function useForm<S extends AnyObjectSchema>(options: FormOptions<S>): FormApi {
  // felte reads its config once; the latest options are read through this ref
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  // each field's message from the server, as words to say in the page's language now, and the value it was for
  const server = useRef(new Map<string, { message: () => string; value: unknown }>());
  // the values the server refused: a press with others sends them, whatever the messages still say
  const refused = useRef<Values>({});
  // the values of the last validation run, i.e. what the form holds now, and its messages
  const current = useRef<Values>({});
  const judged = useRef<FieldMessages>({});
  // from a press until it is refused or its onSubmit has settled: felte lets a second press cancel
  // the first one's validation, and then takes the first for valid
  const pressed = useRef(false);
  const mounting = useRef(true);
  useEffect(() => {
    void nextTask().then(() => {
      mounting.current = false;
    });
  }, []);

  const { draft } = options;
  const initialValues: Values | undefined = options.initialValues;
  // felte reads its initial values once
  const [kept] = useState(() => (draft === undefined ? {} : draftValues(typedDraft(draft), options.schema)));
  const [restored, setRestored] = useState(() => Object.keys(kept).length > 0);
  // fields left by a press that is not a click yet: their messages wait for it
  const [pressedAway, setPressedAway] = useState<readonly string[]>([]);

  const felte = useFelte<Values>({
    initialValues: { ...initialValues, ...kept },
    async validate(values) {
      current.current = values;
      if (draft !== undefined) {
        const changed = changedValues(values, initialValues).filter(([name]) => !options.secret?.includes(name));
        keepTypedDraft(draft, changed.length === 0 ? '' : JSON.stringify(Object.fromEntries(changed)));
      }
      // felte judges the first values as the form mounts: the schema runs in a task of its own,
      // not in the commit's (a whole listing's rules are a long task on a phone)
      if (mounting.current) await nextTask();
      const messages: FieldMessages = await firstErrors(latest.current.schema, values);
      for (const [field, { message, value }] of server.current) {
        if (values[field] !== value) server.current.delete(field);
        else messages[field] ??= message();
      }
      judged.current = messages;
      return messages;
    },
    async onSubmit(values) {
      // felte's press touched every field it holds, a later step's too: passed, none shows a
      // message until it is left or pressed on again (a step opened red before anything was typed).
      // One update: each of felte's copies its whole store, and tells every subscriber
      setTouched((touched) => ({ ...touched, ...Object.fromEntries(Object.keys(values).map((name) => [name, false])) }));
      try {
        await latest.current.onSubmit(latest.current.schema.cast(values));
      } finally {
        pressed.current = false;
      }
    },
    extend: (felteForm) => {
      if (felteForm.stage === 'SETUP') {
        felteForm.addTransformer(trimStrings);
        return {};
      }
      const node = felteForm.form;
      // felte's own event, before it judges the values: a press while one is under way is dropped
      const once = (event: Event) => {
        if (pressed.current) event.preventDefault();
        pressed.current = true;
        const changed = Object.keys({ ...refused.current, ...current.current }).some((name) => refused.current[name] !== current.current[name]);
        if (changed) server.current.clear();
      };
      node.addEventListener('feltesubmit', once);
      // a field left by a press shows its message once the press has ended (press.ts); one with
      // nothing to say is not held (holding it would render the form twice in the press)
      let givenUp = (): void => undefined;
      const left = (event: FocusEvent) => {
        const { target } = event;
        if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) || !heldByPress(target)) return;
        if (judged.current[target.name] === undefined) return;
        setPressedAway((names) => [...names, target.name]);
        givenUp();
        givenUp = afterPress(() => setPressedAway([]));
      };
      node.addEventListener('focusout', left);
      return {
        destroy: () => {
          node.removeEventListener('feltesubmit', once);
          node.removeEventListener('focusout', left);
          givenUp();
          // felte sets the form up again as its fields come and go: no message stays held meanwhile
          setTimeout(() => setPressedAway([]));
        },
        onSubmitError: ({ errors }) => {
          pressed.current = false;
          const failed = Object.keys(errors).filter((name) => firstMessage(errors[name]) !== undefined);
          focusFirstInvalid(node, failed);
          latest.current.onInvalid?.(failed);
        },
      };
    },
  });

  const submitting = felte.isSubmitting();
  const { form, validate, data, setFields, setData, setInitialValues, reset, setTouched } = felte;

  // a new language: the same values once more through felte's own validation, which runs on every
  // change of the values and keeps untouched fields quiet (`validate()` would touch them all)
  const lang = useLang();
  const judgedIn = useRef(lang);
  useEffect(() => {
    if (judgedIn.current === lang) return;
    judgedIn.current = lang;
    setData((values) => ({ ...values }));
  }, [lang, setData]);

  const setServerErrors = useCallback(
    (result: FieldErrors | (() => FieldErrors)) => {
      const worded = typeof result === 'function' ? result : () => result;
      const node = formNode(form);
      refused.current = current.current;
      const unmatched: string[] = [];
      for (const [field, message] of Object.entries(firstServerMessages(worded()))) {
        const now = () => firstServerMessages(worded())[field] ?? message;
        if (node?.elements.namedItem(field) || field in current.current) server.current.set(field, { message: now, value: current.current[field] });
        else unmatched.push(message);
      }
      if (server.current.size > 0) void validate().then(() => focusFirstInvalid(node));
      return unmatched;
    },
    [form, validate],
  );

  const refuse = useCallback(
    (error: unknown) => {
      const answer = refusal(error, latest.current.refusalWords);
      if (toldCentrally(answer)) return;
      // worded again from the answer (and the form's words then) when the language changes
      const messages = 'text' in answer ? [answer.text] : setServerErrors(() => refusalFields(refusal(error, latest.current.refusalWords)));
      for (const message of messages) notify('error', message);
    },
    [setServerErrors],
  );

  return {
    form,
    submitting,
    // read by field: the form renders again when a message shown changes, not whenever a field is
    // touched (felte's whole store, read once, would make every field's read stale)
    error: (name) => (name === '' || pressedAway.includes(name) ? undefined : firstMessage(felte.errors(name))),
    values: () => data(),
    setValue: (name, value) => setFields(name, value, true),
    setServerErrors,
    refuse,
    saved: () => {
      if (draft !== undefined) keepTypedDraft(draft, '');
      setRestored(false);
    },
    changed: () => changedValues(data(), initialValues).length > 0,
    restored,
    discard: () => {
      // every field the form holds, those changed back as they began (a field with no initial value empty)
      const now = data();
      setInitialValues({ ...now, ...Object.fromEntries(changedValues(now, initialValues).map(([name]) => [name, initialValues?.[name] ?? ''])) });
      reset();
      if (draft !== undefined) keepTypedDraft(draft, '');
      setRestored(false);
    },
  };
}

// a field's message as validate() gave it, or the first of those felte keeps for it
const firstMessage = (messages: unknown): string | undefined => {
  const first: unknown = Array.isArray(messages) ? messages[0] : messages;
  return typeof first === 'string' ? first : undefined;
};

// felte types its ref loosely; it is always an object ref
function formNode(ref: Ref<HTMLFormElement>): HTMLFormElement | null {
  return ref && typeof ref === 'object' ? ref.current : null;
}

/**
 * The first field on screen marked invalid, or named among `failed`: a refused submit's messages are
 * not rendered yet when felte tells it (a press on Save left the focus on the button).
 */
function focusFirstInvalid(form: HTMLFormElement | null | undefined, failed: readonly string[] = []) {
  if (!form) return;
  const named = [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      failed.includes(element.getAttribute('name') ?? '') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      (element.checkVisibility?.() ?? true),
  );
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const first = named && marked ? (named.compareDocumentPosition(marked) & Node.DOCUMENT_POSITION_PRECEDING ? marked : named) : (named ?? marked);
  first?.focus();
}
