import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { reasonFor } from '../../state/guest-action';
import { useInBrowser } from '../../ui/media/use-in-browser';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm } from './components/LoginForm';
import { SocialSignIn } from './components/SocialSignIn';
import { useReturnPath } from './sign-in';

/** Route AppLogin. */
export function LoginPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const next = useReturnPath();
  // why a guest's Save or Message brought them here, kept on the device
  const reason = useInBrowser() ? reasonFor(next) : null;
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
