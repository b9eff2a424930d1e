// A new password and its repetition (registration, password reset): names as the API wants them.
import { authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { PasswordField } from '../../../ui/form/PasswordField';
import type { FormApi } from '../../../ui/form/use-form';

export function NewPasswordFields({ form, label }: { form: FormApi; label: string }) {
  const t = useTexts(authTexts);
  return (
    <>
      <PasswordField name="password" label={label} hint={t.fields.passwordHint} autoComplete="new-password" error={form.error('password')} />
      <PasswordField
        name="password_confirmation"
        label={t.fields.passwordConfirmation}
        autoComplete="new-password"
        error={form.error('password_confirmation')}
      />
    </>
  );
}
