// Route ResetPassword: step 1 of a password reset, by phone or email. `?scope=admin` (from the
// admin login) runs the whole reset against /api/admin.
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { object } from 'yup';
import { paths } from '../../config/paths';
import { authKa } from '../../i18n/auth.ka';
import { ka } from '../../i18n/ka';
import { readReset, saveReset, type AuthScope } from '../../state/auth-flow';
import { Button } from '../../ui/button/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { nationalPart } from '../../ui/form/phone-mask';
import { useForm } from '../../ui/form/use-form';
import { useSendResetCode } from './api/mutations';
import { AuthLayout } from './components/AuthLayout';
import { ContactInput } from './components/ContactInput';
import { contactFields, contactOf, type ContactMethod } from './contact.schema';
import { useCooldown } from './use-cooldown';
import './components/auth-form.css';

const schema = object(contactFields);

export function ResetPasswordPage() {
  const scope: AuthScope = new URLSearchParams(useSearch()).get('scope') === 'admin' ? 'admin' : 'user';
  const [, navigate] = useLocation();
  // coming back from the code screen ("change data"), the contact is filled in again
  const [previous] = useState(() => {
    const pending = readReset();
    return pending?.scope === scope ? pending : null;
  });
  const [method, setMethod] = useState<ContactMethod>(previous?.email ? 'email' : 'phone');
  const sendCode = useSendResetCode();
  const cooldown = useCooldown();

  const form = useForm({
    schema,
    initialValues: previous ? { method, phone: nationalPart(previous.phone), email: previous.email ?? '' } : undefined,
    async onSubmit(values) {
      const contact = contactOf(values);
      try {
        await sendCode(scope, contact);
      } catch (error) {
        // a 422 (no such account) shows the server's text; the form stays
        if (!cooldown.hold(error)) form.refuse(error);
        return;
      }
      saveReset({ scope, ...contact, codeSentAt: Date.now() });
      navigate(paths.confirmationCode.href('resetPassword'));
    },
  });

  return (
    <AuthLayout
      title={ka.screens.ResetPassword}
      lead={authKa.reset.lead}
      scope={scope}
      footer={<Link href={scope === 'admin' ? paths.adminLogin.href() : paths.login.href()}>{authKa.backToLogin}</Link>}
    >
      <form ref={form.form} className="auth-form" noValidate>
        <ContactInput form={form} method={method} onMethodChange={setMethod} />
        <FormAlert>{cooldown.left > 0 && authKa.tooManyAttempts(cooldown.left)}</FormAlert>
        <Button type="submit" className="auth-form__submit" busy={form.submitting} disabled={cooldown.left > 0}>
          {authKa.reset.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
