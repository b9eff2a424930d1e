// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiEvents } from '../../../src/api/handlers';
import { userQuery } from '../../../src/api/user';
import { connectApiEvents } from '../../../src/app/api-events';
import { notifications, useNotifications } from '../../../src/state/notifications';
import { closeServerError, serverError, useServerErrorOpen } from '../../../src/state/server-error';
import { renderAndHydrate } from '../hydrate';
import { aUser } from '../user';

afterEach(() => {
  closeServerError();
  notifications.items.splice(0);
});

describe('connectApiEvents', () => {
  it('opens the server-error dialog and tells a failure as a notification', () => {
    connectApiEvents(new QueryClient());
    apiEvents.onServerError();
    apiEvents.onFailure('no connection');
    expect(serverError.open).toBe(true);
    expect(notifications.items.map((item) => item.text)).toEqual(['no connection']);
  });

  it('tells a failure already on screen once: requests that fail together are one failure', () => {
    connectApiEvents(new QueryClient());
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
    connectApiEvents(new QueryClient());
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

  it('a token refused as the page starts leaves a guest and keeps what the page was handed, untold', async () => {
    const { session, signIn } = await import('../../../src/state/session');
    const client = new QueryClient();
    client.setQueryData(['catalogue'], 'handed over');
    signIn('expired');
    connectApiEvents(client);
    apiEvents.onTokenRefused();
    expect(session.token).toBeNull();
    expect(client.getQueryData(['catalogue'])).toBe('handed over');
    expect(notifications.items).toEqual([]);
  });

  it('a token refused on a re-read of a user shown ends the session: what it read goes, and the visitor is told', async () => {
    const { loadAllTexts } = await import('../../../src/i18n/texts');
    await loadAllTexts();
    const { onSignOut, session, signIn } = await import('../../../src/state/session');
    const client = new QueryClient();
    // as the page's start-up does
    const stop = onSignOut(() => client.clear());
    client.setQueryData(['wallet'], 'the last account\'s');
    const user = aUser({ name: 'Nino', surname: 'Beridze' });
    client.setQueryData(userQuery().queryKey, { result: user });
    signIn('expired');
    document.documentElement.lang = 'en';
    connectApiEvents(client);
    apiEvents.onTokenRefused();
    apiEvents.onTokenRefused();
    expect(session.token).toBeNull();
    expect(client.getQueryData(['wallet'])).toBeUndefined();
    expect(notifications.items.map((item) => item.text)).toEqual(['Your session has ended. Sign in again to continue.']);
    stop();
  });

  it('a guest whose calls are refused together goes to sign-in once', () => {
    document.documentElement.lang = 'en';
    window.history.replaceState(null, '', '/realt/en/catalog/sell');
    const before = window.history.length;
    connectApiEvents(new QueryClient());
    apiEvents.onUnauthenticated('/auth?next=%2Fcatalog%2Fsell', false);
    // the second answer's way to sign-in is made where the first has moved the visitor
    apiEvents.onUnauthenticated('/auth?next=%2Fauth%3Fnext%3D%252Fcatalog%252Fsell', false);
    expect(window.location.pathname + window.location.search).toBe('/realt/en/auth?next=%2Fcatalog%2Fsell');
    expect(window.history.length).toBe(before + 1);
  });

  it('what it tells while a page the server rendered hydrates shows right after, the page hydrating as rendered', async () => {
    connectApiEvents(new QueryClient());
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
