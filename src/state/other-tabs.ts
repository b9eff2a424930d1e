// Another tab's sign-in, sign-out or refused token applies here: what it changed is the stored token.
import { TOKEN_KEY, readToken } from '../api/token';
import type { AppTexts } from '../i18n/app.ka';
import { appTexts } from '../i18n/catalogues';
import { documentLang } from '../i18n/lang-context';
import { loadedTexts } from '../i18n/texts';
import { draftsOwned, dropDrafts } from './draft-owner';
import { notify } from './notifications';
import { endSession, session, signIn, switchAccount } from './session';

// in the page's language, once its texts are in (a tab may hear another before they are)
function told(pick: (texts: AppTexts) => string): void {
  const texts = loadedTexts(appTexts, documentLang());
  if (texts) notify('info', pick(texts));
}

function onStorage(event: StorageEvent): void {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  const token = readToken();
  if (token === session.token) return;
  if (session.token && token) return switchAccount(token);
  // said, or the page would change under the visitor for no reason they can see; a sign-out there
  // takes what was typed here with it, a session that ended otherwise (a refused token) keeps it
  if (session.token && endSession()) {
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
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
