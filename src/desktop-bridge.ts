// Typed access to the desktop console's bridge (`window.realtDesktop`, exposed by
// desktop/preload.ts). In a browser there is no bridge and every function here does nothing, so
// screens call them unconditionally.
//
// reportModerationCount(n): call it with the number of listings waiting on moderation whenever the
// moderation queue loads or refreshes. The desktop app shows it in the window title
// ('Realt — მოდერაციაზე: N') and the badge, and raises a desktop notification when the number
// grows while the window is in the background.
import type { RealtDesktopApi } from '../desktop/ipc-channels';

declare global {
  interface Window {
    realtDesktop?: RealtDesktopApi;
  }
}

/** true inside the desktop console */
export function isDesktop(): boolean {
  return window.realtDesktop?.isDesktop === true;
}

export function reportModerationCount(count: number): void {
  window.realtDesktop?.setModerationCount(count);
}

/** a desktop notification in the console; nothing in a browser (the page shows its own notices) */
export function notifyDesktop(title: string, body: string): void {
  window.realtDesktop?.notify(title, body);
}
