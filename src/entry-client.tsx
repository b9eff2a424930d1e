// The browser's entry: hydrates the page the server rendered (a public page with its data, a
// private route's skeleton), or renders the app from scratch (the desktop console, the static build).
// the design tokens first in the CSS: a reader that resolves var() in order (the W3C Nu checker)
// finds each property defined before its first use
import './styles/fonts.css';
import './styles/tokens.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { takeOver, type HandedOver } from './api/handover';
import { createRoot, hydrateRoot } from './vendor/react-dom-client';
import { createQueryClient } from './api/query-client';
import { readToken } from './api/token';
import { userQuery } from './api/user';
import { App } from './app/App';
import { connectApiEvents } from './app/api-events';
import { handoff } from './boot/handoff';
import { matchScreen, prefetchScreen } from './app/router';
import { absolute, localPath } from './config/paths';
import { DEFAULT_LANG, chosenLang } from './i18n/lang';
import { appTexts, layoutTexts } from './i18n/catalogues';
import { loadTexts, nameTextFiles } from './i18n/texts';
import { STATE_ID, TEXTS_ID, type TextsBlock } from './server/markers';
import { holdQuery } from './state/held-query';
import { claimDraftsOnSignIn } from './state/draft-owner';
import { onSignOut } from './state/session';
import './styles/base.css';

const earlyClicks = handoff().clicks;

/**
 * Once the page's outer tree has hydrated, what was clicked before is clicked again, after the
 * render in which React applies the session (a store's client snapshot, right after hydration);
 * the screen's boundary, hydrated in a later pass, is hydrated at once by a click in it. It wraps
 * the app as its only child, so the tree, and every useId, stays as the server rendered it.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    earlyClicks?.stop();
    queueMicrotask(() => {
      for (const target of earlyClicks?.targets.splice(0) ?? []) if (target instanceof HTMLElement && target.isConnected) target.click();
      // the page answers from now on (what monitoring or a test can wait for)
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return children;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
connectApiEvents();
const queryClient = createQueryClient();
// what one account saw, or typed, is not left for the next one to sign in on this device
onSignOut(() => queryClient.clear());
claimDraftsOnSignIn(queryClient);
// the hand-over: with it the page hydrates (a private route's skeleton has one, empty), without it the app renders anew
const stateBlock = document.getElementById(STATE_ID)?.textContent;
const match = matchScreen(window.location.pathname);
const route = match && 'screen' in match.route ? match.route : null;
const here = localPath(window.location.pathname);
const chosen = chosenLang(document.cookie);
// a private page opened from scratch at its Georgian address (the desktop console, the static
// build) goes to the language the visitor chose, as the server sends it
if (!stateBlock && route && !route.ssr && here?.lang === DEFAULT_LANG && chosen && chosen !== DEFAULT_LANG) {
  window.history.replaceState(window.history.state, '', absolute(here.path, chosen) + window.location.search + window.location.hash);
}
const lang = localPath(window.location.pathname)?.lang ?? DEFAULT_LANG;
// the texts the server's render read, by the files it named (the start-up preloads them)
const textsBlock = document.getElementById(TEXTS_ID)?.textContent;
const texts: TextsBlock = textsBlock ? JSON.parse(textsBlock) : { ids: [], files: [] };
nameTextFiles(lang, texts);
// what the header and the layout read, outside any boundary that could show their failure: the app
// waits until they are in, the page as its server sent it; a start that waits long forgets the early clicks
const LAYOUT_TEXTS = [appTexts.id, layoutTexts.id];
const layoutLoaded = loadTexts(lang, LAYOUT_TEXTS, () => {
  earlyClicks?.stop();
  earlyClicks?.targets.splice(0);
});

if (stateBlock) {
  const handed: HandedOver = JSON.parse(stateBlock);
  takeOver(queryClient, handed);
  // a secret in the address (a social sign-in's token) leaves it before anything is asked
  if (route?.secretQuery) holdQuery();
  // hydration renders the address the server rendered, even when Back has changed it meanwhile,
  // with the search it read; the router moves on after
  const { pathname } = window.location;
  // a private route's skeleton (or the not-found page) asks for its screen's code and first data,
  // which take the early calls' answers (api/early.ts); a public page asks at once for the user its
  // stored token names
  if (!route?.ssr) prefetchScreen(pathname, queryClient);
  else if (readToken() !== null) void queryClient.prefetchQuery(userQuery());
  // the screen's code and texts are in before hydration: a public page hydrates as rendered, and a
  // skeleton's guard, once the session is known, shows the screen without suspending (a fallback
  // would unmount the skeleton and its first photos); one whose texts or code failed to arrive
  // says so in its place, once the page has hydrated
  const others = loadTexts(lang, texts.ids.filter((id) => !LAYOUT_TEXTS.includes(id))).catch(() => undefined);
  const screenCode = Promise.resolve(route?.screen.load()).catch(() => undefined);
  void Promise.all([screenCode, others, layoutLoaded]).then(() => {
    // as a transition, hydration yields to the browser every few milliseconds (Total Blocking Time)
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated>
            <App queryClient={queryClient} ssrPath={pathname} ssrSearch={handed.search} origin={window.location.origin} />
          </Hydrated>
        </StrictMode>,
      );
    });
  });
} else {
  // a page rendered but not to hydrate (a listing the API does not know) is rendered anew: the
  // clicks kept on its server's HTML have nothing left to land on, and the next ones are the app's
  earlyClicks?.stop();
  prefetchScreen(window.location.pathname, queryClient);
  void layoutLoaded.then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App queryClient={queryClient} origin={window.location.origin} />
        </StrictMode>,
      );
    });
  });
}
