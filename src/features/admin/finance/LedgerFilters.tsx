import { useMemo } from 'react';
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
  /** resolves once the filter is applied; throws the refusal, which the form shows under its fields */
  onApply: (filter: LedgerFilter) => Promise<unknown>;
}

/** Type, user and day range of the ledger; applied on submit, after the days were checked. */
export function LedgerFilters({ onApply }: Props) {
  const texts = useTexts(adminTexts);
  const t = texts.ledger;
  const r = useRules();
  const schema = useMemo(() => ledgerFilterSchema(r, texts), [r, texts]);
  const f = useForm({
    schema,
    onSubmit: async (values) => {
      try {
        await onApply({ type: toTransactionType(values.type), user: values.user, from: values.from, to: values.to });
      } catch (error) {
        f.refuse(error);
      }
    },
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
      <TextField name="user" label={t.user} placeholder={t.userHint} autoComplete="off" error={f.error('user')} />
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
