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

/** Each district by its id (as the catalogue's filters hold it). */
export const districtsById = (list: readonly District[]): Map<string, District> => new Map(list.map((district) => [String(district.id), district]));

/** A city and the names of its districts, as a place a search looks names them. */
interface CityGroup {
  city: string;
  districts: string[];
}

/**
 * The districts of each city together, in the order the districts come, each city once: a city is
 * its Georgian name (a translation may be missing on some of its districts), named in the page's
 * language where any of them has it; two spellings that read the same in that language are one.
 */
export function groupByCity(list: readonly District[], lang: Lang): CityGroup[] {
  const cities = new Map<string, District[]>();
  for (const district of list) {
    const city = district.city.trim();
    cities.set(city, [...(cities.get(city) ?? []), district]);
  }
  const named = new Map<string, string[]>();
  for (const [city, members] of cities) {
    const name = members.map((district) => localized(district, 'city', lang).trim()).find((each) => each !== city) ?? city;
    named.set(name, [...(named.get(name) ?? []), ...members.map((district) => localized(district, 'district', lang))]);
  }
  return [...named].map(([city, districts]) => ({ city, districts }));
}

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
