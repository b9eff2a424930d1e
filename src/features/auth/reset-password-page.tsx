// Route ResetPassword: step 1 of a password reset, by phone or email. `?scope=admin` (from the
// admin login) runs the whole reset against /api/admin.
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { object } from 'yup';
import { paths, queryString } from '../../config/paths';
import { useRules } from '../../domain/rules';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { readReset, saveReset, type AuthScope } from '../../state/auth-flow';
import { Button } from '../../ui/button/Button';
import { useCooldown } from '../../ui/countdown/use-cooldown';
import { FormAlert } from '../../ui/form/FormAlert';
import { nationalPart } from '../../ui/form/phone-mask';
import { useForm } from '../../ui/form/use-form';
import { useSendResetCode } from './api/mutations';
import { AuthLayout } from './components/AuthLayout';
import { ContactInput } from './components/ContactInput';
import { contactFields, contactOf, type ContactMethod } from './contact.schema';
import { refuseOn } from './refused';
import { useReturnPath } from './sign-in';
import './components/auth-form.css';

export function ResetPasswordPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const scope: AuthScope = new URLSearchParams(useSearch()).get('scope') === 'admin' ? 'admin' : 'user';
  const [, navigate] = useLocation();
  const next = useReturnPath();
  // coming back from the code screen ("change data"), the contact is filled in again
  const [previous] = useState(() => {
    const pending = readReset();
    return pending?.scope === scope ? pending : null;
  });
  const [method, setMethod] = useState<ContactMethod>(previous?.email ? 'email' : 'phone');
  const sendCode = useSendResetCode();
  const cooldown = useCooldown();
  const alertId = useId();
  const r = useRules();
  const schema = useMemo(() => object(contactFields(r)), [r]);

  const form = useForm({
    schema,
    initialValues: previous ? { method, phone: nationalPart(previous.phone), email: previous.email ?? '' } : undefined,
    async onSubmit(values) {
      const contact = contactOf(values);
      try {
        await sendCode(scope, contact);
      } catch (error) {
        // a 422 (no such account) shows the server's text, any other refusal the app's own (§8);
        // the form stays
        if (!cooldown.hold(error)) refuseOn(form, error, t.code.sendFailed);
        return;
      }
      saveReset({ scope, ...contact, codeSentAt: Date.now() });
      navigate(paths.confirmationCode.href('resetPassword', next));
    },
  });

  return (
    <AuthLayout
      title={screens.ResetPassword}
      lead={t.reset.lead}
      scope={scope}
      footer={<Link href={scope === 'admin' ? paths.adminLogin.href() : paths.login.href(queryString({ next }))}>{t.backToLogin}</Link>}
    >
      <form ref={form.form} className="auth-form" noValidate>
        <ContactInput form={form} method={method} onMethodChange={setMethod} />
        <FormAlert id={alertId}>{cooldown.message}</FormAlert>
        <Button type="submit" className="auth-form__submit" busy={form.submitting} waiting={cooldown.left > 0} aria-describedby={alertId}>
          {t.reset.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
