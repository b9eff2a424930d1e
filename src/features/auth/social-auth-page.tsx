/**
 * Route SocialAuth: the page a social provider's sign-in redirects back to, through the
 * backend, as `/realt/auth/social-auth?token=<bearer token>&state=<state>`. The token is adopted
 * only when `state` is the one this tab started the sign-in with, and only after asking when
 * another account is signed in; a link crafted elsewhere must not swap the visitor's session.
 * The return address names no language: the page goes on in the one the sign-in started in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { userQuery } from '../../api/user';
import { absolute, paths, queryString } from '../../config/paths';
import { personName } from '../../domain/person';
import { appTexts, authTexts } from '../../i18n/catalogues';
import { useLang } from '../../i18n/lang-context';
import { loadTexts, loadedIds, useTexts } from '../../i18n/texts';
import { forgetQuery, heldQuery } from '../../state/held-query';
import { session, signIn, signOut, useSession } from '../../state/session';
import { Button } from '../../ui/button/Button';
import { Dialog } from '../../ui/dialog/Dialog';
import { Spinner } from '../../ui/spinner/Spinner';
import { quote } from '../../ui/user-words/quote';
import { Sentence } from '../../ui/user-words/Sentence';
import { AuthLayout } from './components/AuthLayout';
import { landingAfterSignIn } from './landing';
import { takeSocialState, type SocialStart } from './social-state';

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
  const lang = useLang();
  // where the sign-in started: every address from here is in its language (set once the state is judged)
  const started = useRef<SocialStart | null>(null);
  // settles once the texts the page shows are in the language the sign-in started in: an address
  // in it comes only then (the header, outside any boundary, cannot wait for its texts)
  const inStartedLang = useRef<Promise<unknown>>(Promise.resolve());
  // `navigate` keeps the language of the render it came from: a full address leaves no doubt
  const go = (href: string) => navigate(`~${absolute(href, started.current?.lang ?? lang)}`, { replace: true });
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
    await inStartedLang.current;
    if (!mounted.current) return;
    if (signedIn) go(landingAfterSignIn('user', started.current?.next));
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
      started.current = token === null ? null : takeSocialState(returned.state);
      const to = started.current?.lang ?? lang;
      if (to !== lang) {
        inStartedLang.current = loadTexts(to, loadedIds(lang))
          .catch(() => undefined)
          .then(() => mounted.current && go(paths.socialAuth.href()));
      }
      if (token === null) {
        // nothing to adopt
      } else if (!started.current) {
        setStep({ kind: 'problem', problem: 'invalidLink' });
      } else if (session.token !== null && session.token !== token) {
        // asked in the language the sign-in started in
        void inStartedLang.current.then(() => mounted.current && setStep({ kind: 'ask', token }));
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
  const keepCurrent = () => go(paths.myApartments.href());

  return (
    <AuthLayout title={screens.SocialAuth}>
      {step.kind === 'problem' ? (
        <>
          <p role="alert">{t.social[step.problem]}</p>
          <Link href={paths.login.href(queryString({ next: started.current?.next }))} className="button button--primary auth__action">
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
        <p>{user ? <Sentence text={quote(t.social.switchQuestion, personName(user))} /> : t.social.switchQuestionUnnamed}</p>
      </Dialog>
    </AuthLayout>
  );
}
