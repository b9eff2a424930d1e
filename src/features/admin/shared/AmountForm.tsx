import { useMemo, useState } from 'react';
import { formatGel, parseNumber } from '../../../domain/format';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang, useTexts } from '../../../i18n/texts';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from './DialogActions';
import { useFocusOnOpen } from './use-focus-on-open';
import { AMOUNT_MIN, amountOf, amountSchema, type AmountUnit } from './input-dialog.schema';
import './amount-form.css';

interface Props {
  /** the balance a percent is taken of; the percent option is offered only when it is above 0 */
  base: number;
  submitLabel: string;
  onCancel: () => void;
  /** throws the refusal, which the form shows */
  onSubmit: (value: { amount: number; reason: string }) => Promise<unknown>;
}

/** The input dialog's money option: GEL, or a percent of the balance, and the reason. */
export function AmountForm({ base, submitLabel, onCancel, onSubmit }: Props) {
  const t = useTexts(adminTexts).input;
  const lang = useLang();
  const r = useRules();
  const [unit, setUnit] = useState<AmountUnit>('gel');
  const [typed, setTyped] = useState('');
  const focus = useFocusOnOpen<HTMLInputElement>();
  const belowMinimum = t.belowMinimum(formatGel(AMOUNT_MIN, lang));
  const schema = useMemo(() => amountSchema(r, unit, base, belowMinimum), [r, unit, base, belowMinimum]);
  const f = useForm({
    schema,
    initialValues: { unit: 'gel', amount: '', reason: '' },
    onSubmit: async (values) => {
      try {
        await onSubmit({ amount: amountOf(unit, parseNumber(values.amount), base), reason: values.reason });
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  const percent = parseNumber(typed);
  const preview = unit === 'percent' && typed !== '' && Number.isFinite(percent) && percent > 0 ? t.percentOf(formatGel(amountOf('percent', percent, base), lang)) : undefined;

  return (
    <form
      ref={f.form}
      noValidate
      className="dialog-form"
      onChange={(event) => {
        const target = event.target;
        if (!(target instanceof HTMLInputElement)) return;
        if (target.name === 'unit') setUnit(target.value === 'percent' ? 'percent' : 'gel');
        if (target.name === 'amount') setTyped(target.value.trim());
      }}
    >
      {base > 0 && (
        <fieldset className="amount-form__units">
          <legend className="field__label">{t.unit}</legend>
          <label className="amount-form__unit">
            <input type="radio" name="unit" value="gel" defaultChecked />
            {t.unitGel}
          </label>
          <label className="amount-form__unit">
            <input type="radio" name="unit" value="percent" />
            {t.unitPercent}
          </label>
        </fieldset>
      )}
      <TextField
        name="amount"
        label={unit === 'percent' ? t.percentLabel : t.amountLabel}
        hint={preview ?? (unit === 'percent' ? t.percentHint : undefined)}
        inputMode="decimal"
        autoComplete="off"
        ref={focus}
        error={f.error('amount')}
      />
      <TextAreaField name="reason" label={t.reason} hint={t.reasonHint} rows={3} error={f.error('reason')} />
      <DialogActions submitLabel={submitLabel} busy={f.submitting} onCancel={onCancel} />
    </form>
  );
}
