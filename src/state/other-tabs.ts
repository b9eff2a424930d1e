// Another tab's sign-in or sign-out applies here (that tab cleared what was stored).
import { TOKEN_KEY, readToken } from '../api/token';
import type { AppTexts } from '../i18n/app.ka';
import { appTexts } from '../i18n/catalogues';
import { loadedTexts } from '../i18n/texts';
import { documentLang } from '../i18n/lang-context';
import { draftsOwned, dropDrafts } from './draft-owner';
import { notify } from './notifications';
import { endSession, leaveAccount, session, signIn } from './session';

// in the page's language, once its texts are in (a tab may hear another before they are)
function told(pick: (texts: AppTexts) => string): void {
  const texts = loadedTexts(appTexts, documentLang());
  if (texts) notify('info', pick(texts));
}

function heard(event: StorageEvent): void {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const token = readToken();
  if (token === session.token) return;
  // another account signed in there: this one ends here first, the stored token (the new one's) left alone
  if (session.token && token) {
    session.token = null;
    dropDrafts();
    leaveAccount();
  }
  // said, or the page would change under the visitor for no reason they can see; a sign-out there
  // takes what was typed here with it, a session that ended otherwise (a refused token) keeps it
  else if (session.token && endSession()) {
    if (draftsOwned()) told((texts) => texts.errors.sessionEnded);
    else {
      dropDrafts();
      told((texts) => texts.errors.signedOutElsewhere);
    }
  }
  if (token) signIn(token);
}

/** Follows the other tabs' sessions from now on; the function returned stops. */
export function followOtherTabs(): () => void {
  addEventListener('storage', heard);
  return () => removeEventListener('storage', heard);
}
