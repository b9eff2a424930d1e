// The login form (POST {prefix}/login as form data), for the site and for the admin login.
import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { object, string } from 'yup';
import { hasCode, refusal, refusalText, toldCentrally } from '../../../api/refusal';
import { paths } from '../../../config/paths';
import { useRules, type Rules } from '../../../domain/rules';
import { authTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import type { AuthScope } from '../../../state/auth-flow';
import { Button } from '../../../ui/button/Button';
import { useCooldown } from '../../../ui/countdown/use-cooldown';
import { FormAlert } from '../../../ui/form/FormAlert';
import { PasswordField } from '../../../ui/form/PasswordField';
import { nationalPart } from '../../../ui/form/phone-mask';
import { useForm } from '../../../ui/form/use-form';
import { useFromEntry } from '../../../state/use-from-entry';
import { useLogin } from '../api/mutations';
import { contactFields, contactOf, type ContactMethod } from '../contact.schema';
import { completeSignIn, useReturnPath } from '../sign-in';
import { ContactInput } from './ContactInput';
import './auth-form.css';

const loginSchema = (r: Rules) => object({ ...contactFields(r), password: string().default('').test(r.required) });

export function LoginForm({ scope }: { scope: AuthScope }) {
  const t = useTexts(authTexts);
  const r = useRules();
  const schema = useMemo(() => loginSchema(r), [r]);
  const [, navigate] = useLocation();
  const next = useReturnPath();
  // the phone or e-mail a password was just reset for
  const handed = useFromEntry('contact');
  const [method, setMethod] = useState<ContactMethod>(handed?.includes('@') ? 'email' : 'phone');
  const lang = useLang();
  // the refused attempt, worded at render: in the page's language, again after a switch
  const [refused, setRefused] = useState<{ error: unknown } | null>(null);
  const login = useLogin();
  const cooldown = useCooldown();
  const alertId = useId();

  const form = useForm({
    schema,
    ...(handed !== undefined && { initialValues: handed.includes('@') ? { method: 'email', email: handed } : { method: 'phone', phone: nationalPart(handed) } }),
    async onSubmit(values) {
      setRefused(null);
      const contact = contactOf(values);
      try {
        const data = await login(scope, { login: 'phone' in contact ? contact.phone : contact.email, password: values.password });
        completeSignIn(data.result.token, scope, navigate, next);
      } catch (error) {
        // the form keeps what was typed whatever the answer
        if (!cooldown.hold(error)) setRefused({ error });
      }
    },
  });

  // a blocked account says so (in the refusal's words for its code); any other 422 means wrong
  // credentials; anything else the app words itself, whatever text came with it, unless told centrally
  const refusedText = (error: unknown): string | null => {
    const answer = refusal(error, {}, lang);
    if (answer.status === 422) return hasCode(answer, 'user_blocked') ? refusalText(answer) : t.login.wrong;
    return toldCentrally(answer) ? null : t.refused;
  };

  return (
    <form ref={form.form} className="auth-form" noValidate>
      <ContactInput form={form} method={method} onMethodChange={setMethod} />
      <PasswordField name="password" label={t.fields.password} autoComplete="current-password" error={form.error('password')} />
      <Link href={paths.resetPassword.href(scope, next)} className="auth-form__aside-link">
        {t.login.forgot}
      </Link>
      <FormAlert id={alertId}>{cooldown.message ?? (refused && refusedText(refused.error))}</FormAlert>
      {/* waiting, not disabled: a pressed button keeps the focus, and tells why it waits */}
      <Button type="submit" className="auth-form__submit" busy={form.submitting} waiting={cooldown.left > 0} aria-describedby={alertId}>
        {t.login.submit}
      </Button>
    </form>
  );
}
