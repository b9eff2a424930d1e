import type { Middleware } from 'openapi-fetch';
import { absolute, paths, requiresAuth } from '../../config/paths';
import { ka } from '../../i18n/ka';
import { notify } from '../../state/notifications';
import { showServerError } from '../../state/server-error';
import { clearToken } from '../token';

// statuses that a single request handles itself, by openapi-fetch's request id
const handledByCaller = new Map<string, ReadonlySet<number>>();

/**
 * Per-request middleware: the caller shows its own message for these statuses (the §8 login,
 * favourite and district errors), so the central handler stays quiet for them.
 */
export function handles(...statuses: number[]): Middleware {
  return {
    onRequest({ id }) {
      handledByCaller.set(id, new Set(statuses));
    },
  };
}

const SESSION_PATH = '/api/get-authenticated-user';

/** The status of the stand-in response for a request that never reached the server. */
export const NETWORK_ERROR = 599;

async function resultText(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'result' in body && typeof body.result === 'string') {
      return body.result;
    }
  } catch {
    // not JSON: nothing to show
  }
  return null;
}

function goTo(href: string) {
  window.location.assign(absolute(href));
}

/** The §8 error catalogue, applied to every response. */
export const errorsMiddleware: Middleware = {
  async onResponse({ response, schemaPath, id }) {
    const own = handledByCaller.get(id);
    handledByCaller.delete(id);
    if (response.ok || own?.has(response.status) || response.status === NETWORK_ERROR) return;

    if (response.status === 401) {
      // the session fetch handles its own failure (§4: the token is dropped, the user is a guest)
      if (schemaPath === SESSION_PATH) return;
      clearToken();
      const here = window.location.pathname;
      // a page that needs a login goes home; a guest's action elsewhere goes to sign-in (§6, §8)
      if (requiresAuth(here)) goTo(paths.mainPage.href());
      else goTo(paths.auth.href());
      return;
    }
    if (response.status >= 500) {
      showServerError();
      return;
    }
    if (response.status === 422 || response.status === 403) {
      // a text is shown; a field-errors object goes back to the caller untouched
      const text = await resultText(response);
      if (text) notify('error', text);
    }
  },
  // a failed fetch becomes an error result like any other, so callers branch on { data, error } only
  onError() {
    notify('error', ka.errors.network);
    return new Response(JSON.stringify({ message: 'Network Error' }), {
      status: NETWORK_ERROR,
      headers: { 'Content-Type': 'application/json' },
    });
  },
};
