// The minimal application menu: reload and zoom, devtools only in development. On macOS the app
// and edit menus are kept too, since without them Cmd+Q and copy/paste in inputs stop working.
import type { MenuItemConstructorOptions } from 'electron';
import type { Lang } from '../src/i18n/lang';
import { desktopTexts } from './texts';

export function menuTemplate(platform: NodeJS.Platform, development: boolean, lang: Lang): MenuItemConstructorOptions[] {
  const t = desktopTexts(lang).menu;
  const view: MenuItemConstructorOptions[] = [
    { role: 'reload', label: t.reload },
    { type: 'separator' },
    { role: 'resetZoom', label: t.resetZoom },
    { role: 'zoomIn', label: t.zoomIn },
    { role: 'zoomOut', label: t.zoomOut },
  ];
  if (development) view.push({ type: 'separator' }, { role: 'toggleDevTools', label: t.devTools });
  const mac: MenuItemConstructorOptions[] = platform === 'darwin' ? [{ role: 'appMenu' }, { role: 'editMenu', label: t.edit }] : [];
  return [...mac, { label: t.view, submenu: view }];
}
