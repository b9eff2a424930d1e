// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiEvents } from '../../../src/api/handlers';
import { connectApiEvents } from '../../../src/app/api-events';
import { notifications, useNotifications } from '../../../src/state/notifications';
import { closeServerError, serverError, useServerErrorOpen } from '../../../src/state/server-error';
import { renderAndHydrate } from '../hydrate';

afterEach(() => {
  closeServerError();
  notifications.items.splice(0);
});

describe('connectApiEvents', () => {
  it('opens the server-error dialog and tells a failure as a notification', () => {
    connectApiEvents();
    apiEvents.onServerError();
    apiEvents.onFailure('no connection');
    expect(serverError.open).toBe(true);
    expect(notifications.items.map((item) => item.text)).toEqual(['no connection']);
  });

  it('tells a failure already on screen once: requests that fail together are one failure', () => {
    connectApiEvents();
    apiEvents.onFailure('no connection');
    apiEvents.onFailure('no connection');
    apiEvents.onFailure('refused');
    expect(notifications.items.map((item) => item.text)).toEqual(['no connection', 'refused']);
  });

  it('ends a session the server refused once, where the visitor is: told once, the page changed in place, the drafts kept', async () => {
    const { loadAllTexts } = await import('../../../src/i18n/texts');
    await loadAllTexts();
    const { session, signIn } = await import('../../../src/state/session');
    signIn('expired');
    localStorage.setItem('edit-draft-listing-101', '{}');
    document.documentElement.lang = 'en';
    window.history.replaceState(null, '', '/realt/en/profile/my-messages');
    connectApiEvents();
    // two calls refused together, the second answered after the first moved the visitor on
    apiEvents.onUnauthenticated('/', true);
    window.history.replaceState(null, '', '/realt/en/');
    apiEvents.onUnauthenticated('/auth', true);
    expect(session.token).toBeNull();
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('edit-draft-listing-101')).toBe('{}');
    expect(notifications.items.map((item) => item.text)).toEqual(['Your session has ended. Sign in again to continue.']);
    // in place (jsdom loads no page): the router follows the history
    expect(window.location.pathname).toBe('/realt/en/');
  });

  it('what it tells while a page the server rendered hydrates shows right after, the page hydrating as rendered', async () => {
    connectApiEvents();
    const Told = () => createElement('p', null, `${useServerErrorOpen() ? 'dialog' : ''}${useNotifications().map((item) => item.text)}`);
    const { container, mismatches, unmount } = await renderAndHydrate(createElement(Told), () => {
      apiEvents.onServerError();
      apiEvents.onFailure('no connection');
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('dialogno connection');
    unmount();
  });
});
