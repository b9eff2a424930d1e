// The minimal application menu: back and forward, reload and zoom, devtools only in development.
// On macOS the app and edit menus are kept too, since without them Cmd+Q and copy/paste in inputs
// stop working.
import type { MenuItemConstructorOptions } from 'electron';
import type { Lang } from '../src/i18n/lang';
import { desktopTexts } from './texts';

/** What Back and Forward do: main.ts steps the window's history. */
export interface HistorySteps {
  back(): void;
  forward(): void;
}

export function menuTemplate(platform: NodeJS.Platform, development: boolean, lang: Lang, history: HistorySteps): MenuItemConstructorOptions[] {
  const t = desktopTexts(lang).menu;
  const mac = platform === 'darwin';
  const view: MenuItemConstructorOptions[] = [
    // each platform's browser keys for history
    { label: t.back, accelerator: mac ? 'Cmd+[' : 'Alt+Left', click: () => history.back() },
    { label: t.forward, accelerator: mac ? 'Cmd+]' : 'Alt+Right', click: () => history.forward() },
    { type: 'separator' },
    { role: 'reload', label: t.reload },
    { type: 'separator' },
    { role: 'resetZoom', label: t.resetZoom },
    { role: 'zoomIn', label: t.zoomIn },
    { role: 'zoomOut', label: t.zoomOut },
  ];
  if (development) view.push({ type: 'separator' }, { role: 'toggleDevTools', label: t.devTools });
  const macMenus: MenuItemConstructorOptions[] = mac ? [{ role: 'appMenu' }, { role: 'editMenu', label: t.edit }] : [];
  return [...macMenus, { label: t.view, submenu: view }];
}
