// The Electron main process, thin glue only: the policies, the protocol handler, the settings and
// the window state live in modules without Electron (security, protocol, settings, window,
// moderation, menu, language) and are wired to Electron's events here.
import path from 'node:path';
import { BrowserWindow, Menu, Notification, app, dialog, ipcMain, net, protocol, screen, session, shell } from 'electron';
import type { WebContents } from 'electron';
import { isLang, type Lang } from '../src/i18n/lang';
import { contentSecurityPolicy } from './csp';
import { Channel } from './ipc-channels';
import { LANGUAGE_FILE, readLanguage, writeLanguage } from './language';
import { menuTemplate } from './menu';
import { moderationView, parseCount, parseNotification } from './moderation';
import { APP_ORIGIN, APP_SCHEME, APP_SCHEME_PRIVILEGES, START_URL_PATH, createAppHandler } from './protocol';
import { isPermissionAllowed, isTrustedSender, navigationDecision, secureWebPreferences } from './security';
import { readSettings, type Settings } from './settings';
import { desktopTexts } from './texts';
import { WINDOW_STATE_FILE, readWindowState, windowOptions, writeWindowState } from './window';

// the bundled main.cjs, preload.cjs and renderer/ sit side by side in the app folder (app.asar)
const preload = () => path.join(app.getAppPath(), 'preload.cjs');
const rendererRoot = () => path.join(app.getAppPath(), 'renderer');
const languageFile = () => path.join(app.getPath('userData'), LANGUAGE_FILE);

function showMenu(development: boolean, lang: Lang): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, development, lang)));
}

/** Links and navigations: the app's origin stays, http(s) goes to the system browser, the rest nowhere. */
function guardContents(contents: WebContents, appOrigin: string, development: boolean): void {
  contents.on('will-navigate', (event, url) => {
    const decision = navigationDecision(url, appOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') void shell.openExternal(url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    const decision = navigationDecision(url, appOrigin);
    if (decision === 'external') void shell.openExternal(url);
    if (decision !== 'allow') return { action: 'deny' };
    // a window of the app's own pages gets the same locked-down preferences as the main one
    return { action: 'allow', overrideBrowserWindowOptions: { webPreferences: secureWebPreferences(preload(), development) } };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function showNotification(content: { title: string; body: string }, win: BrowserWindow): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification(content);
  notification.on('click', () => {
    if (win.isMinimized()) win.restore();
    win.show();
    win.focus();
  });
  notification.show();
}

/**
 * The bridge's messages, each accepted only from a frame showing the app's own origin; and the
 * page's question before it is left, in the page's language.
 */
function listenToRenderer(win: BrowserWindow, appOrigin: string, development: boolean, lang: Lang): void {
  let count: number | null = null;
  // a page that asks before it is left (a form with unsaved values, beforeunload): Electron would
  // keep the window from closing or reloading without a word, so the shell asks as a browser does
  win.webContents.on('will-prevent-unload', (event) => {
    const t = desktopTexts(lang).leave;
    const answer = dialog.showMessageBoxSync(win, { type: 'question', title: t.title, message: t.title, detail: t.text, buttons: [t.leave, t.stay], defaultId: 1, cancelId: 1 });
    if (answer === 0) event.preventDefault();
  });
  ipcMain.on(Channel.SetModerationCount, (event, value: unknown) => {
    const next = parseCount(value);
    if (!isTrustedSender(event.senderFrame, appOrigin) || next === null || win.isDestroyed()) return;
    const view = moderationView(count, next, !win.isFocused(), lang);
    count = next;
    win.setTitle(view.title);
    // macOS dock and Unity launchers; elsewhere the title carries the count
    app.setBadgeCount(view.badge);
    if (view.notification) showNotification(view.notification, win);
  });
  ipcMain.on(Channel.Notify, (event, title: unknown, body: unknown) => {
    const notification = parseNotification(title, body);
    if (isTrustedSender(event.senderFrame, appOrigin) && notification && !win.isDestroyed()) showNotification(notification, win);
  });
  ipcMain.on(Channel.SetLanguage, (event, value: unknown) => {
    if (!isTrustedSender(event.senderFrame, appOrigin) || !isLang(value) || value === lang) return;
    lang = value;
    showMenu(development, lang);
    try {
      writeLanguage(languageFile(), lang);
    } catch (error) {
      // the shell follows the page all the same; only the next start opens in the old language
      console.warn('could not save the language', error);
    }
    // the title's count was written in the previous language
    if (count !== null && !win.isDestroyed()) win.setTitle(desktopTexts(lang).titleWithCount(count));
  });
}

function createMainWindow(appOrigin: string, development: boolean): BrowserWindow {
  const stateFile = path.join(app.getPath('userData'), WINDOW_STATE_FILE);
  const state = readWindowState(stateFile, screen.getAllDisplays().map((display) => display.workArea));
  const win = new BrowserWindow(windowOptions(state, preload(), development));
  win.once('ready-to-show', () => {
    if (state.maximized) win.maximize();
    win.show();
  });
  // the title is the shell's (with the moderation count), not each screen's document.title
  win.on('page-title-updated', (event) => event.preventDefault());
  win.on('close', () => {
    try {
      writeWindowState(stateFile, win.getNormalBounds(), win.isMaximized());
    } catch (error) {
      // losing the window's position is no reason to keep the app from closing
      console.warn('could not save the window state', error);
    }
  });
  void win.loadURL(`${appOrigin}${START_URL_PATH}`);
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
  const lang = readLanguage(languageFile());
  showMenu(development, lang);
  const win = createMainWindow(appOrigin, development);
  listenToRenderer(win, appOrigin, development, lang);
  app.on('second-instance', () => {
    if (win.isMinimized()) win.restore();
    win.focus();
  });
}

function start(): void {
  let settings: Settings;
  try {
    settings = readSettings(process.argv, process.env, app.isPackaged);
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
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
  app.on('web-contents-created', (_event, contents) => guardContents(contents, appOrigin, development));
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(() => onReady(settings, appOrigin, development));
}

start();
