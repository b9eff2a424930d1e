import { describe, expect, it } from 'vitest';
import { optionLists, type PropertyKind } from '../../../src/domain/options';
import { featureGroups, featureIds, flagGroups, paramFields, paramOptions, paramTitles, ruledOutBy } from '../../../src/domain/listing-kinds';
import { optionsTexts } from '../../../src/i18n/catalogues';
import type { Lang } from '../../../src/i18n/lang';
import { textsFor } from '../../../src/i18n/texts';

const lists = (lang: Lang = 'ka') => optionLists(textsFor(optionsTexts, lang));
const labels = (kind: PropertyKind, adType: 1 | 2, lang: Lang = 'ka') => featureGroups(lists(lang), kind, adType).map((group) => group.label);

describe('step 2 parameters by property kind', () => {
  it('a flat asks bedrooms, floor and storeys, state, material, flat repair and bathroom', () => {
    expect(paramFields(1)).toEqual(['object_state', 'building_material', 'flat_count_bedrooms', 'floor', 'floors_total', 'repair', 'bathroom']);
  });

  it('a house has storeys but no floor of its own', () => {
    expect(paramFields(2)).not.toContain('floor');
    expect(paramFields(2)).toContain('floors_total');
  });

  it('a room is asked like a flat', () => {
    expect(paramFields(3)).toEqual(paramFields(1));
  });

  it('a commercial space asks rooms (not bedrooms), location and the bathroom count', () => {
    const fields = paramFields(4);
    expect(fields).toEqual(expect.arrayContaining(['rooms', 'commercial_location', 'bathroom_count']));
    expect(fields).not.toContain('flat_count_bedrooms');
  });

  it('land has no rooms, floors, bathroom or repair', () => {
    expect(paramFields(5)).toEqual([]);
  });

  it('offers the flat or the commercial repair and bathroom lists, and rooms 1 to 20+', () => {
    const o = lists();
    expect(paramOptions(o, 'repair', 1)).toBe(o.flatRepairs);
    expect(paramOptions(o, 'repair', 4)).toBe(o.commercialRepairs);
    expect(paramOptions(o, 'bathroom', 1).map((option) => option.value)).toEqual(['1', '2', '3', '4']);
    expect(paramOptions(o, 'bathroom', 4).map((option) => option.value)).toEqual(['1', '2']);
    const rooms = paramOptions(o, 'rooms', 4);
    expect(rooms).toHaveLength(20);
    expect(rooms.at(-1)).toEqual({ value: '20', label: '20+' });
    expect(paramOptions(o, 'flat_count_bedrooms', 1).at(-1)).toEqual({ value: '4', label: '4+' });
  });
});

describe('step 3 flags by kind and deal type', () => {
  it('a flat for sale offers extra info, heating, cooker, parking, furniture and communal systems', () => {
    expect(labels(1, 1)).toEqual(['დამატებითი ინფორმაცია', 'გათბობა', 'ქურა', 'პარკინგი', 'ავეჯი', 'კომუნიკაციები']);
  });

  it('names the groups and parameters in the language of the lists, with the same ids in every language', () => {
    const en = textsFor(optionsTexts, 'en').titles;
    expect(labels(1, 1, 'en')).toEqual([en.extraInfo, en.heating, en.cooker, en.parking, en.furniture, en.communal]);
    expect(paramTitles(lists('ru')).repair).toBe(textsFor(optionsTexts, 'ru').titles.repair);
    expect(paramOptions(lists('ru'), 'repair', 4)).toBe(lists('ru').commercialRepairs);
    expect(featureIds(lists('ru'), 4, 2)).toEqual(featureIds(lists(), 4, 2));
  });

  it('a flat for rent adds the short-term amenities (ids 17-35)', () => {
    const ids = featureIds(lists(), 1, 2);
    for (const id of ['17', '23', '29', '35']) expect(ids.has(id)).toBe(true);
    expect(featureIds(lists(), 1, 1).has('17')).toBe(false);
  });

  it('a house or a room for rent does not get the short-term flat amenities', () => {
    expect(featureIds(lists(), 2, 2).has('17')).toBe(false);
    expect(featureIds(lists(), 3, 2).has('17')).toBe(false);
  });

  it('a commercial space has its equipment (Wi-Fi 23, air conditioner 25) and no cooker', () => {
    const ids = featureIds(lists(), 4, 2);
    expect(ids.has('23')).toBe(true);
    expect(ids.has('25')).toBe(true);
    expect(ids.has('10')).toBe(false);
    expect(ids.has('17')).toBe(false);
  });

  it('land offers only the land amenities (ids 39-54)', () => {
    const ids = [...featureIds(lists(), 5, 1)].map(Number);
    expect(Math.min(...ids)).toBe(39);
    expect(Math.max(...ids)).toBe(54);
  });
});

describe('flag groups by kind', () => {
  it('gives land no communal systems of their own: its utilities are land amenities', () => {
    expect(flagGroups(5, 1)).toEqual(['amenities']);
    expect(flagGroups(1, 1)).toContain('communal');
    expect(flagGroups(4, 1)).toContain('communal');
  });

  it('gives amenities to a flat for rent only', () => {
    expect(flagGroups(1, 2)).toContain('amenities');
    for (const kind of [2, 3, 4] as const) expect(flagGroups(kind, 2)).not.toContain('amenities');
  });
});

describe('flags that contradict each other', () => {
  it('furnished or not: one rules out the other', () => {
    expect(ruledOutBy(lists(), 1, '55')).toEqual(['56']);
    expect(ruledOutBy(lists('ru'), 1, '56')).toEqual(['55']);
  });

  it('no heating rules out every kind of heating, and any kind rules out no heating; kinds go together', () => {
    expect(ruledOutBy(lists(), 1, '9')).toEqual(['5', '6', '7', '8']);
    expect(ruledOutBy(lists(), 1, '5')).toEqual(['9']);
  });

  it('parking not used rules out the others; a flag of a free group rules out nothing', () => {
    expect(ruledOutBy(lists(), 4, '16')).toEqual(['13', '14', '15']);
    expect(ruledOutBy(lists(), 1, '13')).toEqual(['16']);
    expect(ruledOutBy(lists(), 1, '57')).toEqual([]);
  });
});
