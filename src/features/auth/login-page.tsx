import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm } from './components/LoginForm';
import { SocialSignIn } from './components/SocialSignIn';
import { useGuestReason, useReturnPath } from './sign-in';

/** Route AppLogin. */
export function LoginPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const next = useReturnPath();
  const reason = useGuestReason(next);
  return (
    <AuthLayout
      title={screens.AppLogin}
      lead={reason ? t.login.leadFor[reason] : t.login.lead}
      footer={
        <>
          {t.login.noAccount} <Link href={paths.register.href(next)}>{t.login.register}</Link>
        </>
      }
    >
      <LoginForm scope="user" />
      <SocialSignIn />
    </AuthLayout>
  );
}
