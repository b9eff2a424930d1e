import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { fetchUser } from './state/session';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';

// a stored token is checked at once, while the first screen renders (§4)
void fetchUser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
