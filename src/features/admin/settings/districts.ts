import { object, string } from 'yup';
import type { components } from '../../../api/schema.gen';
import type { Rules } from '../../../domain/rules';

export type District = components['schemas']['District'];

/** A district with bound listings may be neither edited nor deleted (§8); the server says so too. */
export const isLocked = (district: Pick<District, 'listings_count'>) => district.listings_count > 0;

export const districtName = (district: Pick<District, 'city' | 'district'>) => `${district.district}, ${district.city}`;

export const districtSchema = (r: Rules) =>
  object({
    city: string().default('').test(r.required).test(r.maxLength()),
    district: string().default('').test(r.required).test(r.maxLength()),
    name_alternative: string().default('').test(r.required).test(r.maxLength()),
  });
