import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { BASE } from '../config/paths';
import { ka } from '../i18n/ka';
import { ConfirmHost } from '../ui/confirm/ConfirmHost';
import { Notifications } from '../ui/notifications/Notifications';
import { ServerErrorModal } from '../ui/server-error/ServerErrorModal';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { SessionNotice } from './layout/SessionNotice';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';

interface Props {
  queryClient: QueryClient;
  /** the server's query cache, on a page the server rendered */
  state?: DehydratedState;
  /** the address the server renders, and the one a page's hydration renders (the browser otherwise reads its own) */
  ssrPath?: string;
  ssrSearch?: string;
}

export function App({ queryClient, state, ssrPath, ssrSearch }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <Router base={BASE} ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <a className="skip-link" href="#main">
            {ka.app.skipToContent}
          </a>
          <ScrollToTop />
          <Header />
          <SessionNotice />
          <main id="main" tabIndex={-1}>
            <AppRoutes />
          </main>
          <Footer />
          <Notifications />
          <ConfirmHost />
          <ServerErrorModal />
        </Router>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
