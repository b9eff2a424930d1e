// What the API layer cannot handle reaches the app's stores, which src/api does not import: the
// entry (and unit tests of whole flows) connects them.
import { handleApiEvents } from '../api/handlers';
import { notify } from '../state/notifications';
import { showServerError } from '../state/server-error';
import { dropToken } from '../state/session';

export function connectApiEvents(): void {
  handleApiEvents({ onTokenRefused: dropToken, onServerError: showServerError, onFailure: (text) => notify('error', text) });
}
