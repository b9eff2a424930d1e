// Registration step 2: check the code, then register with the kept data, the password and the code.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../domain/format';
import { appTexts, authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import {
  clearRegistration,
  fieldRefusal,
  heldPassword,
  holdPassword,
  saveRegistration,
  type NewPassword,
  type PendingRegistration,
} from '../../../state/auth-flow';
import { notify } from '../../../state/notifications';
import { useCheckRegisterCode, useRegister, useSendRegisterCode } from '../api/mutations';
import { completeSignIn, useReturnPath } from '../sign-in';
import { AuthLayout } from './AuthLayout';
import { CodeForm, type CodeValues } from './CodeForm';

export function RegisterCode({ pending }: { pending: PendingRegistration }) {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const [, navigate] = useLocation();
  const next = useReturnPath();
  const [sentAt, setSentAt] = useState(pending.codeSentAt);
  // null after a reload: the code form asks for the password again
  const [held] = useState(heldPassword);
  const sendCode = useSendRegisterCode();
  const checkCode = useCheckRegisterCode();
  const register = useRegister();
  const { phone, email } = pending.data;

  async function resend() {
    await sendCode({ phone, ...(email ? { email } : {}) });
    const now = Date.now();
    saveRegistration({ ...pending, codeSentAt: now });
    setSentAt(now);
    notify('success', t.code.resent);
  }

  async function confirm({ code, password = '', password_confirmation = '' }: CodeValues) {
    const secret: NewPassword = held ?? { password, password_confirmation };
    await checkCode({ phone, code });
    try {
      const done = await register({ ...pending.data, ...secret, code });
      clearRegistration();
      completeSignIn(done.result.token, 'user', navigate, next);
    } catch (error) {
      const refused = fieldRefusal(error);
      // errors by field belong to the register form: back there, with the errors on its fields
      // (kept as the server sent them, so that the form words them in the page's language)
      const { code: _code, ...formFields } = refused?.result ?? {};
      const formErrors = Object.entries(formFields).filter(([, list]) => list.length > 0);
      if (!refused || formErrors.length === 0) throw error;
      saveRegistration({ ...pending, codeSentAt: sentAt, refused: { result: Object.fromEntries(formErrors), codes: refused.codes } });
      holdPassword(secret);
      navigate(paths.register.href(next));
    }
  }

  return (
    <AuthLayout
      title={screens.ConfirmationCode}
      lead={
        <>
          {t.code.sentToPhone} <strong dir="ltr">{formatPhone(phone)}</strong>
        </>
      }
    >
      <CodeForm sentAt={sentAt} onResend={resend} onConfirm={confirm} askPassword={held === null} changeHref={paths.register.href(next)} />
    </AuthLayout>
  );
}
