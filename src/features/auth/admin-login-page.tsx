import { authKa } from '../../i18n/auth.ka';
import { ka } from '../../i18n/ka';
import { AuthLayout } from './components/AuthLayout';
import { LoginForm } from './components/LoginForm';

/** The separate admin login: the same form against /api/admin; it lands in /realt/admin. */
export function AdminLoginPage() {
  return (
    <AuthLayout title={ka.screens.AdminLogin} lead={authKa.adminLogin.lead} scope="admin">
      <LoginForm scope="admin" />
    </AuthLayout>
  );
}
