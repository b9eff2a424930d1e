// The Electron glue of desktop/main.ts, with `electron` mocked (there is no Electron binary here):
// it must hand the policies of the pure modules to Electron unchanged.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { Channel } from '../../../desktop/ipc-channels';
import { secureWebPreferences } from '../../../desktop/security';

type Handler = (...args: any[]) => unknown;

const electron = vi.hoisted(() => {
  const handlers = (): Map<string, Handler[]> => new Map();
  const on = (map: Map<string, Handler[]>) => (name: string, handler: Handler) => map.set(name, [...(map.get(name) ?? []), handler]);
  const appEvents = handlers();
  const ipcEvents = handlers();
  const windows: any[] = [];
  const notifications: any[] = [];

  class BrowserWindow {
    events = handlers();
    contentsEvents = handlers();
    history = { canGoBack: vi.fn(() => true), canGoForward: vi.fn(() => false), goBack: vi.fn(), goForward: vi.fn() };
    webContents = { on: vi.fn(on(this.contentsEvents)), navigationHistory: this.history };
    focused = true;
    options: any;
    on = vi.fn(on(this.events));
    once = vi.fn(on(this.events));
    loadURL = vi.fn(() => Promise.resolve());
    setTitle = vi.fn();
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    maximize = vi.fn();
    isMinimized = vi.fn(() => false);
    isDestroyed = vi.fn(() => false);
    isMaximized = vi.fn(() => false);
    isFocused = vi.fn(() => this.focused);
    getNormalBounds = vi.fn(() => ({ x: 40, y: 30, width: 1300, height: 820 }));
    constructor(options: any) {
      this.options = options;
      windows.push(this);
    }
  }
  class Notification {
    static isSupported = vi.fn(() => true);
    events = handlers();
    on = vi.fn(on(this.events));
    show = vi.fn();
    constructor(public content: { title: string; body: string }) {
      notifications.push(this);
    }
  }
  return {
    appEvents,
    ipcEvents,
    windows,
    notifications,
    paths: { app: '', userData: '' },
    ready: { resolve: () => {} },
    module: {
      app: {
        isPackaged: true,
        on: vi.fn(on(appEvents)),
        whenReady: vi.fn(() => Promise.resolve()),
        requestSingleInstanceLock: vi.fn(() => true),
        quit: vi.fn(),
        exit: vi.fn(),
        getAppPath: vi.fn(() => ''),
        getPath: vi.fn((_name: string) => ''),
        setBadgeCount: vi.fn(() => true),
        setAppUserModelId: vi.fn(),
      },
      BrowserWindow,
      Notification,
      Menu: { buildFromTemplate: vi.fn((template: unknown) => ({ template })), setApplicationMenu: vi.fn() },
      dialog: { showErrorBox: vi.fn(), showMessageBoxSync: vi.fn((_win: unknown, _options: unknown) => 1) },
      ipcMain: { on: vi.fn(on(ipcEvents)) },
      net: { fetch: vi.fn(() => Promise.resolve(new Response('{"result":[]}'))) },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
      screen: { getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1050 } }]) },
      session: { defaultSession: { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() } },
      shell: { openExternal: vi.fn(() => Promise.resolve()) },
    },
  };
});

vi.mock('electron', () => electron.module);

const { app, protocol, dialog, session, shell, net, Menu } = electron.module;
const dir = mkdtempSync(path.join(tmpdir(), 'realt-main-'));
const appPath = path.join(dir, 'app.asar');
const userData = path.join(dir, 'userData');
mkdirSync(path.join(appPath, 'renderer'), { recursive: true });
mkdirSync(userData);
writeFileSync(path.join(appPath, 'renderer', 'index.html'), '<!doctype html><div id="root"></div>');
const languageFile = path.join(userData, 'language.json');
const manifestFile = path.join(appPath, 'package.json');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The app folder's package.json as a build writes it, naming its API and site in `realt`. */
function build(realt: Record<string, string>) {
  writeFileSync(manifestFile, JSON.stringify({ main: 'main.cjs', realt }));
}

/**
 * Runs main.ts afresh with these arguments and environment, up to the window being created; a
 * first start, unless `restart` keeps the language the previous run saved.
 */
async function start(argv: string[] = [], env: Record<string, string> = {}, restart = false, platform = 'linux') {
  if (!restart) rmSync(languageFile, { force: true });
  vi.resetModules();
  vi.clearAllMocks();
  electron.appEvents.clear();
  electron.ipcEvents.clear();
  electron.windows.length = 0;
  electron.notifications.length = 0;
  app.getAppPath.mockReturnValue(appPath);
  app.getPath.mockImplementation((name: string) => (name === 'userData' ? userData : dir));
  vi.stubGlobal('process', { ...process, argv: ['/opt/Realt/realt-console', ...argv], env, platform });
  await import('../../../desktop/main');
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  return electron.windows[0];
}

function fakeContents() {
  const events = new Map<string, Handler>();
  let openHandler: Handler = () => undefined;
  const contents = {
    on: vi.fn((name: string, handler: Handler) => events.set(name, handler)),
    setWindowOpenHandler: vi.fn((handler: Handler) => (openHandler = handler)),
  };
  for (const handler of electron.appEvents.get('web-contents-created') ?? []) handler({}, contents);
  const event = () => ({ preventDefault: vi.fn() });
  return {
    navigate(url: string) {
      const e = event();
      events.get('will-navigate')!(e, url);
      return e.preventDefault.mock.calls.length > 0 ? 'prevented' : 'allowed';
    },
    open: (url: string) => openHandler({ url }),
    attachWebview() {
      const e = event();
      events.get('will-attach-webview')!(e);
      return e.preventDefault;
    },
  };
}

function send(channel: Channel, frameUrl: string | null, ...args: unknown[]) {
  const senderFrame = frameUrl === null ? null : { url: frameUrl };
  for (const handler of electron.ipcEvents.get(channel) ?? []) handler({ senderFrame }, ...args);
}

describe('start-up', () => {
  beforeEach(() => start());

  it('registers realt:// as a privileged, standard, secure scheme that does not bypass the CSP', () => {
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'realt', privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true } },
    ]);
  });

  it('opens one window on /realt/admin with the locked-down webPreferences and no devtools', () => {
    expect(electron.windows).toHaveLength(1);
    const [win] = electron.windows;
    expect(win.loadURL).toHaveBeenCalledWith('realt://app/realt/admin');
    expect(win.options.webPreferences).toEqual(secureWebPreferences(path.join(appPath, 'preload.cjs'), false));
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, devTools: false });
  });

  it('serves the bundle from the app folder and forwards API calls and images to the production API with net.fetch, following no redirect', async () => {
    expect(protocol.handle).toHaveBeenCalledWith('realt', expect.any(Function));
    const handle = protocol.handle.mock.calls[0]![1] as (request: Request) => Promise<Response>;
    const page = await handle(new Request('realt://app/realt/admin/advertisements'));
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain('connect-src \'self\' https://api.realt.ge');
    await handle(new Request('realt://app/admin-api/announcements?page=1'));
    expect(net.fetch).toHaveBeenCalledWith('https://api.realt.ge/admin-api/announcements?page=1', expect.objectContaining({ method: 'GET', redirect: 'error' }));
    await handle(new Request('realt://app/storage/announcements/7/main.jpg'));
    expect(net.fetch).toHaveBeenCalledWith('https://api.realt.ge/storage/announcements/7/main.jpg', expect.objectContaining({ method: 'GET' }));
  });

  it('keeps one instance, quits when the window closes, and shows a menu without devtools', () => {
    expect(app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(electron.appEvents.get('window-all-closed')).toHaveLength(1);
    const template = JSON.stringify(Menu.buildFromTemplate.mock.calls[0]![0]);
    expect(template).toContain('reload');
    expect(template).not.toContain('toggleDevTools');
  });

  it('grants notifications to the app and nothing else', () => {
    const request = session.defaultSession.setPermissionRequestHandler.mock.calls[0]![0] as Handler;
    const check = session.defaultSession.setPermissionCheckHandler.mock.calls[0]![0] as Handler;
    const decide = (permission: string, requestingUrl: string) => {
      const callback = vi.fn();
      request({}, permission, callback, { requestingUrl });
      return callback.mock.calls[0]![0];
    };
    expect(decide('notifications', 'realt://app/realt/admin')).toBe(true);
    expect(decide('notifications', 'https://www.youtube.com/embed/x')).toBe(false);
    expect(decide('media', 'realt://app/realt/admin')).toBe(false);
    expect(decide('geolocation', 'realt://app/realt/admin')).toBe(false);
    expect(check({}, 'notifications', 'realt://app')).toBe(true);
    expect(check({}, 'clipboard-read', 'realt://app')).toBe(false);
  });

  it('keeps its own title over the pages\' titles, and saves the window state on close', () => {
    const [win] = electron.windows;
    const titleEvent = { preventDefault: vi.fn() };
    win.events.get('page-title-updated')[0](titleEvent);
    expect(titleEvent.preventDefault).toHaveBeenCalled();
    win.events.get('close')[0]();
    expect(JSON.parse(readFileSync(path.join(userData, 'window-state.json'), 'utf8'))).toEqual({ x: 40, y: 30, width: 1300, height: 820, maximized: false });
  });
});

describe('navigation and new windows', () => {
  beforeEach(() => start());

  it('lets the app navigate within its origin', () => {
    expect(fakeContents().navigate('realt://app/realt/auth/login')).toBe('allowed');
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('sends web links to the system browser instead', () => {
    expect(fakeContents().navigate('https://realt.ge/realt/catalog/sell')).toBe('prevented');
    expect(shell.openExternal).toHaveBeenCalledWith('https://realt.ge/realt/catalog/sell');
  });

  it.each(['file:///etc/passwd', 'realt://evil/realt/admin', 'javascript:alert(1)', 'mailto:a@realt.ge'])('goes nowhere for %s', (url) => {
    const contents = fakeContents();
    expect(contents.navigate(url)).toBe('prevented');
    expect(contents.open(url)).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('denies new windows for web links, opening them in the system browser', () => {
    expect(fakeContents().open('https://www.youtube.com/watch?v=jNQXAC9IVRw')).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.youtube.com/watch?v=jNQXAC9IVRw');
  });

  it('opens no window of its own: a public page of the app opens on the public site, in the system browser', () => {
    const contents = fakeContents();
    expect(contents.open('realt://app/realt/announcement/vake-flat')).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenLastCalledWith('https://realt.ge/realt/announcement/vake-flat');
    expect(contents.open('realt://app/realt/en/user/7?tab=listings#top')).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenLastCalledWith('https://realt.ge/realt/en/user/7?tab=listings#top');
    expect(electron.windows).toHaveLength(1);
  });

  it('opens nothing for an address of the app outside its pages', () => {
    expect(fakeContents().open('realt://app/admin-api/announcements')).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('opens public pages on the site the build names', async () => {
    build({ siteUrl: 'https://staging.realt.ge' });
    await start();
    rmSync(manifestFile);
    fakeContents().open('realt://app/realt/user/7');
    expect(shell.openExternal).toHaveBeenCalledWith('https://staging.realt.ge/realt/user/7');
  });

  it('refuses to attach a <webview>', () => {
    expect(fakeContents().attachWebview()).toHaveBeenCalled();
  });
});

describe('IPC from the renderer', () => {
  let win: any;
  beforeEach(async () => {
    win = await start();
  });

  it('shows the moderation count from the app in the title and badge', () => {
    send(Channel.SetModerationCount, 'realt://app/realt/admin/advertisements', 4);
    expect(win.setTitle).toHaveBeenCalledWith('Realt — მოდერაციაზე: 4');
    expect(app.setBadgeCount).toHaveBeenCalledWith(4);
    expect(electron.notifications).toHaveLength(0);
  });

  it('notifies about new listings only while the window is in the background', () => {
    send(Channel.SetModerationCount, 'realt://app/realt/admin', 4);
    send(Channel.SetModerationCount, 'realt://app/realt/admin', 5);
    expect(electron.notifications).toHaveLength(0);
    win.focused = false;
    send(Channel.SetModerationCount, 'realt://app/realt/admin', 7);
    expect(electron.notifications).toHaveLength(1);
    const [notification] = electron.notifications;
    expect(notification.content).toEqual({ title: 'ახალი განცხადებები მოდერაციაზე', body: '2 ახალი განცხადება ელოდება მოდერაციას (სულ 7)' });
    expect(notification.show).toHaveBeenCalled();
    notification.events.get('click')[0]();
    expect(win.focus).toHaveBeenCalled();
  });

  it.each([
    ['another origin', 'https://www.youtube.com/embed/x'],
    ['another host of the scheme', 'realt://evil/realt/admin'],
    ['a destroyed frame', null],
  ])('ignores messages from %s', (_, frameUrl) => {
    send(Channel.SetModerationCount, frameUrl, 9);
    expect(win.setTitle).not.toHaveBeenCalled();
    expect(app.setBadgeCount).not.toHaveBeenCalled();
    expect(electron.notifications).toHaveLength(0);
  });

  it('ignores malformed payloads', () => {
    send(Channel.SetModerationCount, 'realt://app/realt/admin', '9');
    send(Channel.SetModerationCount, 'realt://app/realt/admin', -1);
    expect(win.setTitle).not.toHaveBeenCalled();
    expect(electron.notifications).toHaveLength(0);
  });

  it('listens to no notification the page would word itself', () => {
    expect([...electron.ipcEvents.keys()].sort()).toEqual([Channel.SetLanguage, Channel.SetModerationCount].sort());
  });
});

/** The View menu's label in the menu last handed to Electron. */
function menuLanguage() {
  expect(Menu.setApplicationMenu).toHaveBeenLastCalledWith(Menu.buildFromTemplate.mock.results.at(-1)!.value);
  const template = Menu.buildFromTemplate.mock.calls.at(-1)![0] as { label?: string }[];
  return template.at(-1)!.label;
}

describe('the language of the shell', () => {
  let win: any;
  beforeEach(async () => {
    win = await start();
  });

  it('starts in Georgian', () => {
    expect(menuLanguage()).toBe('ხედი');
    expect(existsSync(languageFile)).toBe(false);
  });

  it("rebuilds the menu in the page's language and saves it", () => {
    send(Channel.SetLanguage, 'realt://app/realt/en/admin', 'en');
    expect(menuLanguage()).toBe('View');
    expect(JSON.parse(readFileSync(languageFile, 'utf8'))).toEqual({ lang: 'en' });
    send(Channel.SetLanguage, 'realt://app/realt/ru/admin', 'ru');
    expect(menuLanguage()).toBe('Вид');
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(3);
  });

  it('leaves the menu alone when the language stays the same', () => {
    send(Channel.SetLanguage, 'realt://app/realt/admin', 'ka');
    send(Channel.SetLanguage, 'realt://app/realt/en/admin', 'en');
    send(Channel.SetLanguage, 'realt://app/realt/en/admin/users', 'en');
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(2);
  });

  it.each(['de', 'EN', '', 'ka-GE', 1, null, undefined, { lang: 'en' }, ['en']])('ignores %j', (value) => {
    send(Channel.SetLanguage, 'realt://app/realt/admin', value);
    expect(Menu.setApplicationMenu).toHaveBeenCalledOnce();
    expect(menuLanguage()).toBe('ხედი');
    expect(existsSync(languageFile)).toBe(false);
  });

  it.each([
    ['another origin', 'https://www.youtube.com/embed/x'],
    ['another host of the scheme', 'realt://evil/realt/admin'],
    ['a destroyed frame', null],
  ])('ignores a language from %s', (_, frameUrl) => {
    send(Channel.SetLanguage, frameUrl, 'en');
    expect(Menu.setApplicationMenu).toHaveBeenCalledOnce();
    expect(existsSync(languageFile)).toBe(false);
  });

  it('titles the window and notifies in the current language', () => {
    send(Channel.SetLanguage, 'realt://app/realt/admin', 'ru');
    expect(win.setTitle).not.toHaveBeenCalled();
    send(Channel.SetModerationCount, 'realt://app/realt/ru/admin', 4);
    expect(win.setTitle).toHaveBeenLastCalledWith('Realt — на модерации: 4');
    win.focused = false;
    send(Channel.SetModerationCount, 'realt://app/realt/ru/admin', 5);
    expect(electron.notifications[0].content).toEqual({ title: 'Новые объявления на модерации', body: '1 новое объявление ожидает модерации (всего 5)' });
    send(Channel.SetLanguage, 'realt://app/realt/en/admin', 'en');
    expect(win.setTitle).toHaveBeenLastCalledWith('Realt — awaiting moderation: 5');
    send(Channel.SetModerationCount, 'realt://app/realt/en/admin', 8);
    expect(electron.notifications[1].content).toEqual({ title: 'New listings awaiting moderation', body: '3 new listings are awaiting moderation (8 in total)' });
  });

  it('asks before a page with unsaved values is closed or reloaded, in its language: Leave lets it go, Stay keeps it', () => {
    // Electron's event when the page's beforeunload asks to stay; preventDefault lets the unload go on
    const unload = (answer: number) => {
      dialog.showMessageBoxSync.mockReturnValueOnce(answer);
      const event = { preventDefault: vi.fn() };
      for (const handler of win.contentsEvents.get('will-prevent-unload') ?? []) handler(event);
      return event.preventDefault;
    };
    send(Channel.SetLanguage, 'realt://app/realt/en/admin', 'en');
    expect(unload(0)).toHaveBeenCalledOnce();
    expect(dialog.showMessageBoxSync).toHaveBeenLastCalledWith(
      win,
      expect.objectContaining({ message: 'Leave without saving?', detail: 'What you have entered in this form will be lost.', buttons: ['Leave', 'Stay'], cancelId: 1 }),
    );
    send(Channel.SetLanguage, 'realt://app/realt/ru/admin', 'ru');
    expect(unload(1)).not.toHaveBeenCalled();
    expect(dialog.showMessageBoxSync).toHaveBeenLastCalledWith(win, expect.objectContaining({ message: 'Уйти без сохранения?', buttons: ['Уйти', 'Остаться'] }));
  });

  it('opens in the language the last run heard, its console page and start-up errors included', async () => {
    send(Channel.SetLanguage, 'realt://app/realt/en/admin', 'en');
    const win = await start([], {}, true);
    expect(menuLanguage()).toBe('View');
    expect(win.loadURL).toHaveBeenCalledWith('realt://app/realt/en/admin');
    send(Channel.SetLanguage, 'realt://app/realt/en/admin', 'ru');
    expect((await start([], {}, true)).loadURL).toHaveBeenCalledWith('realt://app/realt/ru/admin');
    build({ apiUrl: 'api.realt.ge' });
    await start([], {}, true);
    rmSync(manifestFile);
    expect(dialog.showErrorBox).toHaveBeenCalledWith('Неверный параметр Realt', expect.stringContaining('API URL'));
  });

  it('falls back to Georgian for an unreadable saved language', async () => {
    writeFileSync(languageFile, '{"lang":"de"}');
    await start([], {}, true);
    expect(menuLanguage()).toBe('ხედი');
  });
});

describe('settings at start', () => {
  it('installed, forwards to the API its build names, and puts it in the CSP', async () => {
    build({ apiUrl: 'https://staging-api.realt.ge' });
    await start();
    rmSync(manifestFile);
    const handle = protocol.handle.mock.calls[0]![1] as (request: Request) => Promise<Response>;
    const page = await handle(new Request('realt://app/realt/admin'));
    expect(page.headers.get('content-security-policy')).toContain('img-src \'self\' data: blob: https://staging-api.realt.ge');
    await handle(new Request('realt://app/api/districts'));
    expect(net.fetch).toHaveBeenCalledWith('https://staging-api.realt.ge/api/districts', expect.anything());
  });

  it('installed, takes the API from nothing but its build: no flag or variable can send the password elsewhere', async () => {
    await start(['--api-url=https://evil.example'], { REALT_API_URL: 'https://evil.example' });
    expect(dialog.showErrorBox).not.toHaveBeenCalled();
    const handle = protocol.handle.mock.calls[0]![1] as (request: Request) => Promise<Response>;
    const page = await handle(new Request('realt://app/realt/admin'));
    expect(page.headers.get('content-security-policy')).not.toContain('evil.example');
    await handle(new Request('realt://app/client-api/login'));
    expect(net.fetch).toHaveBeenCalledWith('https://api.realt.ge/client-api/login', expect.anything());
  });

  it('run unpacked, forwards to the API named by --api-url over REALT_API_URL', async () => {
    app.isPackaged = false;
    await start(['--api-url=http://127.0.0.1:4010'], { REALT_API_URL: 'https://other.realt.ge' });
    app.isPackaged = true;
    const handle = protocol.handle.mock.calls[0]![1] as (request: Request) => Promise<Response>;
    await handle(new Request('realt://app/api/districts'));
    expect(net.fetch).toHaveBeenCalledWith('http://127.0.0.1:4010/api/districts', expect.anything());
  });

  it('refuses a bad API URL loudly and does not start', async () => {
    app.isPackaged = false;
    await start(['--api-url=api.realt.ge']);
    app.isPackaged = true;
    expect(dialog.showErrorBox).toHaveBeenCalledWith('Realt-ის პარამეტრი არასწორია', expect.stringContaining('--api-url'));
    expect(app.exit).toHaveBeenCalledWith(1);
    expect(protocol.registerSchemesAsPrivileged).not.toHaveBeenCalled();
    expect(electron.windows).toHaveLength(0);
  });

  it('quits at once when another instance is running', async () => {
    app.requestSingleInstanceLock.mockReturnValue(false);
    await start();
    app.requestSingleInstanceLock.mockReturnValue(true);
    expect(app.quit).toHaveBeenCalled();
    expect(electron.windows).toHaveLength(0);
  });

  it('installed, refuses an http API loudly and does not start', async () => {
    build({ apiUrl: 'http://api.realt.ge' });
    await start();
    rmSync(manifestFile);
    expect(dialog.showErrorBox).toHaveBeenCalledWith('Realt-ის პარამეტრი არასწორია', expect.stringContaining('https'));
    expect(app.exit).toHaveBeenCalledWith(1);
    expect(electron.windows).toHaveLength(0);
  });

  it('installed, ignores REALT_DEV_SERVER_URL and serves its own bundle without devtools', async () => {
    const win = await start([], { REALT_DEV_SERVER_URL: 'http://localhost:5173' });
    expect(protocol.handle).toHaveBeenCalledWith('realt', expect.any(Function));
    expect(win.loadURL).toHaveBeenCalledWith('realt://app/realt/admin');
    expect(win.options.webPreferences.devTools).toBe(false);
    expect(fakeContents().navigate('http://localhost:5173/realt/admin/users')).toBe('prevented');
  });

  it('in development loads the Vite dev server, treats it as the app, and offers devtools', async () => {
    app.isPackaged = false;
    const win = await start([], { REALT_DEV_SERVER_URL: 'http://localhost:5173' });
    app.isPackaged = true;
    expect(protocol.handle).not.toHaveBeenCalled();
    expect(win.loadURL).toHaveBeenCalledWith('http://localhost:5173/realt/admin');
    expect(win.options.webPreferences.devTools).toBe(true);
    expect(JSON.stringify(Menu.buildFromTemplate.mock.calls[0]![0])).toContain('toggleDevTools');
    expect(fakeContents().navigate('http://localhost:5173/realt/admin/users')).toBe('allowed');
    expect(fakeContents().navigate('realt://app/realt/admin')).toBe('prevented');
  });
});

describe('the window after it is gone', () => {
  let win: any;
  beforeEach(async () => {
    win = await start();
    win.focused = false;
    send(Channel.SetModerationCount, 'realt://app/realt/admin', 4);
    send(Channel.SetModerationCount, 'realt://app/realt/admin', 6);
    win.isDestroyed.mockReturnValue(true);
  });

  it('opens the console again for a second launch instead of calling a destroyed window', () => {
    for (const handler of electron.appEvents.get('second-instance') ?? []) handler();
    expect(win.focus).not.toHaveBeenCalled();
    expect(electron.windows).toHaveLength(2);
    expect(electron.windows[1].loadURL).toHaveBeenCalledWith('realt://app/realt/admin');
  });

  it('opens the console again when a notification is clicked', () => {
    electron.notifications[0].events.get('click')[0]();
    expect(win.restore).not.toHaveBeenCalled();
    expect(win.focus).not.toHaveBeenCalled();
    expect(electron.windows).toHaveLength(2);
  });

  it('ignores counts with no window to show them in', () => {
    send(Channel.SetModerationCount, 'realt://app/realt/admin', 9);
    expect(win.setTitle).not.toHaveBeenCalledWith(expect.stringContaining('9'));
    expect(electron.notifications).toHaveLength(1);
  });

  it('brings a live window to the front for a second launch', async () => {
    win = await start();
    win.isMinimized.mockReturnValue(true);
    for (const handler of electron.appEvents.get('second-instance') ?? []) handler();
    expect(win.restore).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
    expect(electron.windows).toHaveLength(1);
  });
});

/** The View menu's items last handed to Electron, by label. */
function viewItem(label: string) {
  const template = Menu.buildFromTemplate.mock.calls.at(-1)![0] as { submenu: { label?: string; accelerator?: string; click?: () => void }[] }[];
  return template.at(-1)!.submenu.find((item) => item.label === label)!;
}

describe('back and forward', () => {
  let win: any;
  beforeEach(async () => {
    win = await start();
  });

  it('steps through the window\'s history from the menu, with the browser keys of the platform', () => {
    expect(viewItem('უკან').accelerator).toBe('Alt+Left');
    viewItem('უკან').click!();
    expect(win.history.goBack).toHaveBeenCalledOnce();
    // nothing ahead: Forward does nothing
    viewItem('წინ').click!();
    expect(win.history.goForward).not.toHaveBeenCalled();
    win.history.canGoForward.mockReturnValue(true);
    viewItem('წინ').click!();
    expect(win.history.goForward).toHaveBeenCalledOnce();
  });

  it('keeps the items when the menu follows the page\'s language', () => {
    send(Channel.SetLanguage, 'realt://app/realt/ru/admin', 'ru');
    viewItem('Назад').click!();
    expect(win.history.goBack).toHaveBeenCalledOnce();
  });

  it('follows the mouse\'s back and forward buttons', () => {
    win.history.canGoForward.mockReturnValue(true);
    const command = (name: string) => win.events.get('app-command')[0]({}, name);
    command('browser-backward');
    expect(win.history.goBack).toHaveBeenCalledOnce();
    command('browser-forward');
    expect(win.history.goForward).toHaveBeenCalledOnce();
    command('volume-up');
    expect(win.history.goBack).toHaveBeenCalledOnce();
  });

  it('uses Cmd+[ and Cmd+] on macOS', async () => {
    await start([], {}, false, 'darwin');
    expect(viewItem('უკან').accelerator).toBe('Cmd+[');
    expect(viewItem('წინ').accelerator).toBe('Cmd+]');
  });
});

describe('Windows notifications', () => {
  it('carry the installer\'s app id, so Windows shows them under the console', async () => {
    const { appId } = parse(readFileSync(path.join(import.meta.dirname, '../../../desktop/electron-builder.yml'), 'utf8'));
    await start([], {}, false, 'win32');
    expect(app.setAppUserModelId).toHaveBeenCalledWith(appId);
    await start();
    expect(app.setAppUserModelId).not.toHaveBeenCalled();
  });
});
