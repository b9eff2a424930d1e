// Route Register: step 1 of registration. Who registers waits in sessionStorage and the password
// in memory while the code is confirmed; coming back here (or after a refused registration) the
// form is filled again.
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { refusal, refusalFields } from '../../api/refusal';
import { paths, queryString } from '../../config/paths';
import { normalizePhone } from '../../domain/format';
import { useRules } from '../../domain/rules';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { clearRegistration, heldPassword, holdPassword, readRegistration, saveRegistration } from '../../state/auth-flow';
import { notify } from '../../state/notifications';
import { Button } from '../../ui/button/Button';
import { useCooldown } from '../../ui/countdown/use-cooldown';
import { FormAlert } from '../../ui/form/FormAlert';
import { PhoneInput } from '../../ui/form/PhoneInput';
import { TextField } from '../../ui/form/TextField';
import { nationalPart } from '../../ui/form/phone-mask';
import { useForm } from '../../ui/form/use-form';
import { useSendRegisterCode } from './api/mutations';
import { AuthLayout } from './components/AuthLayout';
import { NewPasswordFields } from './components/NewPasswordFields';
import { SocialSignIn } from './components/SocialSignIn';
import { refuseOn } from './refused';
import { registerSchema } from './register.schema';
import { useGuestReason, useReturnPath } from './sign-in';
import './components/auth-form.css';

export function RegisterPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const [, navigate] = useLocation();
  const next = useReturnPath();
  const reason = useGuestReason(next);
  const [pending] = useState(readRegistration);
  const [password] = useState(heldPassword);
  const sendCode = useSendRegisterCode();
  const cooldown = useCooldown();
  const alertId = useId();
  const r = useRules();
  const schema = useMemo(() => registerSchema(r), [r]);

  const form = useForm({
    schema,
    initialValues: pending
      ? { ...pending.data, phone: nationalPart(pending.data.phone), email: pending.data.email ?? '', ...password }
      : undefined,
    // what was typed comes back after a reload (a phone that dropped the tab while its owner read an SMS), but no password
    draft: 'register',
    secret: ['password', 'password_confirmation'],
    async onSubmit({ email, password: typed, password_confirmation, ...values }) {
      const phone = normalizePhone(values.phone) ?? values.phone;
      const contact = { phone, ...(email ? { email } : {}) };
      try {
        await sendCode(contact);
      } catch (error) {
        if (!cooldown.hold(error)) refuseOn(form, error, t.code.sendFailed);
        return;
      }
      saveRegistration({ data: { ...values, ...contact }, codeSentAt: Date.now() });
      form.saved();
      holdPassword({ password: typed, password_confirmation });
      navigate(paths.confirmationCode.href('register', next));
    },
  });

  // a refused registration sent the user back here: its errors go on the fields, and the flow
  // ends (the filled form holds what is needed to start it again)
  const { setServerErrors } = form;
  useEffect(() => {
    const refused = pending?.refused;
    if (!refused) return;
    // worded from the answer, again when the language changes
    setServerErrors(() => refusalFields(refusal(refused))).forEach((message) => notify('error', message));
    clearRegistration();
  }, [pending, setServerErrors]);

  return (
    <AuthLayout
      title={screens.Register}
      lead={reason ? t.register.leadFor[reason] : t.register.lead}
      footer={
        <>
          {t.register.haveAccount} <Link href={paths.login.href(queryString({ next }))}>{t.register.login}</Link>
        </>
      }
    >
      <form ref={form.form} className="auth-form" noValidate>
        <div className="auth-form__row">
          <TextField name="name" label={t.fields.name} autoComplete="given-name" error={form.error('name')} />
          <TextField name="surname" label={t.fields.surname} autoComplete="family-name" error={form.error('surname')} />
        </div>
        <PhoneInput name="phone" label={t.fields.phone} error={form.error('phone')} />
        <TextField name="email" type="email" label={t.fields.email} optional autoComplete="email" inputMode="email" error={form.error('email')} />
        <NewPasswordFields form={form} label={t.fields.password} />
        <FormAlert id={alertId}>{cooldown.message}</FormAlert>
        <Button type="submit" className="auth-form__submit" busy={form.submitting} waiting={cooldown.left > 0} aria-describedby={alertId}>
          {t.register.submit}
        </Button>
      </form>
      <SocialSignIn />
    </AuthLayout>
  );
}
