import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, DEFAULT_SITE_URL, buildSettingsOf, readSettings, type BuildSettings } from '../../../desktop/settings';

const packaged = (argv: string[], env: Record<string, string> = {}, build: BuildSettings = {}) => readSettings(argv, env, true, build);
const development = (argv: string[], env: Record<string, string> = {}, build: BuildSettings = {}) => readSettings(argv, env, false, build);

describe('readSettings', () => {
  it('talks to production by default', () => {
    expect(DEFAULT_API_URL).toBe('https://api.realt.ge');
    expect(DEFAULT_SITE_URL).toBe('https://realt.ge');
    expect(packaged(['/opt/Realt/realt-console'])).toEqual({ apiOrigin: 'https://api.realt.ge', siteOrigin: 'https://realt.ge', devServerUrl: null });
  });

  it('installed, talks to the API and site its build names', () => {
    expect(packaged([], {}, { apiUrl: 'https://staging-api.realt.ge/', siteUrl: 'https://staging.realt.ge' })).toEqual({
      apiOrigin: 'https://staging-api.realt.ge',
      siteOrigin: 'https://staging.realt.ge',
      devServerUrl: null,
    });
  });

  it('installed, ignores --api-url and REALT_API_URL: no process of the user\'s can send the password elsewhere', () => {
    expect(packaged(['--api-url=https://evil.example'], { REALT_API_URL: 'https://evil.example' }).apiOrigin).toBe('https://api.realt.ge');
    expect(packaged(['--api-url=http://evil.example'], {}, { apiUrl: 'https://staging-api.realt.ge' }).apiOrigin).toBe('https://staging-api.realt.ge');
  });

  it('run unpacked, takes REALT_API_URL over the build\'s, and the --api-url flag over both', () => {
    const build = { apiUrl: 'https://staging-api.realt.ge' };
    expect(development([], {}, build).apiOrigin).toBe('https://staging-api.realt.ge');
    expect(development([], { REALT_API_URL: 'https://local.realt.ge/' }, build).apiOrigin).toBe('https://local.realt.ge');
    expect(development(['--api-url=https://local.realt.ge:8443'], { REALT_API_URL: 'https://other.realt.ge' }).apiOrigin).toBe('https://local.realt.ge:8443');
    expect(development(['--api-url=https://a.realt.ge', '--api-url=https://b.realt.ge']).apiOrigin).toBe('https://b.realt.ge');
  });

  it('ignores an empty REALT_API_URL', () => {
    expect(development([], { REALT_API_URL: '' }).apiOrigin).toBe('https://api.realt.ge');
  });

  it.each(['', 'api.realt.ge', 'ftp://api.realt.ge', 'https://api.realt.ge/v1', 'https://api.realt.ge/?x=1', 'https://user:pw@api.realt.ge', 'javascript:alert(1)'])(
    'refuses --api-url=%s with a message naming the setting',
    (value) => {
      expect(() => development([`--api-url=${value}`])).toThrow(/--api-url must be an http\(s\)/);
    },
  );

  it('refuses a malformed REALT_API_URL too', () => {
    expect(() => development([], { REALT_API_URL: 'realt.ge' })).toThrow(/REALT_API_URL/);
  });

  it('installed, refuses an http API or site: the token would cross the network in clear', () => {
    expect(() => packaged([], {}, { apiUrl: 'http://api.realt.ge' })).toThrow(/API URL must be an https origin/);
    expect(() => packaged([], {}, { siteUrl: 'http://realt.ge' })).toThrow(/site URL must be an https origin/);
    expect(() => packaged([], {}, { apiUrl: 'api.realt.ge' })).toThrow(/API URL must be an http\(s\) URL/);
  });

  it('in development, accepts an http API such as the local mock', () => {
    expect(development(['--api-url=http://127.0.0.1:4010']).apiOrigin).toBe('http://127.0.0.1:4010');
    expect(development([], { REALT_API_URL: 'http://localhost:8000' }).apiOrigin).toBe('http://localhost:8000');
  });

  it('in development, reads the dev server from REALT_DEV_SERVER_URL, which serves the public pages too', () => {
    expect(development([], { REALT_DEV_SERVER_URL: 'http://localhost:5173' })).toMatchObject({ devServerUrl: 'http://localhost:5173', siteOrigin: 'http://localhost:5173' });
    expect(() => development([], { REALT_DEV_SERVER_URL: 'localhost:5173' })).toThrow(/REALT_DEV_SERVER_URL/);
  });

  it('installed, ignores REALT_DEV_SERVER_URL: no variable can swap the app for another page', () => {
    expect(packaged([], { REALT_DEV_SERVER_URL: 'http://localhost:5173' }).devServerUrl).toBeNull();
    expect(packaged([], { REALT_DEV_SERVER_URL: 'https://evil.example' }).devServerUrl).toBeNull();
  });
});

describe('buildSettingsOf', () => {
  it('reads the origins a build wrote into the app folder\'s package.json', () => {
    expect(buildSettingsOf({ main: 'main.cjs', realt: { apiUrl: 'https://a.realt.ge', siteUrl: 'https://b.realt.ge' } })).toEqual({ apiUrl: 'https://a.realt.ge', siteUrl: 'https://b.realt.ge' });
  });

  it.each([null, 'x', {}, { realt: null }, { realt: 'https://a.realt.ge' }, { realt: { apiUrl: 1 } }])('names nothing for %j', (manifest) => {
    expect(buildSettingsOf(manifest)).toEqual({ apiUrl: undefined, siteUrl: undefined });
  });
});
