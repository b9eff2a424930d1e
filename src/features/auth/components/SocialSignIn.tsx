// The social sign-in buttons: each starts the provider round trip with a fresh state, by a
// full-page navigation to the backend (which answers 302 to the provider).
import { authTexts } from '../../../i18n/catalogues';
import { useTexts } from '../../../i18n/texts';
import { Button } from '../../../ui/button/Button';
import { newSocialState, socialStartUrl, type SocialProvider } from '../social-state';
import './auth-form.css';

function start(provider: SocialProvider) {
  window.location.assign(socialStartUrl(provider, newSocialState()));
}

export function SocialSignIn() {
  const t = useTexts(authTexts);
  return (
    <div className="auth-form auth-form__social">
      <p className="auth-form__note">{t.social.or}</p>
      <Button variant="secondary" onClick={() => start('google')}>
        {t.social.google}
      </Button>
      <Button variant="secondary" onClick={() => start('facebook')}>
        {t.social.facebook}
      </Button>
    </div>
  );
}
