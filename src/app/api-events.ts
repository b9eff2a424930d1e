// What the API layer cannot handle itself reaches the app's stores: src/api imports none of them,
// the app connects them at start-up (the browser's entry; unit tests of whole flows do the same).
import { handleApiEvents } from '../api/handlers';
import { notify } from '../state/notifications';
import { showServerError } from '../state/server-error';
import { dropToken } from '../state/session';

export function connectApiEvents(): void {
  handleApiEvents({ onTokenRefused: dropToken, onServerError: showServerError, onFailure: (text) => notify('error', text) });
}
