// The shell's texts in each language of the site; the main process bundles all three.
import type { Lang } from '../src/i18n/lang';
import { desktopEn } from './texts.en';
import { desktopKa, type DesktopTexts } from './texts.ka';
import { desktopRu } from './texts.ru';

const CATALOGUES: Record<Lang, DesktopTexts> = { ka: desktopKa, en: desktopEn, ru: desktopRu };

export function desktopTexts(lang: Lang): DesktopTexts {
  return CATALOGUES[lang];
}
