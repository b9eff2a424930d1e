// The social sign-in buttons: each starts the provider round trip with a fresh state, by a
// full-page navigation to the backend (which answers 302 to the provider).
import { authKa } from '../../../i18n/auth.ka';
import { Button } from '../../../ui/button/Button';
import { newSocialState, socialStartUrl, type SocialProvider } from '../social-state';
import './auth-form.css';

function start(provider: SocialProvider) {
  window.location.assign(socialStartUrl(provider, newSocialState()));
}

export function SocialSignIn() {
  return (
    <div className="auth-form auth-form__social">
      <p className="auth-form__note">{authKa.social.or}</p>
      <Button variant="secondary" onClick={() => start('google')}>
        {authKa.social.google}
      </Button>
      <Button variant="secondary" onClick={() => start('facebook')}>
        {authKa.social.facebook}
      </Button>
    </div>
  );
}
