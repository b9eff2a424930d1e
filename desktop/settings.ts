// The desktop console's settings, read once at start from the build's own configuration (the app
// folder's package.json) and, when not packaged, the command line and the environment.
export const DEFAULT_API_URL = 'https://api.realt.ge';
/** where the public pages live, opened in the system browser from the console */
export const DEFAULT_SITE_URL = 'https://realt.ge';

export interface Settings {
  /** origin that the API calls and API images (protocol.ts: FORWARDED_PREFIXES) are forwarded to */
  apiOrigin: string;
  /** origin of the public site: a link to a public page opens there, in the system browser */
  siteOrigin: string;
  /** development only: the Vite dev server the window loads instead of the packaged bundle */
  devServerUrl: string | null;
}

/** The origins a build names (`realt` in the app folder's package.json, scripts/desktop-bundle.mjs). */
export interface BuildSettings {
  apiUrl?: string;
  siteUrl?: string;
}

/** The `realt` field of the app folder's package.json; anything malformed names nothing. */
export function buildSettingsOf(manifest: unknown): BuildSettings {
  const realt = manifest && typeof manifest === 'object' && 'realt' in manifest ? manifest.realt : null;
  if (!realt || typeof realt !== 'object') return {};
  return {
    apiUrl: 'apiUrl' in realt && typeof realt.apiUrl === 'string' ? realt.apiUrl : undefined,
    siteUrl: 'siteUrl' in realt && typeof realt.siteUrl === 'string' ? realt.siteUrl : undefined,
  };
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
 * The installed console (`packaged`: Electron's app.isPackaged) talks to the API its build names,
 * https only: no flag or environment variable, which any process of the user's or an edited shortcut
 * can set, may send the moderator's password and token elsewhere or in clear. Nor can
 * REALT_DEV_SERVER_URL swap the app for another page that would then get the app's bridge and
 * permissions. Run unpacked, `--api-url=` beats `REALT_API_URL`, which beats the build's.
 */
export function readSettings(argv: readonly string[], env: Env, packaged: boolean, build: BuildSettings = {}): Settings {
  const fromBuild = build.apiUrl ?? DEFAULT_API_URL;
  const fromFlag = packaged ? undefined : flag(argv, 'api-url');
  const apiOrigin =
    fromFlag !== undefined
      ? parseOrigin(fromFlag, '--api-url')
      : !packaged && env.REALT_API_URL
        ? parseOrigin(env.REALT_API_URL, 'REALT_API_URL')
        : parseOrigin(fromBuild, 'the build\'s API URL', packaged);
  const devServerUrl =
    !packaged && env.REALT_DEV_SERVER_URL ? parseOrigin(env.REALT_DEV_SERVER_URL, 'REALT_DEV_SERVER_URL') : null;
  // the dev server renders the public pages too
  const siteOrigin = devServerUrl ?? parseOrigin(build.siteUrl ?? DEFAULT_SITE_URL, 'the build\'s site URL', packaged);
  return { apiOrigin, siteOrigin, devServerUrl };
}
