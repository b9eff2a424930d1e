import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Router, useLocation } from 'wouter';
import { BASE } from '../config/paths';
import { SiteOrigin } from '../config/site-origin';
import { reportLanguage } from '../desktop-bridge';
import { appTexts } from '../i18n/catalogues';
import { langPrefix, splitLang } from '../i18n/lang';
import { LangProvider } from '../i18n/lang-context';
import { TextsUsed, loadChunks, useTexts } from '../i18n/texts';
import { useConfirmRequest } from '../state/confirm';
import { useOpeningSettled } from '../state/results-return';
import { WhenSettled } from '../ui/idle/settled';
import { PartBoundary, lazyPart } from '../ui/load/lazy-part';
import { Notifications } from '../ui/notifications/Notifications';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { OfflineNotice } from './layout/OfflineNotice';
import { SessionNotice } from './layout/SessionNotice';
import { AppRoutes } from './router';
import { ScrollRestoration } from './scroll-restoration';

// what they ask is answered by a visitor who has been using the page (a question about what they
// did, a server's failure): their code and the dialogs' CSS load once the page has settled, and are
// no part of every page's first response; a question asked before shows once they are in
const AppDialogs = lazyPart(() => import('./layout/AppDialogs').then((m) => m.AppDialogs));
// shown once the page has settled: its code and CSS load then
const LanguageSuggestion = lazyPart(() => import('./layout/LanguageSuggestion').then((m) => m.LanguageSuggestion));

interface Props {
  queryClient: QueryClient;
  /** the address the server renders, and the one a page's hydration renders (the browser otherwise reads its own) */
  ssrPath?: string;
  ssrSearch?: string;
  /** the server's render: where the catalogues of texts the page reads are noted */
  textsUsed?: Set<string>;
  /** the site's origin (config/site-origin.ts): PUBLIC_URL's on the server, the page's in the browser */
  origin?: string;
}

/**
 * The language the address names (`/realt/en/...`), for everything below: its texts, and a router
 * whose base carries the language's segment, so every link and navigation of the app stays in it
 * and a switch keeps the screen (the same route below another base).
 */
function Localized({ textsUsed, children }: { textsUsed?: Set<string> | undefined; children: ReactNode }) {
  const [location] = useLocation();
  const { lang } = splitLang(location);
  // the way back to the results: the address shown settles which page a followed link opened
  useOpeningSettled(location);
  useEffect(() => {
    document.documentElement.lang = lang;
    // the desktop console's menus and notifications follow the page
    reportLanguage(lang);
  }, [lang]);
  return (
    <LangProvider lang={lang}>
      <TextsUsed value={textsUsed ?? null}>
        <Router base={langPrefix(lang)}>{children}</Router>
      </TextsUsed>
    </LangProvider>
  );
}

/**
 * The map of every catalogue's chunks, for the screens a visitor goes to next: the page came with
 * the texts it reads (a lost connection: asked for again when a screen needs it).
 */
function ChunkMap() {
  useEffect(() => void loadChunks().catch(() => undefined), []);
  return null;
}

/**
 * The app's dialogs, once the page has settled; a question asked while their code could not load
 * asks for it again (and shows once it is in)
 */
function Dialogs() {
  const question = useConfirmRequest();
  return (
    <WhenSettled>
      <PartBoundary failure="quiet" resetKey={question}>
        <AppDialogs />
      </PartBoundary>
    </WhenSettled>
  );
}

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useTexts(appTexts).app.skipToContent}
    </a>
  );
}

export function App({ queryClient, ssrPath, ssrSearch, textsUsed, origin = '' }: Props) {
  return (
    <SiteOrigin value={origin}>
      <QueryClientProvider client={queryClient}>
        <Router base={BASE} ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <Localized textsUsed={textsUsed}>
            <SkipLink />
            <WhenSettled>
              <ChunkMap />
            </WhenSettled>
            <ScrollRestoration />
            <Header />
            <WhenSettled>
              <PartBoundary failure="quiet">
                <LanguageSuggestion />
              </PartBoundary>
            </WhenSettled>
            <SessionNotice />
            <OfflineNotice />
            <main id="main" tabIndex={-1}>
              <AppRoutes />
            </main>
            {/* after the content, before the footer's links: a notification's undo is the next stop after the page's last control */}
            <Notifications />
            <Footer />
            <Dialogs />
          </Localized>
        </Router>
      </QueryClientProvider>
    </SiteOrigin>
  );
}
