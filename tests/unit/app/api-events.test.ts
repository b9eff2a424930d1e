import { afterEach, describe, expect, it } from 'vitest';
import { apiEvents } from '../../../src/api/handlers';
import { connectApiEvents, holdApiEvents } from '../../../src/app/api-events';
import { notifications } from '../../../src/state/notifications';
import { closeServerError, serverError } from '../../../src/state/server-error';

afterEach(() => {
  closeServerError();
  notifications.items.splice(0);
});

describe('holdApiEvents', () => {
  it('keeps the server-error dialog and the notifications until released, then tells them in order', () => {
    connectApiEvents();
    const tell = holdApiEvents();
    apiEvents.onServerError();
    apiEvents.onFailure('no connection');
    expect(serverError.open).toBe(false);
    expect(notifications.items).toHaveLength(0);
    tell();
    expect(serverError.open).toBe(true);
    expect(notifications.items.map((item) => item.text)).toEqual(['no connection']);
    // released: told at once from now on
    apiEvents.onFailure('again');
    expect(notifications.items).toHaveLength(2);
  });
});
