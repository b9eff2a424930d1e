// Password reset step 2: check the code, keep it for the new-password step.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../domain/format';
import { appTexts, authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { saveReset, type PendingReset } from '../../../state/auth-flow';
import { notify } from '../../../state/notifications';
import { useCheckResetCode, useSendResetCode } from '../api/mutations';
import { useReturnPath } from '../sign-in';
import { AuthLayout } from './AuthLayout';
import { CodeForm, type CodeValues } from './CodeForm';

/** The phone or the email a reset code went to, as the API wants it. */
export function resetContact(pending: PendingReset): { phone: string } | { email: string } {
  return pending.phone ? { phone: pending.phone } : { email: pending.email ?? '' };
}

export function ResetCode({ pending }: { pending: PendingReset }) {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const [, navigate] = useLocation();
  const next = useReturnPath();
  const [sentAt, setSentAt] = useState(pending.codeSentAt);
  const sendCode = useSendResetCode();
  const checkCode = useCheckResetCode();
  const contact = resetContact(pending);

  async function resend() {
    await sendCode(pending.scope, contact);
    const now = Date.now();
    saveReset({ ...pending, codeSentAt: now });
    setSentAt(now);
    notify('success', t.code.resent);
  }

  async function confirm({ code }: CodeValues) {
    await checkCode(pending.scope, { ...contact, code });
    saveReset({ ...pending, codeSentAt: sentAt, code });
    navigate(paths.createPassword.href('resetPassword', next));
  }

  return (
    <AuthLayout
      title={screens.ConfirmationCode}
      scope={pending.scope}
      lead={
        'phone' in contact ? (
          <>
            {t.code.sentToPhone} <strong dir="ltr">{formatPhone(contact.phone)}</strong>
          </>
        ) : (
          <>
            {t.code.sentToEmail} <strong>{contact.email}</strong>
          </>
        )
      }
    >
      <CodeForm sentAt={sentAt} onResend={resend} onConfirm={confirm} changeHref={paths.resetPassword.href(pending.scope, next)} />
    </AuthLayout>
  );
}
