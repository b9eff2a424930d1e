import { useId, useMemo, useState } from 'react';
import { formatPhone } from '../../../domain/format';
import { SMS_CODE_LENGTH } from '../../../domain/limits';
import { useRules } from '../../../domain/rules';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { busyProps } from '../../../ui/button/busy';
import { useCooldown } from '../../../ui/countdown/use-cooldown';
import { Dialog } from '../../../ui/dialog/Dialog';
import { FormAlert } from '../../../ui/form/FormAlert';
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
  const t = useTexts(profileTexts).verify;
  return (
    <Dialog open={phone !== null} title={t.title} onClose={onClose}>
      {phone && <CodeForm phone={phone} onClose={onClose} onConfirm={onConfirm} />}
    </Dialog>
  );
}

// mounted with the open dialog, so felte finds the form on its first render
function CodeForm({ phone, onClose, onConfirm }: Props & { phone: string }) {
  const texts = useTexts(profileTexts);
  const t = texts.verify;
  const rules = useRules();
  const schema = useMemo(() => codeSchema(rules), [rules]);
  const [resending, setResending] = useState(false);
  const sendPhoneCode = useSendPhoneCode();
  const cooldown = useCooldown();
  const alertId = useId();
  const form = useForm({
    schema,
    refusalWords: { phone_taken: texts.profile.phoneTaken },
    async onSubmit({ code }) {
      const refused = await onConfirm(code);
      if (refused !== undefined) form.refuse(refused);
    },
  });

  async function resend() {
    setResending(true);
    try {
      await sendPhoneCode(phone);
      notify('success', t.resent);
    } catch (error) {
      if (!cooldown.hold(error)) form.refuse(error);
    } finally {
      setResending(false);
    }
  }

  return (
    <form ref={form.form} className="edit-profile__code" noValidate>
      <p>{t.text(formatPhone(phone))}</p>
      <TextField
        name="code"
        label={t.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        error={form.error('code')}
        data-autofocus
      />
      <FormAlert id={alertId}>{cooldown.message}</FormAlert>
      <button
        type="button"
        className="edit-profile__resend"
        aria-describedby={alertId}
        {...busyProps({ busy: resending, waiting: cooldown.left > 0, onClick: () => void resend() })}
      >
        {t.resend}
      </button>
      <FormActions submitLabel={t.confirm} busy={form.submitting} onCancel={onClose} />
    </form>
  );
}
