// Typed access to the desktop console's bridge (`window.realtDesktop`, exposed by
// desktop/preload.ts). In a browser there is no bridge and every function here does nothing, so
// screens call them unconditionally.
import type { RealtDesktopApi } from '../desktop/ipc-channels';
import type { Lang } from './i18n/lang';

declare global {
  interface Window {
    realtDesktop?: RealtDesktopApi;
  }
}

/** Whether the page runs in the desktop console (a browser has no bridge). */
export function inDesktopConsole(): boolean {
  return window.realtDesktop?.isDesktop === true;
}

/**
 * The number of listings waiting on moderation, whenever the queue loads or refreshes: the
 * console shows it in the window title and the badge, and raises a desktop notification when it
 * grows while the window is in the background.
 */
export function reportModerationCount(count: number): void {
  window.realtDesktop?.setModerationCount(count);
}

/**
 * The page's language, whenever it is set or switched: the console's menu, window title and
 * notifications follow it, and its next start opens in it.
 */
export function reportLanguage(lang: Lang): void {
  window.realtDesktop?.setLanguage(lang);
}
