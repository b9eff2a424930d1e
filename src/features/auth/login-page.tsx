import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { authKa } from '../../i18n/auth.ka';
import { ka } from '../../i18n/ka';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm } from './components/LoginForm';
import { SocialSignIn } from './components/SocialSignIn';

/** Route AppLogin. */
export function LoginPage() {
  return (
    <AuthLayout
      title={ka.screens.AppLogin}
      lead={authKa.login.lead}
      footer={
        <>
          {authKa.login.noAccount} <Link href={paths.register.href()}>{authKa.login.register}</Link>
        </>
      }
    >
      <LoginForm scope="user" />
      <SocialSignIn />
    </AuthLayout>
  );
}
