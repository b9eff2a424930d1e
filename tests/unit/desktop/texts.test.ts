import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n/lang';
import { desktopTexts } from '../../../desktop/texts';
import { desktopKa, type DesktopTexts } from '../../../desktop/texts.ka';

const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/;

/** Every text of a catalogue, the functions' with sample counts. */
function allTexts(texts: DesktopTexts): string[] {
  const { menu, newListings, leave } = texts;
  return [texts.appName, texts.titleWithCount(3), newListings.title, newListings.body(2, 5), texts.badSettings, ...Object.values(menu), ...Object.values(leave)];
}

describe('desktopTexts', () => {
  it('gives Georgian for ka', () => {
    expect(desktopTexts('ka')).toBe(desktopKa);
  });

  it.each(LANGS)('fills every text in %s', (lang) => {
    for (const text of allTexts(desktopTexts(lang))) expect(text.trim()).not.toBe('');
    expect(Object.keys(desktopTexts(lang).menu).sort()).toEqual(Object.keys(desktopKa.menu).sort());
  });

  it.each(['en', 'ru'] as const)('holds no Georgian in %s', (lang) => {
    for (const text of allTexts(desktopTexts(lang))) expect(text).not.toMatch(GEORGIAN);
  });
});
