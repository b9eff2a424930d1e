import { object, string } from 'yup';
import { api } from '../../../api/client';
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

export async function loadDistricts(): Promise<District[] | null> {
  const { data } = await api.GET('/api/districts');
  return data?.result ?? null;
}

/** The text of a 403/422 `{ result: '...' }`, if the answer carries one. */
export function resultText(error: unknown): string | null {
  const result = typeof error === 'object' && error !== null && 'result' in error ? error.result : null;
  return typeof result === 'string' ? result : null;
}
