// The 4-digit code of the confirmation-code screen (§2), with the resend countdown. The flow
// (registration or password reset) decides what a code does; a refused code is shown on the
// field and the typed code stays.
import { object, string } from 'yup';
import { Link } from 'wouter';
import { required, sameLengthError, wrongFormatError } from '../../../domain/rules';
import { authKa } from '../../../i18n/auth.ka';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { ResendCode } from './ResendCode';
import './auth-form.css';
import './code-form.css';

export const CODE_LENGTH = 4;

const schema = object({
  code: string().default('').test(required).test(wrongFormatError(/^\d+$/)).test(sameLengthError(CODE_LENGTH)),
});

interface Props {
  sentAt: number;
  onResend: () => Promise<void>;
  /** checks the code; resolves to a message for the code field when it was refused */
  onConfirm: (code: string) => Promise<string | null>;
  /** back to the step that asked for the code */
  changeHref: string;
}

export function CodeForm({ sentAt, onResend, onConfirm, changeHref }: Props) {
  const form = useForm({
    schema,
    async onSubmit({ code }) {
      const refused = await onConfirm(code);
      if (refused) form.setServerErrors({ code: [refused] });
    },
  });

  return (
    <form ref={form.form} className="auth-form" noValidate>
      <TextField
        name="code"
        className="code-field"
        label={authKa.fields.code}
        hint={authKa.fields.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        placeholder="••••"
        error={form.error('code')}
      />
      <Button type="submit" className="auth-form__submit" busy={form.submitting}>
        {authKa.code.submit}
      </Button>
      <ResendCode sentAt={sentAt} onResend={onResend} />
      <Link href={changeHref} className="auth-form__note">
        {authKa.code.changeData}
      </Link>
    </form>
  );
}
