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
