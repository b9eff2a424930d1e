// Route CreatePassword (`?type=resetPassword`): step 3 of a password reset. Success returns to
// the login the reset started from, with the "password changed" notification.
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { toldCentrally } from '../../api/refusal';
import { paths } from '../../config/paths';
import { useRules } from '../../domain/rules';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { clearReset, readReset, type PendingReset } from '../../state/auth-flow';
import { notify } from '../../state/notifications';
import { Button } from '../../ui/button/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { useForm } from '../../ui/form/use-form';
import { useResetPassword } from './api/mutations';
import { AuthLayout } from './components/AuthLayout';
import { FlowMissing } from './components/FlowMissing';
import { NewPasswordFields } from './components/NewPasswordFields';
import { resetContact } from './components/ResetCode';
import { authRefusal } from './refused';
import { newPasswordSchema } from './register.schema';
import './components/auth-form.css';

export function CreatePasswordPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const [pending] = useState(readReset);
  if (!pending?.code) {
    return (
      <FlowMissing
        title={screens.CreatePassword}
        text={t.createPassword.missing}
        startHref={paths.resetPassword.href(pending?.scope)}
        startLabel={t.code.startReset}
      />
    );
  }
  return <CreatePasswordForm pending={pending} code={pending.code} />;
}

function CreatePasswordForm({ pending, code }: { pending: PendingReset; code: string }) {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const [, navigate] = useLocation();
  const [refused, setRefused] = useState<string | null>(null);
  const resetPassword = useResetPassword();
  const r = useRules();
  const schema = useMemo(() => newPasswordSchema(r), [r]);

  const form = useForm({
    schema,
    async onSubmit(values) {
      setRefused(null);
      try {
        await resetPassword(pending.scope, { ...resetContact(pending), code, ...values });
      } catch (error) {
        const answer = authRefusal(error, t.refused);
        if (toldCentrally(answer)) return;
        // a text (an expired code) stays beside the form; errors by field go onto the fields
        setRefused('text' in answer ? answer.text : (form.setServerErrors(answer.fields)[0] ?? null));
        return;
      }
      clearReset();
      notify('success', t.createPassword.changed);
      navigate(pending.scope === 'admin' ? paths.adminLogin.href() : paths.login.href(), { replace: true });
    },
  });

  return (
    <AuthLayout title={screens.CreatePassword} lead={t.createPassword.lead} scope={pending.scope}>
      <form ref={form.form} className="auth-form" noValidate>
        <NewPasswordFields form={form} label={t.fields.newPassword} />
        <FormAlert>
          {refused && (
            <>
              {refused} <Link href={paths.resetPassword.href(pending.scope)}>{t.createPassword.newCode}</Link>
            </>
          )}
        </FormAlert>
        <Button type="submit" className="auth-form__submit" busy={form.submitting}>
          {t.createPassword.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
