import { profileKa } from '../../../i18n/profile.ka';
import { notify } from '../../../state/notifications';
import { Dialog } from '../../../ui/dialog/Dialog';
import { PasswordField } from '../../../ui/form/PasswordField';
import { useForm } from '../../../ui/form/use-form';
import { FormActions } from '../components/FormActions';
import { useChangePassword } from './api/mutations';
import { passwordSchema } from './profile.schema';

/** §2 change-password dialog: the current password and the new one twice (§5 rules). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={profileKa.password.title} onClose={onClose}>
      {open && <PasswordForm onClose={onClose} />}
    </Dialog>
  );
}

function PasswordForm({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const form = useForm({
    schema: passwordSchema,
    async onSubmit(values) {
      try {
        await change.mutateAsync({ body: values });
      } catch (error) {
        form.refuse(error);
        return;
      }
      notify('success', profileKa.password.changed);
      onClose();
    },
  });

  return (
    <form ref={form.form} className="edit-profile__password" noValidate>
      <PasswordField name="old_password" label={profileKa.password.old} autoComplete="current-password" error={form.error('old_password')} />
      <PasswordField name="password" label={profileKa.password.new} autoComplete="new-password" error={form.error('password')} />
      <PasswordField
        name="password_confirmation"
        label={profileKa.password.repeat}
        autoComplete="new-password"
        error={form.error('password_confirmation')}
      />
      <FormActions submitLabel={profileKa.password.submit} busy={form.submitting} onCancel={onClose} />
    </form>
  );
}
