import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { parse } from '../../../src/domain/catalog-filters';
import { optionLists } from '../../../src/domain/options';
import { SEARCH_NAME_MAX } from '../../../src/domain/limits';
import { describeSearch, type SummaryWords } from '../../../src/domain/saved-search';
import { appTexts, optionsTexts, savedSearchesTexts } from '../../../src/i18n/catalogues';
import type { Lang } from '../../../src/i18n/lang';
import { textsFor } from '../../../src/i18n/texts';

const wordsIn = (lang: Lang): SummaryWords => ({
  lang,
  options: optionLists(textsFor(optionsTexts, lang)),
  t: textsFor(savedSearchesTexts, lang).summary,
  app: textsFor(appTexts, lang).app,
});

type District = components['schemas']['District'];

const district = (id: number, name: string, city: string): District => ({ id, district: name, city, name_alternative: '', listings_count: 0 });
const byId = (...list: District[]) => (id: string) => list.find((each) => String(each.id) === id);

describe('describeSearch', () => {
  const vake = district(1, 'ვაკე', 'თბილისი');
  const saburtalo = district(2, 'საბურთალო', 'თბილისი');

  it('names the deal, kind, bedrooms, districts and price', () => {
    const filters = parse('flatObjects=1&bedrooms=2,3&districts=1,2&rangePriceMax=300000', 1);
    expect(describeSearch(filters, wordsIn('ka'), byId(vake, saburtalo))).toBe('იყიდება, ბინა, 2, 3 საძინებელი, ვაკე, საბურთალო, თბილისი, 300 000 $-მდე');
  });

  it('names each city once, after its districts, in the order the districts come', () => {
    const named = byId(vake, saburtalo, district(3, 'ძველი ბათუმი', 'ბათუმი'), district(4, 'ხიმშიაშვილი', 'ბათუმი'));
    const summary = (districts: string) => describeSearch(parse(`districts=${districts}`, 2), wordsIn('ka'), named);
    expect(summary('1')).toBe('ქირავდება, ვაკე, თბილისი');
    expect(summary('1,3')).toBe('ქირავდება, ვაკე, თბილისი, ძველი ბათუმი, ბათუმი');
    // a city is named once, however its districts come among another city's
    expect(summary('1,3,2')).toBe('ქირავდება, ვაკე, საბურთალო, თბილისი, ძველი ბათუმი, ბათუმი');
    expect(summary('3,1,4,2')).toBe('ქირავდება, ძველი ბათუმი, ხიმშიაშვილი, ბათუმი, ვაკე, საბურთალო, თბილისი');
  });

  it('names a city in the page’s language where any of its districts has a translation', () => {
    const lisi = district(11, 'ლისი', 'თბილისი');
    const named = byId({ ...vake, district_en: 'Vake', city_en: 'Tbilisi' }, lisi);
    expect(describeSearch(parse('districts=11,1', 2), wordsIn('en'), named)).toBe('For rent, ლისი, Vake, Tbilisi');
  });

  it('counts districts whose names are not at hand, and the other filters', () => {
    const filters = parse('flatObjects=4,7&districts=1,9&rangeSquare=50&heating=5&parking=13', 2);
    expect(describeSearch(filters, wordsIn('ka'))).toBe('ქირავდება, ოფისი, 2 უბანი, 50 მ²-დან, +2 ფილტრი');
  });

  it('says a rent’s price is a month’s', () => {
    expect(describeSearch(parse('flatObjects=4,7&rangePriceMax=1500', 2), wordsIn('ru'))).toMatch(/^Аренда, Офис, до 1\s500\s\$ в месяц$/);
    expect(describeSearch(parse('rangePrice=300&rangePriceMax=900', 2), wordsIn('en'))).toBe('For rent, $300 – $900 a month');
  });

  it('is the deal alone without filters', () => {
    expect(describeSearch(parse('', 1), wordsIn('ka'))).toBe('იყიდება');
  });

  it('is never longer than a name may be', () => {
    const many = Array.from({ length: 40 }, (_, index) => String(index + 1));
    const filters = parse(`districts=${many.join(',')}`, 1);
    const line = describeSearch(filters, wordsIn('ka'), (id) => district(Number(id), `უბანი ნომერი ${id}`, 'თბილისი'));
    expect(line.length).toBe(SEARCH_NAME_MAX);
    expect(line.endsWith('…')).toBe(true);
  });

  it('speaks the page’s language: its plurals and formats', () => {
    const office = 'flatObjects=4,7&rangeSquare=50&heating=5&parking=13';
    expect(describeSearch(parse(`${office}&districts=1,9`, 2), wordsIn('en'))).toMatch(/, 2 districts, from 50 m², \+2 filters$/);
    expect(describeSearch(parse(`${office}&districts=1,2,3,4,5`, 2), wordsIn('ru'))).toMatch(/, 5 районов, от 50 м², \+2 фильтра$/);
    expect(describeSearch(parse('bedrooms=2,3&rangePrice=100000&rangePriceMax=300000', 1), wordsIn('en'))).toMatch(/, bedrooms: 2, 3, \$100,000 – \$300,000$/);
    expect(describeSearch(parse('rangePriceMax=300000', 1), wordsIn('ru'))).toMatch(/, до 300\s000\s\$$/);
  });
});
