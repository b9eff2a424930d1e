import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { prefetchScreen } from './app/routes';
import { fetchUser, onSignOut } from './state/session';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

// a stored token is checked at once, while the first screen renders (§4)
void fetchUser();
const queryClient = createQueryClient();
prefetchScreen(window.location.pathname, queryClient);
// what one account saw or typed is not left for the next one to sign in on this device
onSignOut(() => {
  queryClient.clear();
  void import('./state/listing-drafts').then((drafts) => drafts.clearDrafts());
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// as a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (Total Blocking Time on a phone, bench/results.md)
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
