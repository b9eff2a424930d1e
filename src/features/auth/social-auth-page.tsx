/**
 * Route SocialAuth: the page a social provider's sign-in redirects back to, through the
 * backend, as `/realt/auth/social-auth?token=<bearer token>`. The `token` query parameter is
 * stored like a login's token, then the visitor continues like after a login; the token
 * is taken out of the address either way.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { authKa } from '../../i18n/auth.ka';
import { ka } from '../../i18n/ka';
import { session, signIn } from '../../state/session';
import { Spinner } from '../../ui/spinner/Spinner';
import { AuthLayout } from './components/AuthLayout';
import { landingAfterSignIn } from './sign-in';

export function SocialAuthPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(token ? null : authKa.social.missingToken);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void signIn(token).then(() => {
      if (!current) return;
      if (session.user) {
        navigate(landingAfterSignIn('user'), { replace: true });
      } else {
        // the token was refused (the session store already dropped it)
        setProblem(authKa.social.failed);
        navigate(paths.socialAuth.href(), { replace: true });
      }
    });
    return () => {
      current = false;
    };
  }, [token, navigate]);

  return (
    <AuthLayout title={ka.screens.SocialAuth}>
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <Link href={paths.login.href()} className="button button--primary auth__action">
            {authKa.backToLogin}
          </Link>
        </>
      ) : (
        <Spinner label={authKa.social.progress} />
      )}
    </AuthLayout>
  );
}
