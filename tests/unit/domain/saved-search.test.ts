import { describe, expect, it } from 'vitest';
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

describe('describeSearch', () => {
  const names = new Map([
    ['1', 'ვაკე, თბილისი'],
    ['2', 'საბურთალო, თბილისი'],
  ]);

  it('names the deal, kind, bedrooms, districts and price', () => {
    const filters = parse('flatObjects=1&bedrooms=2,3&districts=1,2&rangePriceMax=300000', 1);
    expect(describeSearch(filters, wordsIn('ka'), (id) => names.get(id))).toBe('იყიდება, ბინა, 2, 3 საძინებელი, ვაკე, საბურთალო, თბილისი, 300 000 $-მდე');
  });

  it('names each city once, after its districts, in the order the districts come', () => {
    const cities = new Map([...names, ['3', 'ძველი ბათუმი, ბათუმი'], ['4', 'ლისი']]);
    const named = (districts: string) => describeSearch(parse(`districts=${districts}`, 2), wordsIn('ka'), (id) => cities.get(id));
    expect(named('1')).toBe('ქირავდება, ვაკე, თბილისი');
    expect(named('1,3')).toBe('ქირავდება, ვაკე, თბილისი, ძველი ბათუმი, ბათუმი');
    expect(named('1,4')).toBe('ქირავდება, ვაკე, თბილისი, ლისი');
    // a city is named once, however its districts come among another city's
    expect(named('1,3,2')).toBe('ქირავდება, ვაკე, საბურთალო, თბილისი, ძველი ბათუმი, ბათუმი');
    expect(named('3,4,1,2')).toBe('ქირავდება, ძველი ბათუმი, ბათუმი, ლისი, ვაკე, საბურთალო, თბილისი');
    // a name without a city is no city of the others
    const bare = new Map([...names, ['5', 'თბილისი']]);
    expect(describeSearch(parse('districts=5,1', 2), wordsIn('ka'), (id) => bare.get(id))).toBe('ქირავდება, თბილისი, ვაკე, თბილისი');
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
    const line = describeSearch(filters, wordsIn('ka'), (id) => `უბანი ნომერი ${id}, თბილისი`);
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
