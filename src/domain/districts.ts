import type { components } from '../api/schema.gen';
import { LANGS, type Lang } from '../i18n/lang';
import { localized } from './localized';
import type { Option } from './options';

type District = components['schemas']['District'];

/**
 * A district's one name on every screen, in the page's language where the API gives it: "ვაკე,
 * თბილისი", "Vake, Tbilisi" (a district name may recur in another city).
 */
export const districtName = (district: District, lang: Lang): string => `${localized(district, 'district', lang)}, ${localized(district, 'city', lang)}`;

/** Each district's name by its id (as the catalogue's filters hold it). */
export const districtNamesById = (list: readonly District[], lang: Lang): Map<string, string> =>
  new Map(list.map((district) => [String(district.id), districtName(district, lang)]));

/**
 * The districts as choices of a select: the id as the value; a search finds each by its names in
 * the other languages and its Latin name too (a street sign is Georgian, a visitor may type Latin).
 */
export const districtOptions = (list: readonly District[], lang: Lang): Option[] =>
  list.map((district) => {
    const label = districtName(district, lang);
    const names = [...LANGS.map((other) => districtName(district, other)), district.name_alternative];
    return { value: String(district.id), label, keywords: [...new Set(names)].filter((name) => name && name !== label) };
  });
