import { useMemo } from 'react';
import { numberInput, parseNumber } from '../../../domain/format';
import { useRules } from '../../../domain/rules';
import { adminTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from './DialogActions';
import { useFocusOnOpen } from './use-focus-on-open';
import { coefficientSchema } from './input-dialog.schema';

interface Props {
  initial: number;
  submitLabel: string;
  draft: string;
  onCancel: () => void;
  /** throws the refusal, which the form shows */
  onSubmit: (coefficient: number) => Promise<unknown>;
}

/** The input dialog's coefficient option: one number above 0. */
export function CoefficientForm({ initial, submitLabel, draft, onCancel, onSubmit }: Props) {
  const t = useTexts(adminTexts).users;
  const lang = useLang();
  const r = useRules();
  const schema = useMemo(() => coefficientSchema(r), [r]);
  const focus = useFocusOnOpen<HTMLInputElement>();
  const f = useForm({
    schema,
    initialValues: { coefficient: numberInput(initial, lang) },
    draft,
    onSubmit: async ({ coefficient }) => {
      try {
        await onSubmit(parseNumber(coefficient));
        f.saved();
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  return (
    <form ref={f.form} noValidate className="dialog-form">
      <TextField
        name="coefficient"
        label={t.coefficientLabel}
        hint={t.coefficientHint}
        inputMode="decimal"
        autoComplete="off"
        ref={focus}
        error={f.error('coefficient')}
      />
      <DialogActions submitLabel={submitLabel} busy={f.submitting} form={f} onCancel={onCancel} />
    </form>
  );
}
