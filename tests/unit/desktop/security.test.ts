import { describe, expect, it } from 'vitest';
import { APP_ORIGIN } from '../../../desktop/protocol';
import { isPermissionAllowed, isTrustedSender, navigationDecision, secureWebPreferences, windowOpenTarget } from '../../../desktop/security';

// Electron's security checklist: any of these loosened fails this test
const LOCKED = {
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
} as const;

describe('secureWebPreferences', () => {
  const production = secureWebPreferences('/app/preload.cjs', false);

  it.each(Object.entries(LOCKED))('keeps %s at %s', (flag, value) => {
    expect(production[flag as keyof typeof LOCKED]).toBe(value);
    expect(secureWebPreferences('/app/preload.cjs', true)[flag as keyof typeof LOCKED]).toBe(value);
  });

  it('sets nothing beyond the checklist, the preload and devtools (no Blink features, no remote module)', () => {
    expect(production).toEqual({ ...LOCKED, preload: '/app/preload.cjs', safeDialogs: true, devTools: false });
    expect(production).not.toHaveProperty('enableBlinkFeatures');
    expect(production).not.toHaveProperty('enableRemoteModule');
  });

  it('opens devtools only in development', () => {
    expect(production.devTools).toBe(false);
    expect(secureWebPreferences('/app/preload.cjs', true).devTools).toBe(true);
  });
});

describe('navigationDecision', () => {
  it.each([
    'realt://app/realt/admin',
    'realt://app/realt/admin/advertisements?page=2#top',
    'realt://app/realt/auth/login',
  ])('lets the app move within its own origin: %s', (url) => {
    expect(navigationDecision(url, APP_ORIGIN)).toBe('allow');
  });

  it.each(['https://realt.ge/realt/catalog/sell', 'http://example.com/', 'https://www.youtube.com/watch?v=jNQXAC9IVRw', 'https://ecommerce.ufc.ge/ecomm2/ClientHandler'])(
    'sends web links to the system browser: %s',
    (url) => {
      expect(navigationDecision(url, APP_ORIGIN)).toBe('external');
    },
  );

  it.each([
    'realt://evil/realt/admin',
    'realt://app.evil.com/realt/admin',
    'realt:app/realt/admin',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:admin@realt.ge',
    'smb://share/x',
    'about:blank',
    'not a url',
  ])('goes nowhere for %s', (url) => {
    expect(navigationDecision(url, APP_ORIGIN)).toBe('deny');
  });

  it('treats the dev server as the app in development, and only its exact origin', () => {
    expect(navigationDecision('http://localhost:5173/realt/admin', 'http://localhost:5173')).toBe('allow');
    expect(navigationDecision('http://localhost:5174/realt/admin', 'http://localhost:5173')).toBe('external');
    expect(navigationDecision('realt://app/realt/admin', 'http://localhost:5173')).toBe('deny');
  });
});

describe('windowOpenTarget', () => {
  const site = 'https://realt.ge';
  it('sends a page of the app to the same path on the public site', () => {
    expect(windowOpenTarget(`${APP_ORIGIN}/realt/announcement/vake-flat`, APP_ORIGIN, site)).toBe('https://realt.ge/realt/announcement/vake-flat');
    expect(windowOpenTarget(`${APP_ORIGIN}/realt/ru/user/7?x=1#a`, APP_ORIGIN, site)).toBe('https://realt.ge/realt/ru/user/7?x=1#a');
    // a path resolved by the URL parser stays on the site
    expect(windowOpenTarget(`${APP_ORIGIN}/realt/..//evil.example/x`, APP_ORIGIN, site)).toBeNull();
  });

  it('sends other http(s) links on as they are', () => {
    expect(windowOpenTarget('https://www.youtube.com/watch?v=x', APP_ORIGIN, site)).toBe('https://www.youtube.com/watch?v=x');
  });

  it.each([`${APP_ORIGIN}/admin-api/announcements`, `${APP_ORIGIN}/storage/a.jpg`, 'realt://evil/realt/admin', 'file:///etc/passwd', 'javascript:alert(1)', 'mailto:a@realt.ge'])(
    'opens nothing for %s',
    (url) => {
      expect(windowOpenTarget(url, APP_ORIGIN, site)).toBeNull();
    },
  );
});

describe('isPermissionAllowed', () => {
  it('grants notifications to the app only', () => {
    expect(isPermissionAllowed('notifications', 'realt://app/realt/admin', APP_ORIGIN)).toBe(true);
    expect(isPermissionAllowed('notifications', 'realt://app', APP_ORIGIN)).toBe(true);
    expect(isPermissionAllowed('notifications', 'https://www.youtube.com/embed/x', APP_ORIGIN)).toBe(false);
    expect(isPermissionAllowed('notifications', undefined, APP_ORIGIN)).toBe(false);
  });

  it.each(['media', 'geolocation', 'clipboard-read', 'fullscreen', 'openExternal', 'midiSysex', 'pointerLock', 'unknown'])('denies %s', (permission) => {
    expect(isPermissionAllowed(permission, 'realt://app/realt/admin', APP_ORIGIN)).toBe(false);
  });
});

describe('isTrustedSender', () => {
  it('accepts a frame of the app', () => {
    expect(isTrustedSender({ url: 'realt://app/realt/admin/advertisements' }, APP_ORIGIN)).toBe(true);
  });

  it.each([
    ['a destroyed frame', null],
    ['no frame', undefined],
    ['a YouTube embed', { url: 'https://www.youtube-nocookie.com/embed/x' }],
    ['another host of the scheme', { url: 'realt://evil/realt/admin' }],
    ['a local file', { url: 'file:///tmp/x.html' }],
    ['a blank frame', { url: 'about:blank' }],
    ['an empty URL', { url: '' }],
  ])('refuses %s', (_, frame) => {
    expect(isTrustedSender(frame, APP_ORIGIN)).toBe(false);
  });
});
