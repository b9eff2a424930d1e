// The IPC contract of the desktop console: channel names shared by main and preload, and the
// shape of the bridge the preload exposes to the renderer as `window.realtDesktop`.
import type { Lang } from '../src/i18n/lang';

export enum Channel {
  SetModerationCount = 'realt:set-moderation-count',
  SetLanguage = 'realt:set-language',
}

export interface RealtDesktopApi {
  readonly isDesktop: true;
  /** the number of listings waiting on moderation: window title, badge, and a notice when it grows */
  setModerationCount(count: number): void;
  /** the page's language: the shell's menu, window title and notifications follow it */
  setLanguage(lang: Lang): void;
}
