// What the API layer cannot handle itself reaches the app's stores: src/api imports none of them,
// the app connects them at start-up (the browser's entry; unit tests of whole flows do the same).
import { handleApiEvents } from '../api/handlers';
import { notify } from '../state/notifications';
import { showServerError } from '../state/server-error';
import { dropToken } from '../state/session';

// the dialogs and notifications held back while a server-rendered page hydrates
let held: (() => void)[] | null = null;

const show = (tell: () => void) => (held ? held.push(tell) : tell());

export function connectApiEvents(): void {
  handleApiEvents({ onTokenRefused: dropToken, onServerError: () => show(showServerError), onFailure: (text) => show(() => notify('error', text)) });
}

/**
 * Before hydrating a server-rendered page: what the API tells the visitor (the server-error
 * dialog, a notification) waits until the returned function runs. A private route's requests
 * start before hydration, and a failure told meanwhile would render what the server's HTML does
 * not have (a hydration mismatch).
 */
export function holdApiEvents(): () => void {
  const queue: (() => void)[] = [];
  held = queue;
  return () => {
    held = null;
    for (const tell of queue.splice(0)) tell();
  };
}
