// The security policies of Electron's checklist as plain functions: the window's webPreferences,
// where the app may navigate, where the windows it asks for open, which permissions it gets, and which
// IPC senders are trusted. main.ts only wires them to Electron's events.
import type { WebPreferences } from 'electron';
import { BASE_PATH } from './protocol';

/** The webPreferences of every window; a test fails if any of these flags is loosened. */
export function secureWebPreferences(preload: string, development: boolean): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    devTools: development,
  };
}

/** Same scheme, host and port. Node's URL gives custom schemes the origin "null", so compare parts. */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    const a = new URL(url);
    const b = new URL(origin);
    return a.protocol === b.protocol && a.host === b.host;
  } catch {
    return false;
  }
}

export function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** allow: the app's own page; external: not here, but in the system browser; deny: nowhere */
export type NavigationDecision = 'allow' | 'external' | 'deny';

export function navigationDecision(url: string, appOrigin: string): NavigationDecision {
  if (isSameOrigin(url, appOrigin)) return 'allow';
  return isExternalWebUrl(url) ? 'external' : 'deny';
}

/**
 * Where a new window the page asks for opens, or null for nowhere: the console opens no window of
 * its own. A page of the app's (View on site, the seller's page) opens at the same path on the
 * public site, other http(s) links as they are, both in the system browser.
 */
export function windowOpenTarget(url: string, appOrigin: string, siteOrigin: string): string | null {
  if (!isSameOrigin(url, appOrigin)) return isExternalWebUrl(url) ? url : null;
  const { pathname, search, hash } = new URL(url);
  const isPage = pathname === BASE_PATH || pathname.startsWith(`${BASE_PATH}/`);
  return isPage ? new URL(`${pathname}${search}${hash}`, siteOrigin).href : null;
}

/** Only notifications, and only for the app's own pages. */
export function isPermissionAllowed(permission: string, requestingUrl: string | undefined, appOrigin: string): boolean {
  return permission === 'notifications' && requestingUrl !== undefined && isSameOrigin(requestingUrl, appOrigin);
}

/** An IPC message is handled only when it comes from a live frame showing the app's own origin. */
export function isTrustedSender(frame: { url: string } | null | undefined, appOrigin: string): boolean {
  return frame != null && isSameOrigin(frame.url, appOrigin);
}
