// The language the shell last heard from the page, kept in a JSON file in userData: the next start
// builds the menu in it, and the start-up error dialog, shown before any page, speaks it too.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { DEFAULT_LANG, isLang, type Lang } from '../src/i18n/lang';

export const LANGUAGE_FILE = 'language.json';

/** The saved language, or Georgian for a missing or malformed file. */
export function readLanguage(file: string): Lang {
  try {
    const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return raw && typeof raw === 'object' && 'lang' in raw && isLang(raw.lang) ? raw.lang : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

/** Written through a temporary file and a rename, so a crash never leaves half a JSON file. */
export function writeLanguage(file: string, lang: Lang): void {
  writeFileSync(`${file}.tmp`, JSON.stringify({ lang }));
  renameSync(`${file}.tmp`, file);
}
