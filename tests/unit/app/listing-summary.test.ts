import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bedroomsPhrase, listingSummary, listingTitle, summaryTexts } from '../../../src/app/listing-summary';
import type { Listing } from '../../../src/domain/listing';
import { optionLists } from '../../../src/domain/options';
import { optionsTexts } from '../../../src/i18n/catalogues';
import { textsFor } from '../../../src/i18n/texts';

const example = <T,>(name: string): T => parse(readFileSync(path.resolve('openapi/components/examples', `${name}.yaml`), 'utf8')).value;
const flat = example<{ result: Listing }>('AnnouncementFlat').result;
const office = example<{ result: Listing }>('AnnouncementCommercial').result;
// the setup loads every catalogue, as the server does at start
const words = summaryTexts;
// Russian and English money is grouped with no-break spaces
const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('bedroomsPhrase', () => {
  it('writes one count, a run, a run to the open top, or a list, with the number the words agree with', () => {
    const lists = optionLists(textsFor(optionsTexts, 'en'));
    expect(bedroomsPhrase([], lists)).toBeNull();
    expect(bedroomsPhrase(['2'], lists)).toEqual({ text: '2', last: 2 });
    expect(bedroomsPhrase(['4'], lists)).toEqual({ text: '4+', last: 4 });
    expect(bedroomsPhrase(['3', '2'], lists)).toEqual({ text: '2–3', last: 3 });
    expect(bedroomsPhrase(['2', '3', '4'], lists)).toEqual({ text: '2+', last: 4 });
    expect(bedroomsPhrase(['1', '3'], lists)).toEqual({ text: '1, 3', last: 3 });
  });
});

describe('listingSummary', () => {
  it('titles a listing by its facts in each language, a rent by the month', () => {
    expect(listingTitle(flat, words('en'))).toBe(listingSummary(flat, words('en')).title);
    expect(listingSummary(flat, words('en')).title).toBe('3-bedroom flat for sale in Vake, 120 m², $285,000');
    expect(nbsp(listingSummary(flat, words('ru')).title)).toBe('Квартира с 3 спальнями на продажу, Ваке, 120 м², 285 000 $');
    expect(listingSummary(flat, words('ka')).title).toBe('იყიდება 3-საძინებლიანი ბინა, ვაკე, 120 მ², 285 000 $');
    expect(listingSummary(office, words('en')).title).toBe('Commercial property for rent in Vera, 85 m², $1,500 a month');
    expect(nbsp(listingSummary(office, words('ru')).title)).toBe('Коммерческое помещение в аренду, Вера, 85 м², 1 500 $ в месяц');
    expect(listingSummary(office, words('ka')).title).toBe('ქირავდება კომერციული ფართი, ვერა, 85 მ², 1 500 $ თვეში');
  });

  it('agrees one bedroom and the open top in Russian and English', () => {
    expect(listingSummary({ ...flat, flat_count_bedrooms: 1 }, words('ru')).title).toMatch(/^Квартира с 1 спальней на продажу/);
    expect(listingSummary({ ...flat, flat_count_bedrooms: 4 }, words('en')).title).toMatch(/^4\+ bedroom flat for sale/);
    expect(listingSummary({ ...flat, flat_count_bedrooms: null }, words('en')).title).toMatch(/^Flat for sale in Vake/);
  });

  it('describes it by its facts and floor, with its author’s words only on a page in their language', () => {
    expect(listingSummary(flat, words('en')).description).toBe('3-bedroom flat for sale in Vake: 120 m², $285,000, floor 7 of 14.');
    expect(nbsp(listingSummary(flat, words('ru')).description)).toBe('Квартира с 3 спальнями на продажу, Ваке: 120 м², 285 000 $, этаж 7 из 14.');
    expect(listingSummary(flat, words('ka')).description).toBe(`იყიდება 3-საძინებლიანი ბინა — ვაკე: 120 მ², 285 000 $, სართული 7/14. ${flat.flat_description}`);
    expect(listingSummary({ ...flat, floor: null }, words('en')).description).toBe('3-bedroom flat for sale in Vake: 120 m², $285,000.');
  });
});
