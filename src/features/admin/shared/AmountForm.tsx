import { useEffect, useMemo } from 'react';
import { formatGel, parseNumber } from '../../../domain/format';
import { useRules } from '../../../domain/rules';
import { adminTexts, refusalsTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { loadTexts, useTexts } from '../../../i18n/texts';
import { whenIdle } from '../../../ui/idle/when-idle';
import { TextAreaField } from '../../../ui/form/TextAreaField';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from './DialogActions';
import { useFocusOnOpen } from './use-focus-on-open';
import { AMOUNT_MIN, PERCENT_MAX, amountOf, amountSchema, unitOf } from './input-dialog.schema';
import './amount-form.css';

interface Props {
  /** the balance a percent is taken of; the percent option is offered only when it is above 0 */
  base: number;
  /** the most the amount may come to, refused before it is sent (the API's own refusal's words) */
  most?: number | undefined;
  submitLabel: string;
  draft: string;
  onCancel: () => void;
  /** resolves whether it was done (not when a confirm was declined); throws the refusal, which the form shows */
  onSubmit: (value: { amount: number; reason: string }) => Promise<boolean>;
}

/**
 * The amount's limit is worded as the API's refusal, whose words load on demand: a screen that opens
 * the form loads them once idle, so opening it never waits for them (a wait would hide the screen).
 */
export function usePreloadedAmountWords(): void {
  const lang = useLang();
  useEffect(() => whenIdle(() => void loadTexts(lang, [refusalsTexts.id]).catch(() => undefined)), [lang]);
}

/** The input dialog's money option: GEL, or a percent of the balance, and the reason. */
export function AmountForm({ base, most, submitLabel, draft, onCancel, onSubmit }: Props) {
  const t = useTexts(adminTexts).input;
  const aboveMost = useTexts(refusalsTexts).balance_too_low;
  const lang = useLang();
  const r = useRules();
  const focus = useFocusOnOpen<HTMLInputElement>();
  const belowMinimum = t.belowMinimum(formatGel(AMOUNT_MIN, lang));
  const schema = useMemo(
    () => amountSchema(r, base, belowMinimum, most === undefined ? undefined : { most, message: aboveMost }),
    [r, base, belowMinimum, most, aboveMost],
  );
  const f = useForm({
    schema,
    initialValues: { unit: 'gel', amount: '', reason: '' },
    draft,
    onSubmit: async (values) => {
      try {
        if (await onSubmit({ amount: amountOf(unitOf(values.unit, base), parseNumber(values.amount), base), reason: values.reason })) f.saved();
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  const values = f.values();
  const unit = unitOf(values.unit, base);
  const typed = typeof values.amount === 'string' ? values.amount.trim() : '';
  const percent = parseNumber(typed);
  // only for a percent the form takes: past 100 it would name more than the balance beside the refusal
  const preview = unit === 'percent' && typed !== '' && Number.isFinite(percent) && percent > 0 && percent <= PERCENT_MAX ? t.percentOf(formatGel(amountOf('percent', percent, base), lang)) : undefined;

  return (
    <form ref={f.form} noValidate className="dialog-form">
      {base > 0 && (
        <fieldset className="amount-form__units">
          <legend className="field__label">{t.unit}</legend>
          <label className="amount-form__unit">
            <input type="radio" name="unit" value="gel" />
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
      <TextAreaField name="reason" label={t.reason} hint={t.reasonHint} rows={3} length={String(values.reason ?? '').length} error={f.error('reason')} />
      <DialogActions submitLabel={submitLabel} busy={f.submitting} form={f} startsBlank onCancel={onCancel} />
    </form>
  );
}
