import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm } from './components/LoginForm';

/** The separate admin login: the same form against /api/admin; it lands in /realt/admin. */
export function AdminLoginPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  return (
    <AuthLayout title={screens.AdminLogin} lead={t.adminLogin.lead} scope="admin">
      <LoginForm scope="admin" />
    </AuthLayout>
  );
}
