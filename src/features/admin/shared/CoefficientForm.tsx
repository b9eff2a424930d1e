import { adminKa } from '../../../i18n/admin.ka';
import { notify } from '../../../state/notifications';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { DialogActions } from './DialogActions';
import { useFocusOnOpen } from './use-focus-on-open';
import { coefficientSchema } from './input-dialog.schema';
import type { Outcome } from './outcome';

interface Props {
  initial: number;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (coefficient: number) => Promise<Outcome>;
}

/** The input dialog's coefficient option: one number above 0. */
export function CoefficientForm({ initial, submitLabel, onCancel, onSubmit }: Props) {
  const focus = useFocusOnOpen<HTMLInputElement>();
  const f = useForm({
    schema: coefficientSchema,
    initialValues: { coefficient: String(initial) },
    onSubmit: async ({ coefficient }) => {
      const outcome = await onSubmit(Number(coefficient));
      if (!outcome.ok && outcome.fields) f.setServerErrors(outcome.fields).forEach((text) => notify('error', text));
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
