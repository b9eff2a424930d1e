import { describe, expect, it } from 'vitest';
import { chosenLang, plural, splitLang } from '../../../src/i18n/lang';

describe('splitLang', () => {
  it('reads the language segment and the path after it; a path without one is Georgian', () => {
    expect(splitLang('/en/catalog/sell')).toEqual({ lang: 'en', path: '/catalog/sell' });
    expect(splitLang('/ru')).toEqual({ lang: 'ru', path: '/' });
    expect(splitLang('/catalog/sell')).toEqual({ lang: 'ka', path: '/catalog/sell' });
    // a segment that only starts like a language is a path
    expect(splitLang('/english')).toEqual({ lang: 'ka', path: '/english' });
  });
});

describe('chosenLang', () => {
  it('reads the language cookie among others, and nothing else', () => {
    expect(chosenLang('theme=dark; realt_lang=ru; a=b')).toBe('ru');
    expect(chosenLang('realt_lang=de')).toBeNull();
    expect(chosenLang('other_realt_lang=en')).toBeNull();
    expect(chosenLang('')).toBeNull();
  });
});

describe('plural', () => {
  const rooms = { one: 'комната', few: 'комнаты', many: 'комнат', other: 'комнаты' };

  it('takes the Russian form a count calls for', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => `${count} ${plural('ru', count, rooms)}`)).toEqual([
      '1 комната',
      '2 комнаты',
      '5 комнат',
      '11 комнат',
      '21 комната',
      '22 комнаты',
      '25 комнат',
    ]);
  });

  it('takes one and other in English, and other for any count where only it is given (Georgian)', () => {
    expect(plural('en', 1, { one: 'room', other: 'rooms' })).toBe('room');
    expect(plural('en', 3, { one: 'room', other: 'rooms' })).toBe('rooms');
    expect([1, 3].map((count) => plural('ka', count, { other: 'ოთახი' }))).toEqual(['ოთახი', 'ოთახი']);
  });
});
