// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appTexts } from '../../../../src/i18n/catalogues';
import { textsFor } from '../../../../src/i18n/texts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The wait a request answered with `response` asks for, as a form's mutation would get its error. */
async function refusedWith(response: () => Response): Promise<unknown> {
  vi.resetModules();
  vi.stubEnv('VITE_API_URL', 'http://api.test');
  vi.stubGlobal('fetch', vi.fn(async () => response()));
  // the fresh modules start with no texts loaded, as the app never is when it asks
  await (await import('../../../../src/i18n/texts')).loadAllTexts();
  const { $api } = await import('../../../../src/api/queries');
  const { waitAfter } = await import('../../../../src/ui/countdown/use-countdown');
  const error: unknown = await new QueryClient().fetchQuery($api.queryOptions('get', '/api/get-authenticated-user')).catch((thrown: unknown) => thrown);
  return waitAfter(error);
}

const tooMany = (headers: Record<string, string>) => () =>
  new Response(JSON.stringify({ message: 'Too Many Attempts.' }), { status: 429, headers: { 'Content-Type': 'application/json', ...headers } });

describe('a 429 answer (too many attempts)', () => {
  it('waits the seconds of its Retry-After header', async () => {
    expect(await refusedWith(tooMany({ 'Retry-After': '42' }))).toBe(42);
  });

  it('waits 60 seconds without a readable Retry-After', async () => {
    expect(await refusedWith(tooMany({}))).toBe(60);
    expect(await refusedWith(tooMany({ 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }))).toBe(60);
  });

  it('is the only refusal that makes a form wait', async () => {
    const refused = () => new Response(JSON.stringify({ result: 'User blocked' }), { status: 422, headers: { 'Content-Type': 'application/json' } });
    expect(await refusedWith(refused)).toBeNull();
  });
});

describe('the wait in words', () => {
  it('counts the seconds in the plural form each language asks for', () => {
    const wait = (lang: 'ka' | 'en' | 'ru') => textsFor(appTexts, lang).errors.tooManyAttempts;
    expect(wait('ka')(42)).toBe('ძალიან ბევრი მცდელობა. სცადეთ ხელახლა 42 წამში.');
    expect(wait('en')(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(wait('en')(60)).toBe('Too many attempts. Try again in 60 seconds.');
    const ru = wait('ru');
    expect(ru(1)).toBe('Слишком много попыток. Повторите через 1 секунду.');
    expect(ru(21)).toBe('Слишком много попыток. Повторите через 21 секунду.');
    expect(ru(42)).toBe('Слишком много попыток. Повторите через 42 секунды.');
    expect(ru(60)).toBe('Слишком много попыток. Повторите через 60 секунд.');
    expect(ru(11)).toBe('Слишком много попыток. Повторите через 11 секунд.');
  });
});
