/**
 * Route SocialAuth: the page a social provider's sign-in redirects back to, through the
 * backend, as `/realt/auth/social-auth?token=<bearer token>&state=<state>`. The token is adopted
 * only when `state` is the one this tab started the sign-in with, and only after asking when
 * another account is signed in; a link crafted elsewhere must not swap the visitor's session.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { userQuery } from '../../api/user';
import { paths } from '../../config/paths';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useTexts } from '../../i18n/texts';
import { forgetQuery, heldQuery } from '../../state/held-query';
import { session, signIn, signOut, useSession } from '../../state/session';
import { Button } from '../../ui/button/Button';
import { Dialog } from '../../ui/dialog/Dialog';
import { Spinner } from '../../ui/spinner/Spinner';
import { AuthLayout } from './components/AuthLayout';
import { landingAfterSignIn } from './sign-in';
import { takeSocialState } from './social-state';

// a problem is kept by its text's key, so it reads in the page's language whenever that changes
type Problem = 'missingToken' | 'failed' | 'invalidLink';
type Step = { kind: 'working' } | { kind: 'problem'; problem: Problem } | { kind: 'ask'; token: string };

export function SocialAuthPage() {
  const t = useTexts(authTexts);
  const screens = useTexts(appTexts).screens;
  const search = useSearch();
  // the return as first rendered: the app took it out of the address as it started (or, reached
  // inside the app, the address loses its parameters at once)
  const [returned] = useState(() => {
    const query = new URLSearchParams(heldQuery(search));
    return { token: query.get('token'), state: query.get('state') };
  });
  const [, navigate] = useLocation();
  const { user } = useSession();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>(returned.token ? { kind: 'working' } : { kind: 'problem', problem: 'missingToken' });
  const handled = useRef(false);
  const mounted = useRef(true);

  async function adopt(token: string) {
    setStep({ kind: 'working' });
    signIn(token);
    const signedIn = await client.fetchQuery(userQuery()).then(
      () => true,
      () => false,
    );
    if (!mounted.current) return;
    if (signedIn) navigate(landingAfterSignIn('user'), { replace: true });
    // the token was refused (and dropped), or could not be checked
    else setStep({ kind: 'problem', problem: 'failed' });
  }

  useEffect(() => {
    mounted.current = true;
    // the return is judged once (a remount must not judge an already used state again)
    if (!handled.current) {
      handled.current = true;
      forgetQuery();
      // first of all, so the token and state stay neither in the history nor in a shared address
      if (returned.token !== null || returned.state !== null) navigate(paths.socialAuth.href(), { replace: true });
      const { token } = returned;
      if (token === null) {
        // nothing to adopt
      } else if (!takeSocialState(returned.state)) {
        setStep({ kind: 'problem', problem: 'invalidLink' });
      } else if (session.token !== null && session.token !== token) {
        setStep({ kind: 'ask', token });
      } else {
        void adopt(token);
      }
    }
    return () => {
      mounted.current = false;
    };
  }, []);

  function switchAccount(token: string) {
    // the other account's cache and drafts go with it
    signOut();
    void adopt(token);
  }

  // the current session stays and the returned token is dropped
  const keepCurrent = () => navigate(paths.myApartments.href(), { replace: true });

  return (
    <AuthLayout title={screens.SocialAuth}>
      {step.kind === 'problem' ? (
        <>
          <p role="alert">{t.social[step.problem]}</p>
          <Link href={paths.login.href()} className="button button--primary auth__action">
            {step.problem === 'invalidLink' ? t.social.signInAgain : t.backToLogin}
          </Link>
        </>
      ) : (
        <Spinner label={t.social.progress} />
      )}
      <Dialog
        open={step.kind === 'ask'}
        alert
        title={t.social.switchTitle}
        onClose={keepCurrent}
        footer={
          <>
            <Button variant="secondary" onClick={keepCurrent}>
              {t.social.switchCancel}
            </Button>
            <Button onClick={() => step.kind === 'ask' && switchAccount(step.token)}>{t.social.switchContinue}</Button>
          </>
        }
      >
        <p>{user ? t.social.switchQuestion(`${user.name} ${user.surname}`) : t.social.switchQuestionUnnamed}</p>
      </Dialog>
    </AuthLayout>
  );
}
