import { describe, expect, it } from 'vitest';
import { districtName, districtOptions, groupByCity } from '../../../src/domain/districts';
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

describe('groupByCity', () => {
  const tbilisi = { city: 'თბილისი', city_en: 'Tbilisi', name_alternative: '', listings_count: 0 };
  const vake = { ...tbilisi, id: 1, district: 'ვაკე', district_en: 'Vake' };
  const saburtalo = { ...tbilisi, id: 2, district: 'საბურთალო', district_en: 'Saburtalo' };
  const oldBatumi = { id: 15, city: 'ბათუმი', district: 'ძველი ბათუმი', name_alternative: '', listings_count: 0 };
  // a careless backend translated this district's city on its siblings only
  const lisi = { id: 11, city: 'თბილისი', district: 'ლისი', name_alternative: '', listings_count: 0 };

  it('puts each city’s districts together, cities in the order their first district comes', () => {
    expect(groupByCity([vake, oldBatumi, saburtalo], 'ka')).toEqual([
      { city: 'თბილისი', districts: ['ვაკე', 'საბურთალო'] },
      { city: 'ბათუმი', districts: ['ძველი ბათუმი'] },
    ]);
  });

  it('keeps a city one group when only some of its districts translate its name', () => {
    expect(groupByCity([lisi, vake, oldBatumi], 'en')).toEqual([
      { city: 'Tbilisi', districts: ['ლისი', 'Vake'] },
      { city: 'ბათუმი', districts: ['ძველი ბათუმი'] },
    ]);
  });

  it('keeps a city one group when its Georgian name is spelled two ways that read the same in the language', () => {
    const spaced = { ...saburtalo, city: 'თბილისი ' };
    const other = { ...lisi, city: 'ქ. თბილისი', city_en: 'Tbilisi' };
    expect(groupByCity([vake, spaced, other], 'en')).toEqual([{ city: 'Tbilisi', districts: ['Vake', 'Saburtalo', 'ლისი'] }]);
  });
});
