// Route CreatePassword (`?type=resetPassword`): step 3 of a password reset. Success returns to
// the login the reset started from, with the "password changed" notification.
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { refusal, refusalFields, refusalText, toldCentrally } from '../../api/refusal';
import { paths, queryString } from '../../config/paths';
import { useRules } from '../../domain/rules';
import { appTexts, authTexts } from '../../i18n/catalogues';
import type { AuthTexts } from '../../i18n/auth.ka';
import type { Lang } from '../../i18n/lang';
import { useLang } from '../../i18n/lang-context';
import { useTexts } from '../../i18n/texts';
import { clearReset, readReset, type PendingReset } from '../../state/auth-flow';
import { newEntry } from '../../state/history-entry';
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
import { useReturnPath } from './sign-in';
import './components/auth-form.css';

export function CreatePasswordPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const next = useReturnPath();
  const [pending] = useState(readReset);
  if (!pending?.code) {
    return (
      <FlowMissing
        title={screens.CreatePassword}
        text={t.createPassword.missing}
        startHref={paths.resetPassword.href(pending?.scope, next)}
        startLabel={t.code.startReset}
      />
    );
  }
  return <CreatePasswordForm pending={pending} code={pending.code} />;
}

/** A refusal as the server sent it, and the field the form does not have whose message it shows (null: its text). */
interface Refused {
  error: unknown;
  field: string | null;
}

/** What stands beside the form for a refusal, worded in `lang`. */
function besideForm({ error, field }: Refused, texts: AuthTexts, lang: Lang): string | undefined {
  const answer = authRefusal(error, texts.refused, lang);
  return field === null ? refusalText(answer) : refusalFields(answer)[field]?.[0];
}

function CreatePasswordForm({ pending, code }: { pending: PendingReset; code: string }) {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const [, navigate] = useLocation();
  const next = useReturnPath();
  const lang = useLang();
  // kept as the server sent it and worded at each render, so a switch of language words it again
  const [refused, setRefused] = useState<Refused | null>(null);
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
        // a text (an expired code) stays beside the form; errors by field go onto the fields, one
        // for a field the form does not have beside it
        if ('text' in answer) setRefused({ error, field: null });
        else {
          form.setServerErrors(() => refusalFields(refusal(error)));
          const field = Object.keys(answer.fields).find((name) => !(name in schema.fields));
          setRefused(field === undefined ? null : { error, field });
        }
        return;
      }
      clearReset();
      notify('success', t.createPassword.changed);
      // the sign-in asks only for the new password: its contact is the reset's
      const contact = resetContact(pending);
      navigate(pending.scope === 'admin' ? paths.adminLogin.href() : paths.login.href(queryString({ next })), {
        replace: true,
        state: newEntry('contact', 'phone' in contact ? contact.phone : contact.email),
      });
    },
  });

  const shown = refused && besideForm(refused, t, lang);
  return (
    <AuthLayout title={screens.CreatePassword} lead={t.createPassword.lead} scope={pending.scope}>
      <form ref={form.form} className="auth-form" noValidate>
        <NewPasswordFields form={form} label={t.fields.newPassword} />
        <FormAlert>
          {shown && (
            <>
              {shown} <Link href={paths.resetPassword.href(pending.scope, next)}>{t.createPassword.newCode}</Link>
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
