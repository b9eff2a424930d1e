// The social sign-in buttons: each starts the provider round trip with a fresh state. The start
// is asked first (its refusal is shown here: a 429 as the countdown); accepted, the tab goes
// there by a full-page navigation (the backend answers 302 to the provider).
import { useId, useState } from 'react';
import { refusal, toldCentrally } from '../../../api/refusal';
import { authTexts } from '../../../i18n/catalogues';
import { useLang } from '../../../i18n/lang-context';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { useCooldown } from '../../../ui/countdown/use-cooldown';
import { FormAlert } from '../../../ui/form/FormAlert';
import { useLeaving } from '../../../ui/leave/use-leaving';
import { useCheckSocialStart } from '../api/mutations';
import { useReturnPath } from '../sign-in';
import { newSocialState, socialStartUrl, type SocialProvider } from '../social-state';
import './auth-form.css';

export function SocialSignIn() {
  const t = useTexts(authTexts);
  const lang = useLang();
  const next = useReturnPath();
  const check = useCheckSocialStart();
  const cooldown = useCooldown();
  const [refused, setRefused] = useState(false);
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  // busy until the browser has gone; a page Back shows again from its cache is not left waiting
  const site = useLeaving(() => setStarting(null));
  const alertId = useId();

  async function start(provider: SocialProvider) {
    if (starting) return;
    setRefused(false);
    setStarting(provider);
    const state = newSocialState({ lang, next });
    try {
      await check(provider, state);
    } catch (error) {
      setStarting(null);
      // 5xx and a lost connection are told centrally
      if (!cooldown.hold(error) && !toldCentrally(refusal(error))) setRefused(true);
      return;
    }
    // the backend keeps the state again for this start, the one that goes on to the provider
    site.leave(socialStartUrl(provider, state));
  }

  const button = (provider: SocialProvider, label: string) => (
    <Button variant="secondary" busy={starting === provider} waiting={cooldown.left > 0} aria-describedby={alertId} onClick={() => void start(provider)}>
      {label}
    </Button>
  );
  return (
    <div className="auth-form auth-form__social">
      <p className="auth-form__note">{t.social.or}</p>
      {button('google', t.social.google)}
      {button('facebook', t.social.facebook)}
      <FormAlert id={alertId}>{cooldown.message ?? (refused && t.refused)}</FormAlert>
    </div>
  );
}
