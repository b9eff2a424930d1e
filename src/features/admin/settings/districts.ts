import { object, string } from 'yup';
import type { components } from '../../../api/schema.gen';
import { maxLength, required } from '../../../domain/rules';

export type District = components['schemas']['District'];

/** A district with bound listings may be neither edited nor deleted (§8); the server says so too. */
export const isLocked = (district: Pick<District, 'listings_count'>) => district.listings_count > 0;

export const districtName = (district: Pick<District, 'city' | 'district'>) => `${district.district}, ${district.city}`;

export const districtSchema = object({
  city: string().default('').test(required).test(maxLength()),
  district: string().default('').test(required).test(maxLength()),
  name_alternative: string().default('').test(required).test(maxLength()),
});
