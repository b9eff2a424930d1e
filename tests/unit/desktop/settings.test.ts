// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, readSettings } from '../../../desktop/settings';

describe('readSettings', () => {
  it('talks to production by default', () => {
    expect(DEFAULT_API_URL).toBe('https://api.realt.ge');
    expect(readSettings(['/opt/Realt/realt-console'], {})).toEqual({ apiOrigin: 'https://api.realt.ge', devServerUrl: null });
  });

  it('takes REALT_API_URL, and the --api-url flag over it', () => {
    expect(readSettings([], { REALT_API_URL: 'https://staging-api.realt.ge/' }).apiOrigin).toBe('https://staging-api.realt.ge');
    expect(readSettings(['--api-url=http://127.0.0.1:4010'], { REALT_API_URL: 'https://staging-api.realt.ge' }).apiOrigin).toBe('http://127.0.0.1:4010');
    expect(readSettings(['--api-url=https://a.realt.ge', '--api-url=https://b.realt.ge'], {}).apiOrigin).toBe('https://b.realt.ge');
  });

  it('ignores an empty REALT_API_URL', () => {
    expect(readSettings([], { REALT_API_URL: '' }).apiOrigin).toBe('https://api.realt.ge');
  });

  it.each(['', 'api.realt.ge', 'ftp://api.realt.ge', 'https://api.realt.ge/v1', 'https://api.realt.ge/?x=1', 'https://user:pw@api.realt.ge', 'javascript:alert(1)'])(
    'refuses --api-url=%s with a message naming the setting',
    (value) => {
      expect(() => readSettings([`--api-url=${value}`], {})).toThrow(/--api-url must be an http\(s\)/);
    },
  );

  it('refuses a malformed REALT_API_URL too', () => {
    expect(() => readSettings([], { REALT_API_URL: 'realt.ge' })).toThrow(/REALT_API_URL/);
  });

  it('reads the development server from REALT_DEV_SERVER_URL', () => {
    expect(readSettings([], { REALT_DEV_SERVER_URL: 'http://localhost:5173' }).devServerUrl).toBe('http://localhost:5173');
    expect(() => readSettings([], { REALT_DEV_SERVER_URL: 'localhost:5173' })).toThrow(/REALT_DEV_SERVER_URL/);
  });
});
