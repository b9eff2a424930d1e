import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { BASE } from '../config/paths';
import { ka } from '../i18n/ka';
import { ConfirmHost } from '../ui/confirm/ConfirmHost';
import { Notifications } from '../ui/notifications/Notifications';
import { ServerErrorModal } from '../ui/server-error/ServerErrorModal';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { SessionNotice } from './layout/SessionNotice';
import { AppRoutes } from './routes';
import { ScrollToTop } from './scroll-to-top';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={BASE}>
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
    </QueryClientProvider>
  );
}
