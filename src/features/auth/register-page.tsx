// Route Register (§2): step 1 of registration. The data waits in localStorage (§4) while the
// code is confirmed; coming back here (or after a refused registration) the form is filled again.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { normalizePhone } from '../../domain/format';
import { authKa } from '../../i18n/auth.ka';
import { ka } from '../../i18n/ka';
import { readRegistration, saveRegistration } from '../../state/auth-flow';
import { notify } from '../../state/notifications';
import { Button } from '../../ui/button/Button';
import { PhoneInput } from '../../ui/form/PhoneInput';
import { TextField } from '../../ui/form/TextField';
import { nationalPart } from '../../ui/form/phone-mask';
import { useForm } from '../../ui/form/use-form';
import { sendRegisterCode } from './auth-api';
import { AuthLayout } from './components/AuthLayout';
import { NewPasswordFields } from './components/NewPasswordFields';
import { registerSchema } from './register.schema';
import './components/auth-form.css';

export function RegisterPage() {
  const [, navigate] = useLocation();
  const [pending] = useState(readRegistration);

  const form = useForm({
    schema: registerSchema,
    initialValues: pending ? { ...pending.data, phone: nationalPart(pending.data.phone), email: pending.data.email ?? '' } : undefined,
    async onSubmit({ email, ...values }) {
      const phone = normalizePhone(values.phone) ?? values.phone;
      const contact = { phone, ...(email ? { email } : {}) };
      const { data } = await sendRegisterCode(contact);
      // a 422 (phone taken, too many requests) is shown by the central handler; the form stays
      if (!data) return;
      saveRegistration({ data: { ...values, ...contact }, codeSentAt: Date.now() });
      navigate(paths.confirmationCode.href('register'));
    },
  });

  // errors by field from a refused registration (the code screen sent the user back here)
  const { setServerErrors } = form;
  useEffect(() => {
    if (!pending?.serverErrors) return;
    setServerErrors(pending.serverErrors).forEach((message) => notify('error', message));
    saveRegistration({ ...pending, serverErrors: undefined });
  }, [pending, setServerErrors]);

  return (
    <AuthLayout
      title={ka.screens.Register}
      lead={authKa.register.lead}
      footer={
        <>
          {authKa.register.haveAccount} <Link href={paths.login.href()}>{authKa.register.login}</Link>
        </>
      }
    >
      <form ref={form.form} className="auth-form" noValidate>
        <div className="auth-form__row">
          <TextField name="name" label={authKa.fields.name} autoComplete="given-name" error={form.error('name')} />
          <TextField name="surname" label={authKa.fields.surname} autoComplete="family-name" error={form.error('surname')} />
        </div>
        <PhoneInput name="phone" label={authKa.fields.phone} error={form.error('phone')} />
        <TextField name="email" type="email" label={authKa.fields.email} optional autoComplete="email" inputMode="email" error={form.error('email')} />
        <NewPasswordFields form={form} label={authKa.fields.password} />
        <Button type="submit" className="auth-form__submit" busy={form.submitting}>
          {authKa.register.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
