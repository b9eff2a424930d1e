// Reference data the API names (districts and their city, tariffs, rejection categories, banner
// captions) carries its Georgian name and, optionally, English and Russian ones beside it:
// `district` / `district_en` / `district_ru`, `title` / `title_en` / `title_ru`. A Georgian field
// that already says its language (`name_ge`, `reject_category_ge`) has `name_en` / `name_ru`
// beside it. See "Languages" in openapi/README.md. User content is never translated.
import type { Lang } from '../i18n/lang';
import { langMark } from './written-in';

/** The languages that may have a translation beside the Georgian name. */
type OtherLang = Exclude<Lang, 'ka'>;

/** `name` → `name`, `name_ge` → `name`: the part the language suffix is added to. */
type Stem<K extends string> = K extends `${infer S}_ge` ? S : K;

/** The field holding the English or Russian version of `K`: `title` → `title_en`, `name_ge` → `name_en`. */
export type TranslationKey<K extends string, L extends OtherLang> = `${Stem<K>}_${L}`;

/** A translation may be left out, empty or (from a careless backend) null. */
type Translation = string | null | undefined;

/**
 * The keys of `T` that hold a Georgian text and declare both an English and a Russian sibling
 * (optional ones count). A key without them does not compile as an argument of `localized`.
 */
export type LocalizedKey<T> = {
  [K in keyof T & string]: T[K] extends string
    ? TranslationKey<K, 'en'> extends keyof T
      ? TranslationKey<K, 'ru'> extends keyof T
        ? T[TranslationKey<K, 'en'>] extends Translation
          ? T[TranslationKey<K, 'ru'>] extends Translation
            ? K
            : never
          : never
        : never
      : never
    : never;
}[keyof T & string];

/** The non-blank text at `key`, read at run time (the signature of `localized` has checked the key). */
const textAt = (item: object, key: string): string | undefined => {
  const value: unknown = Reflect.get(item, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

const stem = (key: string): string => (key.endsWith('_ge') ? key.slice(0, -'_ge'.length) : key);

/**
 * The name of a piece of reference data in the visitor's language: `item[key_en]` or
 * `item[key_ru]` when it is there and not blank, else the Georgian `item[key]`.
 *
 *   localized(district, 'district', lang)      // "Vake" / "Ваке" / "ვაკე"
 *   localized(category, 'name_ge', lang)       // reads name_en / name_ru
 */
export function localized<T extends object, K extends LocalizedKey<T>>(item: T, key: K, lang: Lang): string {
  return localizedMarked(item, key, lang).text;
}

/**
 * `localized`, with the `lang` the text needs on a page in `lang`: where the translation is
 * missing and the Georgian text stands in, the language its letters tell (langMark).
 */
export function localizedMarked<T extends object, K extends LocalizedKey<T>>(item: T, key: K, lang: Lang): { text: string; lang?: Lang } {
  const georgian = textAt(item, key) ?? '';
  if (lang === 'ka') return { text: georgian };
  const translation = textAt(item, `${stem(key)}_${lang}`);
  if (translation !== undefined) return { text: translation };
  const mark = langMark(georgian, lang);
  return mark ? { text: georgian, lang: mark } : { text: georgian };
}
