// The Electron main process, thin glue only: the policies, the protocol handler, the settings and
// the window state live in modules without Electron (security, protocol, settings, window,
// moderation, menu, language) and are wired to Electron's events here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BrowserWindow, Menu, Notification, app, dialog, ipcMain, net, protocol, screen, session, shell } from 'electron';
import type { WebContents } from 'electron';
import { isLang, type Lang } from '../src/i18n/lang';
import { contentSecurityPolicy } from './csp';
import { Channel } from './ipc-channels';
import { LANGUAGE_FILE, readLanguage, writeLanguage } from './language';
import { menuTemplate, type HistorySteps } from './menu';
import { moderationView, parseCount } from './moderation';
import { APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppHandler, startPath } from './protocol';
import { isPermissionAllowed, isTrustedSender, navigationDecision, windowOpenTarget } from './security';
import { buildSettingsOf, readSettings, type Settings } from './settings';
import { desktopTexts } from './texts';
import { WINDOW_STATE_FILE, readWindowState, windowOptions, writeWindowState } from './window';

// electron-builder.yml's appId, which the Windows installer gives the Start menu shortcut: Windows
// shows (and lets the user silence) the console's notifications under it
const APP_USER_MODEL_ID = 'ge.realt.console';

// the bundled main.cjs, preload.cjs and renderer/ sit side by side in the app folder (app.asar)
const preload = () => path.join(app.getAppPath(), 'preload.cjs');
const rendererRoot = () => path.join(app.getAppPath(), 'renderer');
const languageFile = () => path.join(app.getPath('userData'), LANGUAGE_FILE);

/** The app folder's package.json, where the build names its API and site (scripts/desktop-bundle.mjs). */
function readManifest(): unknown {
  try {
    return JSON.parse(readFileSync(path.join(app.getAppPath(), 'package.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** What the shell keeps while it runs: the page's language and the last moderation count. */
interface ShellState {
  lang: Lang;
  count: number | null;
}

function showMenu(development: boolean, lang: Lang, history: HistorySteps): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, development, lang, history)));
}

/**
 * Links and navigations: the app's origin stays in the window; a new window opens nowhere in the
 * app, its public pages and http(s) links going to the system browser instead, the rest nowhere.
 */
function guardContents(contents: WebContents, appOrigin: string, siteOrigin: string): void {
  contents.on('will-navigate', (event, url) => {
    const decision = navigationDecision(url, appOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') void shell.openExternal(url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    const target = windowOpenTarget(url, appOrigin, siteOrigin);
    if (target !== null) void shell.openExternal(target);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** One step through the window's history, when there is one to take. */
function step(win: BrowserWindow | null, direction: 'back' | 'forward'): void {
  const history = win?.webContents.navigationHistory;
  if (direction === 'back' && history?.canGoBack()) history.goBack();
  if (direction === 'forward' && history?.canGoForward()) history.goForward();
}

function showNotification(content: { title: string; body: string }, reveal: () => void): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification(content);
  notification.on('click', reveal);
  notification.show();
}

/**
 * The bridge's messages, each accepted only from a frame showing the app's own origin; `current`
 * is the main window while it lives.
 */
function listenToRenderer(state: ShellState, current: () => BrowserWindow | null, reveal: () => void, appOrigin: string, setMenu: () => void): void {
  ipcMain.on(Channel.SetModerationCount, (event, value: unknown) => {
    const next = parseCount(value);
    const win = current();
    if (!isTrustedSender(event.senderFrame, appOrigin) || next === null || !win) return;
    const view = moderationView(state.count, next, !win.isFocused(), state.lang);
    state.count = next;
    win.setTitle(view.title);
    // macOS dock and Unity launchers; elsewhere the title carries the count
    app.setBadgeCount(view.badge);
    if (view.notification) showNotification(view.notification, reveal);
  });
  ipcMain.on(Channel.SetLanguage, (event, value: unknown) => {
    if (!isTrustedSender(event.senderFrame, appOrigin) || !isLang(value) || value === state.lang) return;
    state.lang = value;
    setMenu();
    try {
      writeLanguage(languageFile(), state.lang);
    } catch (error) {
      // the shell follows the page all the same; only the next start opens in the old language
      console.warn('could not save the language', error);
    }
    // the title's count was written in the previous language
    if (state.count !== null) current()?.setTitle(desktopTexts(state.lang).titleWithCount(state.count));
  });
}

function createMainWindow(appOrigin: string, development: boolean, state: ShellState, history: HistorySteps): BrowserWindow {
  const stateFile = path.join(app.getPath('userData'), WINDOW_STATE_FILE);
  const saved = readWindowState(stateFile, screen.getAllDisplays().map((display) => display.workArea));
  const win = new BrowserWindow(windowOptions(saved, preload(), development));
  win.once('ready-to-show', () => {
    if (saved.maximized) win.maximize();
    win.show();
  });
  // the title is the shell's (with the moderation count), not each screen's document.title
  win.on('page-title-updated', (event) => event.preventDefault());
  // the mouse's back and forward buttons (Windows, and Linux where Electron reports them too)
  win.on('app-command', (_event, command) => {
    if (command === 'browser-backward') history.back();
    if (command === 'browser-forward') history.forward();
  });
  // a page that asks before it is left (a form with unsaved values, beforeunload): Electron would
  // keep the window from closing or reloading without a word, so the shell asks as a browser does
  win.webContents.on('will-prevent-unload', (event) => {
    const t = desktopTexts(state.lang).leave;
    const answer = dialog.showMessageBoxSync(win, { type: 'question', title: t.title, message: t.title, detail: t.text, buttons: [t.leave, t.stay], defaultId: 1, cancelId: 1 });
    if (answer === 0) event.preventDefault();
  });
  win.on('close', () => {
    try {
      writeWindowState(stateFile, win.getNormalBounds(), win.isMaximized());
    } catch (error) {
      // losing the window's position is no reason to keep the app from closing
      console.warn('could not save the window state', error);
    }
  });
  void win.loadURL(`${appOrigin}${startPath(state.lang)}`);
  return win;
}

function onReady(settings: Settings, appOrigin: string, development: boolean): void {
  if (!settings.devServerUrl) {
    const csp = contentSecurityPolicy(settings.apiOrigin);
    protocol.handle(
      APP_SCHEME,
      createAppHandler({ root: rendererRoot(), apiOrigin: settings.apiOrigin, csp, fetch: (url, init) => net.fetch(url, init) }),
    );
  }
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionAllowed(permission, details.requestingUrl, appOrigin)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, appOrigin),
  );
  const state: ShellState = { lang: readLanguage(languageFile()), count: null };
  let win: BrowserWindow | null = null;
  const current = () => (win && !win.isDestroyed() ? win : null);
  const history: HistorySteps = { back: () => step(current(), 'back'), forward: () => step(current(), 'forward') };
  /** The console in front, made anew if its window is gone. */
  const reveal = () => {
    const shown = current();
    if (!shown) {
      win = createMainWindow(appOrigin, development, state, history);
      return;
    }
    if (shown.isMinimized()) shown.restore();
    shown.show();
    shown.focus();
  };
  const setMenu = () => showMenu(development, state.lang, history);
  setMenu();
  reveal();
  listenToRenderer(state, current, reveal, appOrigin, setMenu);
  app.on('second-instance', reveal);
}

function start(): void {
  let settings: Settings;
  try {
    settings = readSettings(process.argv, process.env, app.isPackaged, buildSettingsOf(readManifest()));
  } catch (error) {
    // shown before any page has said its language: the one the last run heard
    dialog.showErrorBox(desktopTexts(readLanguage(languageFile())).badSettings, error instanceof Error ? error.message : String(error));
    app.exit(1);
    return;
  }
  // one console per moderator: a second launch focuses the open window instead
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  const development = !app.isPackaged;
  const appOrigin = settings.devServerUrl ?? APP_ORIGIN;
  if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
  app.on('web-contents-created', (_event, contents) => guardContents(contents, appOrigin, settings.siteOrigin));
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(() => onReady(settings, appOrigin, development));
}

start();
