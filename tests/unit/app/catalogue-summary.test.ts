import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../../src/api/schema.gen';
import { catalogueSearch, catalogueSummary, catalogueTitle } from '../../../src/app/catalogue-summary';
import { summaryTexts } from '../../../src/app/listing-summary';
import { savedSearchesTexts } from '../../../src/i18n/catalogues';
import type { Lang } from '../../../src/i18n/lang';
import { textsFor } from '../../../src/i18n/texts';

const example = <T,>(name: string): T => parse(readFileSync(path.resolve('openapi/components/examples', `${name}.yaml`), 'utf8')).value;
const districts = example<{ result: Array<components['schemas']['District']> }>('DistrictList').result;
// the setup loads every catalogue, as the server does at start
const words = summaryTexts;
// Russian and English money is grouped with no-break spaces
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const summary = (search: string, adType: 1 | 2, lang: Lang, known: Parameters<typeof catalogueSummary>[1]) =>
  catalogueSummary(catalogueSearch(search, adType), known, words(lang), textsFor(savedSearchesTexts, lang).summary);
const rent = (search: string, lang: Lang, answer?: { total: number; last_page: number }) => summary(search, 2, lang, { districts, answer });
const sale = (search: string, lang: Lang) => summary(search, 1, lang, {});

describe('catalogueSummary', () => {
  it('titles a catalogue by its deal, kind, bedrooms, place and page in Georgian, English and Russian', () => {
    expect(catalogueTitle(catalogueSearch('?bedrooms=3,2&page=2&sort=price_asc&utm_source=x', 2), {}, words('en'))).toBe('2–3 bedroom flats for rent in Georgia — page 2');
    expect(rent('?bedrooms=2,3&page=2', 'en').title).toBe('2–3 bedroom flats for rent in Georgia — page 2');
    expect(rent('?bedrooms=2,3&page=2', 'ru').title).toBe('Квартиры с 2–3 спальнями в аренду в Грузии — страница 2');
    expect(rent('?bedrooms=2,3&page=2', 'ka').title).toBe('ქირავდება 2–3-საძინებლიანი ბინები საქართველოში — გვერდი 2');
    expect(sale('?flatObjects=3', 'en').title).toBe('Rooms for sale in Georgia');
    expect(sale('?flatObjects=3', 'ka').title).toBe('იყიდება ოთახები საქართველოში');
  });

  it('agrees bedrooms with their number: one bedroom, several, and the open top', () => {
    expect(rent('?bedrooms=1', 'en').title).toBe('1-bedroom flats for rent in Georgia');
    expect(rent('?bedrooms=4', 'en').title).toBe('4+ bedroom flats for rent in Georgia');
    expect(rent('?bedrooms=1', 'ru').title).toBe('Квартиры с 1 спальней в аренду в Грузии');
    expect(rent('?bedrooms=2', 'ru').title).toBe('Квартиры с 2 спальнями в аренду в Грузии');
    expect(rent('?bedrooms=3,4', 'ru').title).toBe('Квартиры с 3+ спальнями в аренду в Грузии');
    expect(rent('?bedrooms=4', 'ka').title).toBe('ქირავდება 4+ საძინებლიანი ბინები საქართველოში');
  });

  it('names the districts it searches, by their city beyond three, by their count while the list is unknown, or the drawn area', () => {
    expect(rent('?districts=1', 'en').title).toBe('Flats for rent in Vake, Tbilisi');
    expect(rent('?districts=2,1', 'ru').title).toBe('Квартиры в аренду: Ваке и Сабуртало, Тбилиси');
    expect(rent('?districts=1,2,3', 'ka').title).toBe('ქირავდება ბინები, ვაკე, საბურთალო და ვერა, თბილისი');
    expect(rent('?districts=1,2,3,4,5', 'en').title).toBe('Flats for rent in 5 districts, Tbilisi');
    expect(sale('?districts=1,2', 'ru').title).toBe('Квартиры на продажу: 2 района');
    expect(sale('?districts=1,2,3,4,5', 'ru').title).toBe('Квартиры на продажу: 5 районов');
    expect(sale('?districts=1', 'en').title).toBe('Flats for sale in 1 district');
    expect(rent('?polygon=41.7,44.7;41.72,44.72;41.71,44.75', 'en').title).toBe('Flats for rent in the area drawn on the map');
  });

  it('names each city once, after its districts, and one city whose districts do not all translate its name', () => {
    const oldBatumi = { id: 15, city: 'ბათუმი', city_en: 'Batumi', district: 'ძველი ბათუმი', district_en: 'Old Batumi', name_alternative: '', listings_count: 0 };
    const known = { districts: [...districts, oldBatumi] };
    expect(summary('?districts=1,2,15', 2, 'ka', known).title).toBe('ქირავდება ბინები, ვაკე, საბურთალო, თბილისი და ძველი ბათუმი, ბათუმი');
    expect(summary('?districts=1,2,3,15', 2, 'en', known).title).toBe('Flats for rent in Tbilisi and Batumi');
    // Lisi (11) has no English names: still Tbilisi's
    expect(rent('?districts=1,11', 'en').title).toBe('Flats for rent in Vake and ლისი, Tbilisi');
  });

  it('describes it by its title, the count of listings in each language’s plural, its bounds and its page of all', () => {
    expect(rent('', 'en', { total: 1, last_page: 1 }).description).toBe('Flats for rent in Georgia, 1 listing — Realt');
    expect(rent('', 'en', { total: 0, last_page: 1 }).description).toBe('Flats for rent in Georgia, no listings — Realt');
    expect(rent('', 'ru', { total: 1, last_page: 1 }).description).toBe('Квартиры в аренду в Грузии, 1 объявление — Realt');
    expect(rent('', 'ru', { total: 3, last_page: 1 }).description).toBe('Квартиры в аренду в Грузии, 3 объявления — Realt');
    expect(rent('', 'ru', { total: 25, last_page: 2 }).description).toBe('Квартиры в аренду в Грузии, 25 объявлений — Realt');
    expect(rent('', 'ka', { total: 25, last_page: 2 }).description).toBe('ქირავდება ბინები საქართველოში, 25 განცხადება — Realt');
    expect(nbsp(rent('?rangePrice=500&rangePriceMax=1500&rangeSquare=50&page=2', 'en', { total: 40, last_page: 3 }).description)).toBe(
      'Flats for rent in Georgia, 40 listings, $500 – $1,500, from 50 m², page 2 of 3 — Realt',
    );
    expect(nbsp(rent('?rangePriceMax=1000&page=2', 'ru', { total: 40, last_page: 3 }).description)).toBe('Квартиры в аренду в Грузии, 40 объявлений, до 1 000 $, страница 2 из 3 — Realt');
    // the answer not known: neither the count nor the number of pages
    expect(sale('?page=2', 'en').description).toBe('Flats for sale in Georgia, page 2 — Realt');
  });

  it('drops the bounds that mean no bound, and keeps lari bounds in lari', () => {
    // above the rent's 2,000 $ cap and at the area slider's top
    expect(rent('?rangePriceMax=5000&rangeSquareMax=300', 'en').description).toBe('Flats for rent in Georgia — Realt');
    expect(nbsp(rent('?rangePrice=3000&currency=GEL', 'en').description)).toBe('Flats for rent in Georgia, from 3,000 ₾ — Realt');
  });
});

