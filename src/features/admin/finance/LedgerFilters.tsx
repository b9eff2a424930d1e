import { useEffect, useMemo, useRef } from 'react';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { emptyFilter, toTransactionType, type LedgerFilter } from './ledger';
import { ledgerFilterSchema } from './ledger.schema';

interface Props {
  /** the filter in effect (the address's): the fields start with it, and show one that comes from elsewhere (Back, a link) */
  value: LedgerFilter;
  /** resolves once the filter is applied; throws the refusal, which the form shows under its fields */
  onApply: (filter: LedgerFilter) => Promise<unknown>;
}

const FIELDS = ['type', 'user', 'from', 'to'] as const;

/** Type, user and day range of the ledger; applied on submit, after the days were checked. */
export function LedgerFilters({ value, onApply }: Props) {
  const texts = useTexts(adminTexts);
  const t = texts.ledger;
  const r = useRules();
  const schema = useMemo(() => ledgerFilterSchema(r, texts), [r, texts]);
  const f = useForm({
    schema,
    initialValues: value,
    onSubmit: async (values) => {
      try {
        await onApply({ type: toTransactionType(values.type), user: values.user, from: values.from, to: values.to });
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  // a filter from elsewhere shows in the fields; a field whose filter did not change keeps what is
  // typed in it (a new page of the same filter changes none)
  const shown = useRef(value);
  useEffect(() => {
    const before = shown.current;
    shown.current = value;
    for (const name of FIELDS) if (value[name] !== before[name] && f.values()[name] !== value[name]) f.setValue(name, value[name]);
  });
  return (
    <form
      ref={f.form}
      noValidate
      className="ledger-filters"
      aria-label={t.filters}
      // reset empties the fields (felte follows the form's reset) and shows everything again
      onReset={() => void onApply(emptyFilter).catch(f.refuse)}
    >
      <SelectField
        name="type"
        label={t.type}
        placeholder={t.all}
        options={[
          { value: 'deposit', label: t.deposit },
          { value: 'debit', label: t.debit },
        ]}
      />
      <TextField name="user" label={t.user} placeholder={t.userHint} className="ledger-filters__user" autoComplete="off" error={f.error('user')} />
      <TextField name="from" type="date" label={t.from} error={f.error('from')} />
      <TextField name="to" type="date" label={t.to} error={f.error('to')} />
      <div className="ledger-filters__actions">
        <Button type="submit">{t.apply}</Button>
        <Button type="reset" variant="ghost">
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
