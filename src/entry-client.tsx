// The browser's entry: hydrates the page the server rendered (a public page with its data, a
// private route's skeleton), or renders the app from scratch (the desktop console, the static build).
// the design tokens first in the CSS: a reader that resolves var() in order (the W3C Nu checker)
// finds each property defined before its first use
import './styles/fonts.css';
import './styles/tokens.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { takeOver } from './api/handover';
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
import { onSignOut } from './state/session';
import './styles/base.css';

const early = handoff().clicks;

/**
 * Once the page's outer tree has hydrated, what was clicked before is clicked again, after the
 * render in which React applies the session (a store's client snapshot, right after hydration);
 * the screen's boundary, hydrated in a later pass, is hydrated at once by a click in it. It wraps
 * the app as its only child, so the tree, and every useId, stays as the server rendered it.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    early?.stop();
    queueMicrotask(() => {
      for (const target of early?.targets.splice(0) ?? []) if (target instanceof HTMLElement && target.isConnected) target.click();
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
// what one account saw or typed is not left for the next one to sign in on this device
onSignOut(() => {
  queryClient.clear();
  void import('./state/listing-drafts').then((drafts) => drafts.clearDrafts());
});
const stateBlock = document.getElementById(STATE_ID);
// what the shell reads, outside any screen (and any boundary that could show their failure)
const SHELL_TEXTS = [appTexts.id, layoutTexts.id];

if (stateBlock?.textContent) {
  takeOver(queryClient, JSON.parse(stateBlock.textContent));
  const match = matchScreen(window.location.pathname);
  // a secret in the address (a social sign-in's token) leaves it before anything is asked
  if (match && 'screen' in match.route && match.route.secretQuery) holdQuery();
  // hydration renders the address the server rendered, even when Back has changed it meanwhile
  // (hydration yields in between), with the search the server read (a catalogue's, as it writes
  // it; none on other pages, a private route's skeleton included); the router moves on to the
  // address's own once the page has hydrated
  const { pathname, search: asked } = window.location;
  const screen = match && 'screen' in match.route ? match.route.screen : null;
  // the screen's code is in before hydration: a public page's screen hydrates at once, as rendered,
  // and a private route's guard, once the session is known, renders its screen in the skeleton's
  // place with no fallback in between (its user and data start now, beside its code)
  const rendered = match && 'screen' in match.route && match.route.ssr ? screen : null;
  // the texts the server's render read (a skeleton's page: and its screen's), in the page's
  // language, by the files its server named, which its start-up preloads: the screen's load
  // finds them on the way. Hydration waits for them, and for the shell's until they are in (no
  // boundary stands above the shell to show their failure): the page stays as its server sent it
  // meanwhile. A screen whose texts fail says so in its place, with a retry
  const textsBlock = document.getElementById(TEXTS_ID)?.textContent;
  const texts: TextsBlock = textsBlock ? JSON.parse(textsBlock) : { ids: [], files: [] };
  const lang = localPath(window.location.pathname)?.lang ?? DEFAULT_LANG;
  nameTextFiles(lang, texts);
  const othersSettled = loadTexts(lang, texts.ids.filter((id) => !SHELL_TEXTS.includes(id))).catch(() => undefined);
  // a start that waits may wait long: what was clicked meanwhile is not clicked again much later
  const forgetEarlyClicks = () => {
    early?.stop();
    early?.targets.splice(0);
  };
  const shellLoaded = loadTexts(lang, SHELL_TEXTS, { untilIn: true, onFailed: forgetEarlyClicks });
  if (!rendered) prefetchScreen(pathname, queryClient);
  else if (readToken() !== null) void queryClient.prefetchQuery(userQuery());
  // a page that reads its query (the route says so) hydrates with it as its server read it; the
  // parser comes beside the screen's code, out of the main chunk
  const reader = rendered && asked !== '' && match && 'screen' in match.route && match.route.readsQuery ? match.route.at.name : null;
  const searchRead =
    reader === null
      ? Promise.resolve('')
      : import('./app/canonical').then(
          ({ renderedSearch }) => renderedSearch(reader, asked),
          // (the screen's code did not come either): only the language links would differ
          () => asked,
        );
  // a screen whose code failed to arrive says so in its place, once the page has hydrated
  void Promise.all([searchRead, Promise.resolve(screen?.load()).catch(() => undefined), othersSettled, shellLoaded]).then(([search]) => {
    // as a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (Total Blocking Time on a phone, bench/results.md)
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated>
            <App queryClient={queryClient} ssrPath={pathname} ssrSearch={search} origin={window.location.origin} />
          </Hydrated>
        </StrictMode>,
      );
    });
  });
} else {
  // a private page opened at its Georgian address (the desktop console's start, the static build)
  // in the language the visitor chose, as the server does for the pages it serves
  const here = localPath(window.location.pathname);
  const chosen = chosenLang(document.cookie);
  const shell = matchScreen(window.location.pathname);
  const isPrivate = shell !== null && 'screen' in shell.route && !shell.route.ssr;
  if (isPrivate && here && here.lang === DEFAULT_LANG && chosen && chosen !== DEFAULT_LANG) {
    window.history.replaceState(window.history.state, '', absolute(here.path, chosen) + window.location.search + window.location.hash);
  }
  // the shell's own texts load beside the screen's code; the app renders once they are in
  const shellTexts = loadTexts(localPath(window.location.pathname)?.lang ?? DEFAULT_LANG, SHELL_TEXTS, { untilIn: true });
  prefetchScreen(window.location.pathname, queryClient);
  void shellTexts.then(() => {
    // as a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (Total Blocking Time on a phone, bench/results.md)
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App queryClient={queryClient} origin={window.location.origin} />
        </StrictMode>,
      );
    });
  });
}
