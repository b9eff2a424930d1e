// Registration step 2 (§4, §7): check the code, then register with the saved data plus the code.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../domain/format';
import { authKa } from '../../../i18n/auth.ka';
import { ka } from '../../../i18n/ka';
import { clearRegistration, saveRegistration, type PendingRegistration } from '../../../state/auth-flow';
import { notify } from '../../../state/notifications';
import { checkRegisterCode, register, sendRegisterCode } from '../auth-api';
import { refusal, refusalText } from '../refusal';
import { completeSignIn } from '../sign-in';
import { AuthLayout } from './AuthLayout';
import { CodeForm } from './CodeForm';

export function RegisterCode({ pending }: { pending: PendingRegistration }) {
  const [, navigate] = useLocation();
  const [sentAt, setSentAt] = useState(pending.codeSentAt);
  const { phone, email } = pending.data;

  async function resend() {
    const { data } = await sendRegisterCode({ phone, ...(email ? { email } : {}) });
    if (!data) return;
    const now = Date.now();
    saveRegistration({ ...pending, codeSentAt: now });
    setSentAt(now);
    notify('success', authKa.code.resent);
  }

  async function confirm(code: string): Promise<string | null> {
    const check = await checkRegisterCode({ phone, code });
    if (!check.data) return check.response.status === 422 ? refusalText(refusal(check.error)) : null;

    const done = await register({ ...pending.data, code });
    if (done.data) {
      clearRegistration();
      completeSignIn(done.data.result.token, 'user', navigate);
      return null;
    }
    const result = done.response.status === 422 ? refusal(done.error) : undefined;
    if (result === undefined || typeof result === 'string') return refusalText(result);
    // errors by field belong to the register form: back there, with the errors on its fields
    const { code: codeErrors, ...formErrors } = result;
    if (Object.keys(formErrors).length === 0) return codeErrors?.[0] ?? null;
    saveRegistration({ ...pending, codeSentAt: sentAt, serverErrors: formErrors });
    navigate(paths.register.href());
    return null;
  }

  return (
    <AuthLayout
      title={ka.screens.ConfirmationCode}
      lead={
        <>
          {authKa.code.sentToPhone} <strong dir="ltr">{formatPhone(phone)}</strong>
        </>
      }
    >
      <CodeForm sentAt={sentAt} onResend={resend} onConfirm={confirm} changeHref={paths.register.href()} />
    </AuthLayout>
  );
}
