import { useMemo } from 'react';
import { useRules } from '../../../domain/rules';
import { profileTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { notify } from '../../../state/notifications';
import { Dialog } from '../../../ui/dialog/Dialog';
import { PasswordField } from '../../../ui/form/PasswordField';
import { useForm } from '../../../ui/form/use-form';
import { FormActions } from '../components/FormActions';
import { useChangePassword } from './api/mutations';
import { passwordSchema } from './profile.schema';

/** §2 change-password dialog: the current password and the new one twice (§5 rules). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts(profileTexts).password;
  return (
    <Dialog open={open} title={t.title} onClose={onClose}>
      {open && <PasswordForm onClose={onClose} />}
    </Dialog>
  );
}

function PasswordForm({ onClose }: { onClose: () => void }) {
  const t = useTexts(profileTexts).password;
  const rules = useRules();
  const schema = useMemo(() => passwordSchema(rules), [rules]);
  const change = useChangePassword();
  const form = useForm({
    schema,
    async onSubmit(values) {
      try {
        await change.mutateAsync({ body: values });
      } catch (error) {
        form.refuse(error);
        return;
      }
      notify('success', t.changed);
      onClose();
    },
  });

  return (
    <form ref={form.form} className="edit-profile__password" noValidate>
      <PasswordField name="old_password" label={t.old} autoComplete="current-password" error={form.error('old_password')} data-autofocus />
      <PasswordField name="password" label={t.new} autoComplete="new-password" error={form.error('password')} />
      <PasswordField
        name="password_confirmation"
        label={t.repeat}
        autoComplete="new-password"
        error={form.error('password_confirmation')}
      />
      <FormActions submitLabel={t.submit} busy={form.submitting} onCancel={onClose} />
    </form>
  );
}
