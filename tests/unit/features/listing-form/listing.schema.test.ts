import { describe, expect, it } from 'vitest';
import type { PropertyKind } from '../../../../src/domain/options';
import { rulesFor, type Rules } from '../../../../src/domain/rules';
import { firstField, schemaUpTo, type Step } from '../../../../src/features/listing-form/listing.schema';
import type { Tariff } from '../../../../src/ui/tariff-order/order-selection';
import { listingFormKa } from '../../../../src/i18n/listing-form.ka';
import { validationTexts } from '../../../../src/i18n/catalogues';
import { textsFor } from '../../../../src/i18n/texts';
import { validationKa as m } from '../../../../src/i18n/validation.ka';
import { firstErrors } from '../../../../src/ui/form/first-errors';

const vip: Tariff = { id: 3, name: 'vip', title: 'VIP', price: 6, min_days: 1, max_days: 30, color: null };

const rules = rulesFor(m, 'ka');
const checks = listingFormKa.checks;
const atLeast = (min: number) => `at least ${min}`;

async function errorOf(step: Step, field: string, value: unknown, kind: PropertyKind = 1, r: Rules = rules): Promise<string | undefined> {
  // moving on from a step checks the earlier steps too; only this field's message is looked at
  const messages = await firstErrors(schemaUpTo(step, { rules: r, tariffs: [vip], checks, atLeast }), { flatObjects: String(kind), [field]: value });
  return messages[field];
}

const main = (key: string) => ({ key, image: `/p/${key}.jpg`, description: 15, main: true });
const flat = (key: string) => ({ key, image: `/p/${key}.jpg`, description: 15, main: false });
const photos = (...list: object[]) => JSON.stringify(list);

describe('step 1: deal, kind and address', () => {
  it('required: the district, street and house number', async () => {
    expect(await errorOf(1, 'district_id', '')).toBe(m.required);
    expect(await errorOf(1, 'district_id', '2')).toBeUndefined();
    expect(await errorOf(1, 'address', '   ')).toBe(m.required);
    expect(await errorOf(1, 'address_house_number', '')).toBe(m.required);
  });

  it('maxLength: a street of 1000 characters at most, a house number of 50', async () => {
    expect(await errorOf(1, 'address', 'ა'.repeat(1001))).toBe(m.maxLength(1000));
    expect(await errorOf(1, 'address', 'ა'.repeat(1000))).toBeUndefined();
    expect(await errorOf(1, 'address_house_number', '1'.repeat(51))).toBe(m.maxLength(50));
    expect(await errorOf(1, 'address_house_number', '45ბ')).toBeUndefined();
  });
});

describe('step 2: parameters', () => {
  it('the area: required, numeric, validateNumber, maxValue, the first failing rule speaking', async () => {
    expect(await errorOf(2, 'flat_square', '')).toBe(m.required);
    expect(await errorOf(2, 'flat_square', 'ორმოცი')).toBe(m.numeric);
    expect(await errorOf(2, 'flat_square', '0')).toBe(m.validateNumber);
    expect(await errorOf(2, 'flat_square', '1000001')).toBe(m.maxValue('1 000 000'));
    expect(await errorOf(2, 'flat_square', '64.5')).toBeUndefined();
  });

  it('the floor: numeric, a whole number from -5 (wrongFormatError), at most 200; optional', async () => {
    expect(await errorOf(2, 'floor', '')).toBeUndefined();
    expect(await errorOf(2, 'floor', 'x')).toBe(m.numeric);
    expect(await errorOf(2, 'floor', '2.5')).toBe(m.wrongFormatError.floor);
    expect(await errorOf(2, 'floor', '-6')).toBe(m.wrongFormatError.floor);
    expect(await errorOf(2, 'floor', '201')).toBe(m.maxValue('200'));
    expect(await errorOf(2, 'floor', '-1')).toBeUndefined();
  });

  it('the floor: at most the storeys of the building', async () => {
    const floorOf = async (floor: string, floors_total: string) =>
      (await firstErrors(schemaUpTo(2, { rules, tariffs: null, checks, atLeast }), { flatObjects: '1', flat_square: '50', floor, floors_total })).floor;
    expect(await floorOf('12', '9')).toBe(checks.floorAboveTotal('9'));
    expect(await floorOf('9', '9')).toBeUndefined();
    expect(await floorOf('-1', '9')).toBeUndefined();
    expect(await floorOf('12', '')).toBeUndefined();
  });

  it('the storeys: greater than 0 and whole', async () => {
    expect(await errorOf(2, 'floors_total', '0')).toBe(m.validateNumber);
    expect(await errorOf(2, 'floors_total', '3.5')).toBe(m.wrongFormatError.wholeNumber);
    expect(await errorOf(2, 'floors_total', '16')).toBeUndefined();
  });

  it('land checks the area only; a house its storeys too', async () => {
    expect(await errorOf(2, 'floor', 'x', 5)).toBeUndefined();
    expect(await errorOf(2, 'floors_total', 'x', 5)).toBeUndefined();
    expect(await errorOf(2, 'floor', 'x', 2)).toBeUndefined();
    expect(await errorOf(2, 'floors_total', 'x', 2)).toBe(m.numeric);
    expect(await errorOf(2, 'flat_square', '', 5)).toBe(m.required);
  });
});

describe('step 3: a proximity row begun is finished', () => {
  const rows = (...list: object[]) => JSON.stringify(list);
  it('refuses minutes without a place, a place without minutes, and says which', async () => {
    expect(await errorOf(3, 'proximity', rows({ place: '', mode: '1', minutes: '10' }))).toBe(checks.proximity.place);
    expect(await errorOf(3, 'proximity', rows({ place: '1', mode: '1', minutes: '' }))).toBe(checks.proximity.minutes);
    expect(await errorOf(3, 'proximity', rows({ place: '1', mode: '', minutes: '5' }))).toBe(checks.proximity.mode);
  });

  it('takes complete rows and leaves out an untouched one', async () => {
    expect(await errorOf(3, 'proximity', rows({ place: '1', mode: '2', minutes: '10' }, { place: '', mode: '1', minutes: '' }))).toBeUndefined();
    expect(await errorOf(3, 'proximity', '[]')).toBeUndefined();
  });
});

describe('step 4: photos and video', () => {
  it('requiredMainAndFlatImg when there is neither a main photo nor a gallery', async () => {
    expect(await errorOf(4, 'photos', '[]')).toBe(m.requiredMainAndFlatImg);
    expect(await errorOf(4, 'photos', photos(flat('a')))).toBe(m.requiredMainAndFlatImg);
  });

  it('requiredMainImg when the gallery is there but no main photo', async () => {
    expect(await errorOf(4, 'photos', photos(flat('a'), flat('b')))).toBe(m.requiredMainImg);
  });

  it('requiredFlatImg when the main photo has fewer than two gallery photos', async () => {
    expect(await errorOf(4, 'photos', photos(main('m'), flat('a')))).toBe(m.requiredFlatImg);
  });

  it('onlyOneMainImg when two photos claim the main place', async () => {
    expect(await errorOf(4, 'photos', photos(main('m'), main('n'), flat('a'), flat('b')))).toBe(m.onlyOneMainImg);
  });

  it('maxLengthArrayImg_10 above ten gallery photos', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => flat(`g${i}`));
    expect(await errorOf(4, 'photos', photos(main('m'), ...eleven))).toBe(m.maxLengthArrayImg_10);
    expect(await errorOf(4, 'photos', photos(main('m'), ...eleven.slice(0, 10)))).toBeUndefined();
  });

  it('passes with a main photo and two gallery photos, a guest’s waiting ones included', async () => {
    expect(await errorOf(4, 'photos', photos(main('m'), flat('a'), flat('b')))).toBeUndefined();
    const waiting = { key: 'w', image: '', description: 15, main: false, pending: true };
    expect(await errorOf(4, 'photos', photos(main('m'), flat('a'), waiting))).toBeUndefined();
  });

  it('says a photo failed to upload (to try it again or remove it) before what the uploaded ones miss', async () => {
    const failed = (key: string, isMain = false) => ({ key, image: '', description: 15, main: isMain, failed: { name: `${key}.png` } });
    // the only photo: not 'the main photo and two more are required'
    expect(await errorOf(4, 'photos', photos(failed('m', true)))).toBe(checks.notUploaded(1));
    expect(await errorOf(4, 'photos', photos(main('m'), flat('a'), failed('b')))).toBe(checks.notUploaded(1));
    expect(await errorOf(4, 'photos', photos(failed('m', true), failed('a'), flat('b')))).toBe(checks.notUploaded(2));
    expect(await errorOf(4, 'photos', photos(main('m'), failed('n', true), flat('a'), flat('b')))).toBe(checks.notUploaded(1));
  });

  it('wrongFormatError for a link that is not a YouTube video with an 11-character id; optional', async () => {
    expect(await errorOf(4, 'video', 'https://www.youtube.com/watch?v=short')).toBe(m.wrongFormatError.youtube);
    expect(await errorOf(4, 'video', 'https://vimeo.com/123456789')).toBe(m.wrongFormatError.youtube);
    expect(await errorOf(4, 'video', 'https://www.youtube.com/watch?v=jNQXAC9IVRw')).toBeUndefined();
    expect(await errorOf(4, 'video', 'https://youtu.be/jNQXAC9IVRw?t=10')).toBeUndefined();
    expect(await errorOf(4, 'video', '')).toBeUndefined();
  });
});

describe('step 5: title, description, price', () => {
  it('required and maxLength for the texts', async () => {
    expect(await errorOf(5, 'title', '')).toBe(m.required);
    expect(await errorOf(5, 'title', 'ა'.repeat(1001))).toBe(m.maxLength(1000));
    expect(await errorOf(5, 'flat_description', '')).toBe(m.required);
    expect(await errorOf(5, 'flat_description', 'ა'.repeat(5001))).toBe(m.maxLength(5000));
    expect(await errorOf(5, 'flat_description', 'ა'.repeat(5000))).toBeUndefined();
  });

  it('the price: required, numeric, validateNumber, maxValue', async () => {
    expect(await errorOf(5, 'flat_cost', '')).toBe(m.required);
    expect(await errorOf(5, 'flat_cost', '1 000$')).toBe(m.numeric);
    expect(await errorOf(5, 'flat_cost', '-5')).toBe(m.validateNumber);
    expect(await errorOf(5, 'flat_cost', '100000001')).toBe(m.maxValue('100 000 000'));
    expect(await errorOf(5, 'flat_cost', '165000')).toBeUndefined();
  });
});

describe('step 6: the tariff days', () => {
  it('each chosen tariff needs whole days within its limit; no tariff is fine', async () => {
    expect(await errorOf(6, 'basket', JSON.stringify({ days: {}, telegram: false }))).toBeUndefined();
    expect(await errorOf(6, 'basket', JSON.stringify({ days: { vip: '' }, telegram: false }))).toBe(m.required);
    expect(await errorOf(6, 'basket', JSON.stringify({ days: { vip: 'ten' }, telegram: false }))).toBe(m.numeric);
    expect(await errorOf(6, 'basket', JSON.stringify({ days: { vip: '0' }, telegram: false }))).toBe(m.validateNumber);
    expect(await errorOf(6, 'basket', JSON.stringify({ days: { vip: '2.5' }, telegram: false }))).toBe(m.wrongFormatError.wholeNumber);
    expect(await errorOf(6, 'basket', JSON.stringify({ days: { vip: '31' }, telegram: false }))).toBe(m.maxValue('30'));
    expect(await errorOf(6, 'basket', JSON.stringify({ days: { vip: '30' }, telegram: true }))).toBeUndefined();
  });
});

describe('in English and Russian', () => {
  it('speaks the rules of the language it was built with, numbers in its format', async () => {
    const en = rulesFor(textsFor(validationTexts, 'en'), 'en');
    expect(await errorOf(5, 'flat_cost', '', 1, en)).toBe('Please fill in this field');
    expect(await errorOf(5, 'flat_cost', '100000001', 1, en)).toBe('Value must not exceed 100,000,000');
    const ru = rulesFor(textsFor(validationTexts, 'ru'), 'ru');
    expect(await errorOf(4, 'photos', '[]', 1, ru)).toBe('Нужны главное фото и минимум два фото в галерее');
    expect(await errorOf(2, 'floor', '201', 1, ru)).toBe('Значение не должно превышать 200');
  });
});

describe('moving on', () => {
  it('checks the current step and every step before it', () => {
    expect(Object.keys(schemaUpTo(2, { rules, tariffs: null, checks, atLeast }).fields)).toEqual([
      'adType',
      'flatObjects',
      'district_id',
      'address',
      'address_house_number',
      'flat_square',
      'floor',
      'floors_total',
    ]);
  });

  it('finds the first field in the order of the steps, server field names included', () => {
    expect(firstField(['flat_cost', 'title', 'photos'])).toEqual({ field: 'photos', step: 4 });
    expect(firstField(['flat_cost', 'title'])).toEqual({ field: 'title', step: 5 });
    expect(firstField(['rooms'])).toEqual({ field: 'rooms', step: 2 });
    expect(firstField(['unknown'])).toBeNull();
  });
});
