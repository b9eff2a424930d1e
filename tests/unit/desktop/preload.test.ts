import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Channel, type RealtDesktopApi } from '../../../desktop/ipc-channels';

const electron = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn(),
  send: vi.fn(),
}));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: electron.exposeInMainWorld },
  ipcRenderer: { send: electron.send, on: vi.fn(), invoke: vi.fn() },
}));

let bridge: RealtDesktopApi;
beforeAll(async () => {
  await import('../../../desktop/preload');
  expect(electron.exposeInMainWorld).toHaveBeenCalledOnce();
  const [name, exposed] = electron.exposeInMainWorld.mock.calls[0]!;
  expect(name).toBe('realtDesktop');
  bridge = exposed;
});

describe('the preload bridge', () => {
  it('exposes only the named functions and the desktop flag, never ipcRenderer', () => {
    expect(Object.keys(bridge).sort()).toEqual(['isDesktop', 'setLanguage', 'setModerationCount']);
    expect(bridge.isDesktop).toBe(true);
    for (const value of Object.values(bridge)) {
      expect(value).not.toHaveProperty('send');
      expect(value).not.toHaveProperty('on');
    }
  });

  it('sends each call on its channel and returns nothing to the page', () => {
    expect(bridge.setModerationCount(3)).toBeUndefined();
    expect(electron.send).toHaveBeenLastCalledWith(Channel.SetModerationCount, 3);
    expect(bridge.setLanguage('ru')).toBeUndefined();
    expect(electron.send).toHaveBeenLastCalledWith(Channel.SetLanguage, 'ru');
  });
});
