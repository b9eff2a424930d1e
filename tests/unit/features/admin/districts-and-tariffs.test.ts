import { describe, expect, it } from 'vitest';
import { districtSchema, districtValues, isLocked, newDistrict } from '../../../../src/features/admin/settings/districts';
import { cssColour } from '../../../../src/domain/colour';
import { tariffSchema } from '../../../../src/features/admin/finance/tariff.schema';
import { firstErrors } from '../../../../src/ui/form/first-errors';
import { inLang } from './in-lang';

const tariffs = (lang: 'ka' | 'en' | 'ru' = 'ka') => {
  const { r, t } = inLang(lang);
  return tariffSchema(r, t.tariffs);
};

describe('districts and tariffs', () => {
  it('locks a district with listings', () => {
    expect(isLocked({ listings_count: 1 })).toBe(true);
    expect(isLocked({ listings_count: 0 })).toBe(false);
  });

  it('needs every name of a district', async () => {
    expect(await firstErrors(districtSchema(inLang('ka').r), { city: 'თბილისი', district: ' ', name_alternative: '' })).toEqual({
      district: 'გთხოვთ, შეავსოთ ველი',
      name_alternative: 'გთხოვთ, შეავსოთ ველი',
    });
  });

  it('leaves the English and Russian names optional, within the length of any text', async () => {
    const names = { city: 'თბილისი', district: 'ვაკე', name_alternative: 'Vake' };
    expect(await firstErrors(districtSchema(inLang('en').r), { ...names, district_en: '', city_ru: '' })).toEqual({});
    expect(await firstErrors(districtSchema(inLang('en').r), { ...names, district_en: 'V'.repeat(1001) })).toEqual({
      district_en: 'Use at most 1,000 characters',
    });
  });

  it("fills the form from a district, its missing translations empty, and sends a new one's typed translations only", () => {
    expect(districtValues({ city: 'თბილისი', district: 'ვაკე', name_alternative: 'Vake', district_en: 'Vake' })).toEqual({
      city: 'თბილისი',
      district: 'ვაკე',
      name_alternative: 'Vake',
      district_en: 'Vake',
      district_ru: '',
      city_en: '',
      city_ru: '',
    });
    const values = { ...districtValues({ city: 'თბილისი', district: 'ლისი', name_alternative: 'Lisi' }), district_ru: 'Лиси' };
    expect(newDistrict(values)).toEqual({ city: 'თბილისი', district: 'ლისი', name_alternative: 'Lisi', district_ru: 'Лиси' });
  });

  it('keeps a tariff price at 0 or more and its maximum days not below the minimum', async () => {
    expect(await firstErrors(tariffs(), { price: '0', min_days: '1', max_days: '30' })).toEqual({});
    expect(await firstErrors(tariffs(), { price: '-2', min_days: '1.5', max_days: '2' })).toEqual({
      price: 'ფასი არ შეიძლება იყოს უარყოფითი',
      min_days: 'მიუთითეთ დღეების მთელი რიცხვი',
    });
    expect(await firstErrors(tariffs(), { price: '5', min_days: '7', max_days: '3' })).toEqual({
      max_days: 'მაქსიმუმი არ უნდა იყოს მინიმუმზე ნაკლები',
    });
    // a year at most, as the API takes it
    expect(await firstErrors(tariffs('ru'), { price: '5', min_days: '366', max_days: '400' })).toEqual({
      min_days: 'Значение не должно превышать 365',
      max_days: 'Значение не должно превышать 365',
    });
    expect(await firstErrors(tariffs(), { price: '5', min_days: '365', max_days: '365' })).toEqual({});
  });

  it('tells a wrong tariff in the page’s language', async () => {
    expect(await firstErrors(tariffs('en'), { price: '-2', min_days: '7', max_days: '3' })).toEqual({
      price: 'The price cannot be negative',
      max_days: 'The maximum cannot be less than the minimum',
    });
    expect(await firstErrors(tariffs('ru'), { price: '5', min_days: '1.5', max_days: '2' })).toEqual({ min_days: 'Укажите целое число дней' });
  });

  it("puts only a #rrggbb colour into a tariff's swatch", () => {
    expect(cssColour('#F5A623')).toBe('#F5A623');
    expect(cssColour(null)).toBeNull();
    for (const colour of ['red', '#fff', 'url(https://example.com/x.png)', '#123456; background-image: url(x)', 'expression(alert(1))']) {
      expect(cssColour(colour)).toBeNull();
    }
  });
});
