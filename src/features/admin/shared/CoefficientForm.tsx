import { adminKa } from '../../../i18n/admin.ka';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from './DialogActions';
import { useFocusOnOpen } from './use-focus-on-open';
import { coefficientSchema } from './input-dialog.schema';

interface Props {
  initial: number;
  submitLabel: string;
  onCancel: () => void;
  /** throws the refusal, which the form shows */
  onSubmit: (coefficient: number) => Promise<unknown>;
}

/** The input dialog's coefficient option: one number above 0. */
export function CoefficientForm({ initial, submitLabel, onCancel, onSubmit }: Props) {
  const focus = useFocusOnOpen<HTMLInputElement>();
  const f = useForm({
    schema: coefficientSchema,
    initialValues: { coefficient: String(initial) },
    onSubmit: async ({ coefficient }) => {
      try {
        await onSubmit(Number(coefficient));
      } catch (error) {
        f.refuse(error);
      }
    },
  });
  return (
    <form ref={f.form} noValidate className="dialog-form">
      <TextField
        name="coefficient"
        label={adminKa.users.coefficientLabel}
        hint={adminKa.users.coefficientHint}
        inputMode="decimal"
        autoComplete="off"
        ref={focus}
        error={f.error('coefficient')}
      />
      <DialogActions submitLabel={submitLabel} busy={f.submitting} onCancel={onCancel} />
    </form>
  );
}
