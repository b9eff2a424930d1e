import type { components } from '../api/schema.gen';
import type { Option } from './options';

type District = components['schemas']['District'];

/** A district's one name on every screen: "ვაკე, თბილისი" (a district name may recur in another city). */
export const districtName = (district: Pick<District, 'city' | 'district'>): string => `${district.district}, ${district.city}`;

/** Each district's name by its id (as the catalogue's filters hold it). */
export const districtNamesById = (list: readonly District[]): Map<string, string> => new Map(list.map((district) => [String(district.id), districtName(district)]));

/** The districts as choices of a select: the id as the value. */
export const districtOptions = (list: readonly District[]): Option[] =>
  list.map((district) => ({ value: String(district.id), label: districtName(district) }));
