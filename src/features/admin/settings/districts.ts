import { object, string, type InferType } from 'yup';
import type { components } from '../../../api/schema.gen';
import type { Rules } from '../../../domain/rules';

export type District = components['schemas']['District'];

/** A district with bound listings may be neither edited nor deleted (§8); the server says so too. */
export const isLocked = (district: Pick<District, 'listings_count'>) => district.listings_count > 0;

export const districtSchema = (r: Rules) =>
  object({
    city: string().default('').test(r.required).test(r.maxLength()),
    district: string().default('').test(r.required).test(r.maxLength()),
    name_alternative: string().default('').test(r.required).test(r.maxLength()),
    // the English and Russian names are optional: where one is empty the site shows the Georgian
    district_en: string().default('').test(r.maxLength()),
    district_ru: string().default('').test(r.maxLength()),
    city_en: string().default('').test(r.maxLength()),
    city_ru: string().default('').test(r.maxLength()),
  });

export type DistrictValues = InferType<ReturnType<typeof districtSchema>>;

/** The form's values for a district (a new one has the capital and nothing else). */
export const districtValues = (district: Partial<District>): DistrictValues => ({
  city: district.city ?? '',
  district: district.district ?? '',
  name_alternative: district.name_alternative ?? '',
  district_en: district.district_en ?? '',
  district_ru: district.district_ru ?? '',
  city_en: district.city_en ?? '',
  city_ru: district.city_ru ?? '',
});

/** A new district's body: the names in other languages that were typed, and none that were left empty. */
export const newDistrict = ({ district_en, district_ru, city_en, city_ru, ...names }: DistrictValues) => ({
  ...names,
  ...(district_en ? { district_en } : {}),
  ...(district_ru ? { district_ru } : {}),
  ...(city_en ? { city_en } : {}),
  ...(city_ru ? { city_ru } : {}),
});
