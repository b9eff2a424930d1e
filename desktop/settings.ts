// The desktop console's settings, read once at start from the command line and the environment.
export const DEFAULT_API_URL = 'https://api.realt.ge';

export interface Settings {
  /** origin that the API calls and API images (protocol.ts: FORWARDED_PREFIXES) are forwarded to */
  apiOrigin: string;
  /** development only: the Vite dev server the window loads instead of the packaged bundle */
  devServerUrl: string | null;
}

type Env = Record<string, string | undefined>;

/**
 * An http(s) origin (a trailing slash is tolerated), https only when `httpsOnly`; anything else is
 * refused with a clear message.
 */
export function parseOrigin(raw: string, name: string, httpsOnly = false): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new Error(`${name} must be an http(s) origin without a path, got "${raw}"`);
  }
  if (httpsOnly && url.protocol !== 'https:') {
    throw new Error(`${name} must be an https origin in the installed console, got "${raw}"`);
  }
  return url.origin;
}

function flag(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  // the last occurrence wins, as with most command-line tools
  return argv.filter((arg) => arg.startsWith(prefix)).at(-1)?.slice(prefix.length);
}

/**
 * `--api-url=` beats `REALT_API_URL`, which beats the production default. The installed console
 * (`packaged`: Electron's app.isPackaged) talks to an https API only, so the token never crosses
 * the network in clear, and ignores REALT_DEV_SERVER_URL, so no environment variable can swap the
 * app for another page that would then get the app's bridge and permissions.
 */
export function readSettings(argv: readonly string[], env: Env, packaged: boolean): Settings {
  const fromFlag = flag(argv, 'api-url');
  const apiOrigin =
    fromFlag !== undefined
      ? parseOrigin(fromFlag, '--api-url', packaged)
      : env.REALT_API_URL
        ? parseOrigin(env.REALT_API_URL, 'REALT_API_URL', packaged)
        : DEFAULT_API_URL;
  const devServerUrl =
    !packaged && env.REALT_DEV_SERVER_URL ? parseOrigin(env.REALT_DEV_SERVER_URL, 'REALT_DEV_SERVER_URL') : null;
  return { apiOrigin, devServerUrl };
}
