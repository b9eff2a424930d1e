// Hydrates the page the server rendered, or renders the app anew (the desktop console).
// the fonts and tokens first: a reader that resolves var() in order (the W3C Nu checker) meets each before its use
import './styles/fonts.css';
import './styles/tokens.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { takePageState, type PageState } from './api/page-state';
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
import { followOtherTabs } from './state/other-tabs';
import { onSignOut } from './state/session';
import './styles/base.css';

const takeEarlyClicks = handoff().clicks ?? (() => []);

/**
 * Clicks again what was clicked before hydration, after the render that applies the session (a
 * store's client snapshot); a click in a boundary not yet hydrated hydrates it first. <App> is its
 * only child, so every useId stays as the server rendered it.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    queueMicrotask(() => {
      for (const target of takeEarlyClicks()) if (target instanceof HTMLElement && target.isConnected) target.click();
      // what monitoring or a test can wait for
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return children;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const queryClient = createQueryClient();
connectApiEvents(queryClient);
// what one account saw, or typed, is not left for the next one to sign in on this device
onSignOut(() => queryClient.clear());
claimDraftsOnSignIn(queryClient);
followOtherTabs();
// with its state the page hydrates (a skeleton's is empty), without one the app renders anew
const stateBlock = document.getElementById(STATE_ID)?.textContent;
const match = matchScreen(window.location.pathname);
const route = match && 'screen' in match.route ? match.route : null;
const here = localPath(window.location.pathname);
const chosen = chosenLang(document.cookie);
// a private page rendered anew (the desktop console, the static build) at its Georgian address goes
// to the chosen language, as the server sends it
if (!stateBlock && route && !route.ssr && here?.lang === DEFAULT_LANG && chosen && chosen !== DEFAULT_LANG) {
  window.history.replaceState(window.history.state, '', absolute(here.path, chosen) + window.location.search + window.location.hash);
}
const lang = localPath(window.location.pathname)?.lang ?? DEFAULT_LANG;
const textsBlock = document.getElementById(TEXTS_ID)?.textContent;
const texts: TextsBlock = textsBlock ? JSON.parse(textsBlock) : { ids: [], files: [] };
nameTextFiles(lang, texts);
// the header's and the layout's, above any boundary that could show their failure: the app waits
// for them; once they fail to arrive, the start has waited too long for the early clicks to count
const LAYOUT_TEXTS = [appTexts.id, layoutTexts.id];
const layoutLoaded = loadTexts(lang, LAYOUT_TEXTS, () => void takeEarlyClicks());

if (stateBlock) {
  const pageState: PageState = JSON.parse(stateBlock);
  takePageState(queryClient, pageState);
  // a secret in the address (a social sign-in's token) leaves it before anything is asked
  if (route?.secretQuery) holdQuery();
  // hydration renders what the server rendered, even when Back has changed the address meanwhile
  const { pathname } = window.location;
  // a skeleton asks for its screen's code and data (answered by the early calls); a public page for its user
  if (!route?.ssr) prefetchScreen(pathname, queryClient);
  else if (readToken() !== null) void queryClient.prefetchQuery(userQuery());
  // code and texts before hydration, so nothing suspends (a fallback would unmount the skeleton and
  // its first photos); what failed to arrive says so in its place once hydrated
  const others = loadTexts(lang, texts.ids.filter((id) => !LAYOUT_TEXTS.includes(id))).catch(() => undefined);
  const screenCode = Promise.resolve(route?.screen.load()).catch(() => undefined);
  void Promise.all([screenCode, others, layoutLoaded]).then(() => {
    // as a transition, hydration yields to the browser every few milliseconds (Total Blocking Time)
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated>
            <App queryClient={queryClient} ssrPath={pathname} ssrSearch={pageState.search} origin={window.location.origin} />
          </Hydrated>
        </StrictMode>,
      );
    });
  });
} else {
  // rendered but not to hydrate (a listing the API does not know): the kept clicks have nothing to land on
  takeEarlyClicks();
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
