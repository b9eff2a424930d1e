// A new password and its repetition (registration, password reset): names as the API wants them.
import { authKa } from '../../../i18n/auth.ka';
import { PasswordField } from '../../../ui/form/PasswordField';
import type { FormApi } from '../../../ui/form/use-form';

export function NewPasswordFields({ form, label }: { form: FormApi; label: string }) {
  return (
    <>
      <PasswordField name="password" label={label} hint={authKa.fields.passwordHint} autoComplete="new-password" error={form.error('password')} />
      <PasswordField
        name="password_confirmation"
        label={authKa.fields.passwordConfirmation}
        autoComplete="new-password"
        error={form.error('password_confirmation')}
      />
    </>
  );
}
