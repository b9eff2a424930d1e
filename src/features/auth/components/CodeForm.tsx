// The 4-digit code of the confirmation-code screen, with the resend countdown. The flow
// (registration or password reset) decides what a code does; a refused code is shown on the
// field and the typed code stays. A registration whose password a reload forgot asks for it here.
import { object, string } from 'yup';
import { Link } from 'wouter';
import { refusal, toldCentrally } from '../../../api/refusal';
import { required, sameLengthError, wrongFormatError } from '../../../domain/rules';
import { authKa } from '../../../i18n/auth.ka';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { newPasswordSchema } from '../register.schema';
import { NewPasswordFields } from './NewPasswordFields';
import { ResendCode } from './ResendCode';
import './auth-form.css';
import './code-form.css';

export const CODE_LENGTH = 4;

const codeSchema = object({
  code: string().default('').test(required).test(wrongFormatError(/^\d+$/)).test(sameLengthError(CODE_LENGTH)),
});
const withPasswordSchema = codeSchema.concat(newPasswordSchema);

export interface CodeValues {
  code: string;
  password?: string;
  password_confirmation?: string;
}

interface Props {
  sentAt: number;
  /** sends a new code (and moves `sentAt` on when it went out); throws the refusal */
  onResend: () => Promise<void>;
  /** checks the code; throws the refusal, which is shown on the code field (or the fields it names) */
  onConfirm: (values: CodeValues) => Promise<void>;
  /** ask for the new password as well */
  askPassword?: boolean;
  /** back to the step that asked for the code */
  changeHref: string;
}

export function CodeForm({ sentAt, onResend, onConfirm, askPassword = false, changeHref }: Props) {
  const form = useForm({
    schema: askPassword ? withPasswordSchema : codeSchema,
    async onSubmit(values) {
      try {
        await onConfirm(values);
      } catch (error) {
        const answer = refusal(error);
        if (toldCentrally(answer)) return;
        if ('text' in answer) form.setServerErrors({ code: [answer.text] });
        else form.refuse(error);
      }
    },
  });

  return (
    <form ref={form.form} className="auth-form" noValidate>
      {askPassword && (
        <>
          <p className="auth-form__note">{authKa.code.passwordAgain}</p>
          <NewPasswordFields form={form} label={authKa.fields.password} />
        </>
      )}
      <TextField
        name="code"
        className="field--code"
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
