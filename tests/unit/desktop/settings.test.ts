import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, readSettings } from '../../../desktop/settings';

const packaged = (argv: string[], env: Record<string, string> = {}) => readSettings(argv, env, true);
const development = (argv: string[], env: Record<string, string> = {}) => readSettings(argv, env, false);

describe('readSettings', () => {
  it('talks to production by default', () => {
    expect(DEFAULT_API_URL).toBe('https://api.realt.ge');
    expect(packaged(['/opt/Realt/realt-console'])).toEqual({ apiOrigin: 'https://api.realt.ge', devServerUrl: null });
  });

  it('takes REALT_API_URL, and the --api-url flag over it', () => {
    expect(packaged([], { REALT_API_URL: 'https://staging-api.realt.ge/' }).apiOrigin).toBe('https://staging-api.realt.ge');
    expect(packaged(['--api-url=https://local.realt.ge:8443'], { REALT_API_URL: 'https://staging-api.realt.ge' }).apiOrigin).toBe('https://local.realt.ge:8443');
    expect(packaged(['--api-url=https://a.realt.ge', '--api-url=https://b.realt.ge']).apiOrigin).toBe('https://b.realt.ge');
  });

  it('ignores an empty REALT_API_URL', () => {
    expect(packaged([], { REALT_API_URL: '' }).apiOrigin).toBe('https://api.realt.ge');
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

  it('installed, refuses an http API: the token would cross the network in clear', () => {
    expect(() => packaged(['--api-url=http://api.realt.ge'])).toThrow(/--api-url must be an https origin/);
    expect(() => packaged([], { REALT_API_URL: 'http://127.0.0.1:4010' })).toThrow(/REALT_API_URL must be an https origin/);
  });

  it('in development, accepts an http API such as the local mock', () => {
    expect(development(['--api-url=http://127.0.0.1:4010']).apiOrigin).toBe('http://127.0.0.1:4010');
    expect(development([], { REALT_API_URL: 'http://localhost:8000' }).apiOrigin).toBe('http://localhost:8000');
  });

  it('in development, reads the dev server from REALT_DEV_SERVER_URL', () => {
    expect(development([], { REALT_DEV_SERVER_URL: 'http://localhost:5173' }).devServerUrl).toBe('http://localhost:5173');
    expect(() => development([], { REALT_DEV_SERVER_URL: 'localhost:5173' })).toThrow(/REALT_DEV_SERVER_URL/);
  });

  it('installed, ignores REALT_DEV_SERVER_URL: no variable can swap the app for another page', () => {
    expect(packaged([], { REALT_DEV_SERVER_URL: 'http://localhost:5173' }).devServerUrl).toBeNull();
    expect(packaged([], { REALT_DEV_SERVER_URL: 'https://evil.example' }).devServerUrl).toBeNull();
  });
});
