// The 4-digit code of the confirmation-code screen, with the resend countdown. The flow
// (registration or password reset) decides what a code does; a refused code is shown on the
// field and the typed code stays. A registration whose password a reload forgot asks for it here.
import { useMemo } from 'react';
import { object } from 'yup';
import { Link } from 'wouter';
import { refusalText, toldCentrally } from '../../../api/refusal';
import { smsCodeField, useRules, type Rules } from '../../../domain/rules';
import { SMS_CODE_LENGTH } from '../../../domain/limits';
import { authTexts } from '../../../i18n/catalogues';
import { documentLang } from '../../../i18n/lang-context';
import { textsFor, useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { TextField } from '../../../ui/form/TextField';
import { useForm } from '../../../ui/form/use-form';
import { authRefusal } from '../refused';
import { newPasswordSchema } from '../register.schema';
import { NewPasswordFields } from './NewPasswordFields';
import { ResendCode } from './ResendCode';
import './auth-form.css';
import './code-form.css';

const codeSchema = (r: Rules) => object({ code: smsCodeField(r) });

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
  const t = useTexts(authTexts);
  const r = useRules();
  const schema = useMemo(() => (askPassword ? codeSchema(r).concat(newPasswordSchema(r)) : codeSchema(r)), [askPassword, r]);
  const form = useForm({
    schema,
    async onSubmit(values) {
      try {
        await onConfirm(values);
      } catch (error) {
        const answer = authRefusal(error, t.refused);
        if (toldCentrally(answer)) return;
        // worded again from the answer, in the page's language then, when the language changes
        if ('text' in answer) form.setServerErrors(() => ({ code: [refusalText(authRefusal(error, textsFor(authTexts, documentLang()).refused))] }));
        else form.refuse(error);
      }
    },
  });

  return (
    <form ref={form.form} className="auth-form" noValidate>
      {askPassword && (
        <>
          <p className="auth-form__note">{t.code.passwordAgain}</p>
          <NewPasswordFields form={form} label={t.fields.password} />
        </>
      )}
      <TextField
        name="code"
        className="field--code"
        label={t.fields.code}
        hint={t.fields.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder="••••"
        error={form.error('code')}
      />
      <Button type="submit" className="auth-form__submit" busy={form.submitting}>
        {t.code.submit}
      </Button>
      <ResendCode sentAt={sentAt} onResend={onResend} />
      <Link href={changeHref} className="auth-form__note">
        {t.code.changeData}
      </Link>
    </form>
  );
}
