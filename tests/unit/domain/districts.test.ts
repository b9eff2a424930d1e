import { describe, expect, it } from 'vitest';
import { districtName, districtOptions } from '../../../src/domain/districts';
import { filterOptions } from '../../../src/ui/select/select-logic';

describe('districtOptions', () => {
  const list = [
    { id: 1, city: 'თბილისი', district: 'ვაკე', name_alternative: 'vake', listings_count: 38, city_en: 'Tbilisi', district_en: 'Vake', city_ru: 'Тбилиси', district_ru: 'Ваке' },
    { id: 15, city: 'ბათუმი', district: 'ძველი ბათუმი', name_alternative: 'old-batumi', listings_count: 0 },
  ];

  it('names each district with its city and keeps the id as the value', () => {
    expect(districtOptions(list, 'ka').map(({ value, label }) => ({ value, label }))).toEqual([
      { value: '1', label: 'ვაკე, თბილისი' },
      { value: '15', label: 'ძველი ბათუმი, ბათუმი' },
    ]);
    expect(districtName(list[0]!, 'ka')).toBe('ვაკე, თბილისი');
  });

  it('are found by their names in the other languages and their Latin name', () => {
    const [vake, oldBatumi] = districtOptions(list, 'ru');
    expect(vake?.keywords).toEqual(['ვაკე, თბილისი', 'Vake, Tbilisi', 'vake']);
    expect(oldBatumi?.keywords).toEqual(['old-batumi']);
    for (const typed of ['vake', 'Ваке', 'ვაკე']) expect(filterOptions(districtOptions(list, 'ru'), typed).map((option) => option.value)).toEqual(['1']);
  });

  it('names them in English or Russian where the API gives the names, in Georgian otherwise', () => {
    expect(districtOptions(list, 'en').map((option) => option.label)).toEqual(['Vake, Tbilisi', 'ძველი ბათუმი, ბათუმი']);
    expect(districtName(list[0]!, 'ru')).toBe('Ваке, Тбилиси');
  });
});
