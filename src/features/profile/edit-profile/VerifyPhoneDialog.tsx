import { useState } from 'react';
import { formatPhone } from '../../../domain/format';
import { profileKa } from '../../../i18n/profile.ka';
import { notify } from '../../../state/notifications';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { FormActions } from '../components/FormActions';
import { useSendPhoneCode } from './api/mutations';
import { codeSchema } from './profile.schema';

interface Props {
  /** the new number the code went to; null while the dialog is closed */
  phone: string | null;
  onClose: () => void;
  /** saves the profile with the code; answers the refused save's error when it belongs in this dialog */
  onConfirm: (code: string) => Promise<unknown>;
}

/** §2 verification by code: the 4-digit SMS code that confirms a new phone number. */
export function VerifyPhoneDialog({ phone, onClose, onConfirm }: Props) {
  return (
    <Dialog open={phone !== null} title={profileKa.verify.title} onClose={onClose}>
      {phone && <CodeForm phone={phone} onClose={onClose} onConfirm={onConfirm} />}
    </Dialog>
  );
}

// mounted with the open dialog, so felte finds the form on its first render
function CodeForm({ phone, onClose, onConfirm }: Props & { phone: string }) {
  const [resending, setResending] = useState(false);
  const sendPhoneCode = useSendPhoneCode();
  const form = useForm({
    schema: codeSchema,
    async onSubmit({ code }) {
      const refused = await onConfirm(code);
      if (refused !== undefined) form.refuse(refused);
    },
  });

  async function resend() {
    setResending(true);
    try {
      await sendPhoneCode(phone);
      notify('success', profileKa.verify.resent);
    } catch (error) {
      form.refuse(error);
    } finally {
      setResending(false);
    }
  }

  return (
    <form ref={form.form} className="edit-profile__code" noValidate>
      <p>{profileKa.verify.text(formatPhone(phone))}</p>
      <TextField
        name="code"
        label={profileKa.verify.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        error={form.error('code')}
        autoFocus
      />
      <button type="button" className="edit-profile__resend" disabled={resending} aria-busy={resending || undefined} onClick={() => void resend()}>
        {profileKa.verify.resend}
      </button>
      <FormActions submitLabel={profileKa.verify.confirm} busy={form.submitting} onCancel={onClose} />
    </form>
  );
}
