import { describe, expect, it } from 'vitest';
import {
  PRICE_CAP,
  bathroomsFor,
  flatObjectsValue,
  isCommercial,
  isLand,
  labelOf,
  optionLists,
  propertyKindOf,
  repairsFor,
  roomsFor,
  subKindsOf,
  type Option,
  type OptionLists,
} from '../../../src/domain/options';
import { optionsTexts } from '../../../src/i18n/catalogues';
import { LANGS } from '../../../src/i18n/lang';
import { loadAllTexts, textsFor } from '../../../src/i18n/texts';

await loadAllTexts();
const lists = optionLists(textsFor(optionsTexts, 'ka'));
const {
  adTypes,
  bedrooms,
  buildingMaterials,
  commercialBathroomCounts,
  commercialBathrooms,
  commercialEquipment,
  commercialLocations,
  commercialRepairs,
  commercialRooms,
  communal,
  cookers,
  extraInfo,
  featureLabels,
  flatBathrooms,
  flatRepairs,
  furniture,
  heating,
  landAmenityGroups,
  objectStates,
  optionTitles,
  parking,
  photoDescriptions,
  propertyKinds,
  proximityPlaces,
  roles,
  shortTermAmenityGroups,
  sortOrders,
  statuses,
  tariffNames,
  travelModes,
} = lists;

const values = (list: Option[]) => list.map((option) => option.value);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('option lists', () => {
  it('carry the §3 codes in order', () => {
    expect(values(adTypes)).toEqual(['1', '2']);
    expect(values(objectStates)).toEqual(range(1, 3));
    expect(values(propertyKinds)).toEqual(range(1, 5));
    expect(values(buildingMaterials)).toEqual(range(1, 5));
    expect(values(commercialLocations)).toEqual(range(1, 7));
    expect(values(flatRepairs)).toEqual(range(1, 4));
    expect(values(commercialRepairs)).toEqual(range(1, 6));
    expect(values(bedrooms)).toEqual(range(1, 4));
    expect(values(commercialRooms)).toEqual(range(1, 20));
    expect(values(flatBathrooms)).toEqual(range(1, 4));
    expect(values(commercialBathrooms)).toEqual(range(1, 2));
    expect(values(commercialBathroomCounts)).toEqual(range(1, 4));
    expect(values(extraInfo)).toEqual(range(1, 4));
    expect(values(heating)).toEqual(range(5, 9));
    expect(values(cookers)).toEqual(range(10, 12));
    expect(values(parking)).toEqual(range(13, 16));
    expect(values(furniture)).toEqual(['55', '56']);
    expect(values(communal)).toEqual(range(57, 60));
    expect(values(commercialEquipment)).toEqual(['23', '25']);
    expect(values(proximityPlaces)).toEqual(range(1, 3));
    expect(values(travelModes)).toEqual(range(1, 3));
    expect(values(photoDescriptions)).toEqual(range(1, 15));
    expect(values(statuses)).toEqual(range(1, 4));
    expect(values(roles)).toEqual(range(1, 3));
    expect(values(tariffNames)).toEqual(['super_vip', 'vip_plus', 'vip', 'coloring', 'raising']);
    expect(values(sortOrders)).toEqual(['newest', 'price_asc', 'price_desc', 'square_asc', 'square_desc']);
  });

  it('give every option a Georgian label, except the unlabelled photo description 15', () => {
    const lists = [
      adTypes, objectStates, propertyKinds, buildingMaterials, commercialLocations, flatRepairs, commercialRepairs,
      flatBathrooms, commercialBathrooms, extraInfo, heating, cookers, parking, furniture, communal, proximityPlaces,
      travelModes, statuses, roles, ...shortTermAmenityGroups.map((g) => g.options), ...landAmenityGroups.map((g) => g.options),
    ];
    for (const option of lists.flat()) expect(option.label, option.value).toMatch(/[\u10d0-\u10ff]|Wi-Fi/);
    expect(labelOf(photoDescriptions, 15)).toBe('');
    expect(photoDescriptions.slice(0, 14).every((option) => option.label !== '')).toBe(true);
  });

  it('show the open-ended top buckets with a plus', () => {
    expect(labelOf(bedrooms, 4)).toBe('4+');
    expect(labelOf(commercialRooms, 19)).toBe('19');
    expect(labelOf(commercialRooms, 20)).toBe('20+');
    expect(labelOf(commercialBathroomCounts, 4)).toBe('4+');
  });

  it('nest commercial and land sub-categories under their main kind', () => {
    const byValue = new Map(propertyKinds.map((kind) => [kind.value, kind]));
    expect(values(byValue.get('4')?.children ?? [])).toEqual(range(1, 9));
    expect(values(byValue.get('5')?.children ?? [])).toEqual(range(1, 6));
    expect(byValue.get('1')?.children).toBeUndefined();
    expect(labelOf(byValue.get('4')?.children ?? [], 7)).toBe('ოფისი');
  });

  it('group the short-term amenities 17-35 by the §3 categories', () => {
    expect(shortTermAmenityGroups.map((group) => values(group.options))).toEqual([
      range(17, 21), ['22', '23'], ['24'], ['25'], ['26'], ['27', '28'], range(29, 32), ['33', '34'], ['35'],
    ]);
    expect(shortTermAmenityGroups.every((group) => group.label.length > 0)).toBe(true);
  });

  it('group the land amenities 39-54 by the §3 categories', () => {
    expect(landAmenityGroups.map((group) => values(group.options))).toEqual([range(39, 47), range(48, 50), range(51, 54)]);
  });

  it('share the Wi-Fi and air conditioner labels between commercial equipment and amenities', () => {
    const amenities = shortTermAmenityGroups.flatMap((group) => group.options);
    for (const option of commercialEquipment) expect(labelOf(amenities, option.value)).toBe(option.label);
  });

  it('name the statuses, roles and tariffs', () => {
    expect(labelOf(statuses, 1)).toBe('მოდერაციაზე');
    expect(labelOf(statuses, '3')).toBe('უარყოფილი');
    expect(labelOf(roles, 2)).toBe('მოდერატორი');
    expect(labelOf(tariffNames, 'super_vip')).toBe('სუპერ VIP');
    expect(labelOf(tariffNames, 'vip_plus')).toBe('VIP+');
    expect(labelOf(adTypes, 2)).toBe('ქირავდება');
  });

  it('offer titles for the option groups', () => {
    expect(optionTitles.heating).toBe('გათბობა');
    expect(optionTitles.sort).toBeTruthy();
  });
});

describe('the option lists of each language', () => {
  const inLang = (lang: (typeof LANGS)[number]) => optionLists(textsFor(optionsTexts, lang));
  // the codes of every list, the words left out
  const codes = (each: OptionLists) => JSON.stringify(each, (key, value: unknown) => (key !== 'value' && typeof value === 'string' ? '' : value));

  it('carry the same codes in every language', () => {
    for (const lang of LANGS) expect(codes(inLang(lang))).toBe(codes(lists));
    for (const lang of LANGS) expect([...inLang(lang).featureLabels.keys()]).toEqual([...featureLabels.keys()]);
  });

  it('have no Georgian letters in English and Russian', () => {
    for (const lang of ['en', 'ru'] as const) expect(JSON.stringify(textsFor(optionsTexts, lang))).not.toMatch(/[\u10a0-\u10ff]/);
  });

  it('name the options in English and Russian', () => {
    const en = inLang('en');
    const ru = inLang('ru');
    expect(labelOf(en.adTypes, 1)).toBe('For sale');
    expect(labelOf(ru.adTypes, 2)).toBe('Аренда');
    expect(labelOf(en.propertyKinds, 1)).toBe('Flat');
    expect(labelOf(ru.propertyKinds, 1)).toBe('Квартира');
    expect(ru.optionTitles.district).toBe('Район');
    expect(labelOf(en.tariffNames, 'super_vip')).toBe('Super VIP');
  });

  it('say how far a place is in the words of each language', () => {
    const time = (lang: (typeof LANGS)[number]) => {
      const each = inLang(lang);
      return each.travelTime(12, labelOf(each.travelModes, 1));
    };
    expect(time('ka')).toBe('12 წთ, ფეხით');
    expect(time('en')).toBe('12 min on foot');
    expect(time('ru')).toBe('12 мин пешком');
  });
});

describe('labelOf', () => {
  it('finds a label by string or number code', () => {
    expect(labelOf(heating, 6)).toBe(labelOf(heating, '6'));
    expect(labelOf(heating, 6)).not.toBe('');
  });

  it('gives an empty label for an unknown or missing code', () => {
    expect(labelOf(heating, 1)).toBe('');
    expect(labelOf(heating, null)).toBe('');
    expect(labelOf(heating, undefined)).toBe('');
    expect(labelOf([], 1)).toBe('');
  });
});

describe('featureLabels', () => {
  it('covers every flag id 1-60 except the unused 36-38', () => {
    const ids = [...featureLabels.keys()].map(Number).sort((a, b) => a - b);
    expect(ids).toEqual([...range(1, 35), ...range(39, 60)].map(Number));
  });
});

describe('property kinds', () => {
  it('reads the main kind of a two-level value', () => {
    expect(propertyKindOf('4,1,7')).toBe(4);
    expect(propertyKindOf('5')).toBe(5);
    expect(propertyKindOf('2')).toBe(2);
  });

  it('defaults to flats when empty or unknown (§4)', () => {
    expect(propertyKindOf('')).toBe(1);
    expect(propertyKindOf(null)).toBe(1);
    expect(propertyKindOf('9,1')).toBe(1);
    expect(propertyKindOf('x')).toBe(1);
  });

  it('splits and joins the sub-categories', () => {
    expect(subKindsOf('4,1,7')).toEqual(['1', '7']);
    expect(subKindsOf('1')).toEqual([]);
    expect(subKindsOf(undefined)).toEqual([]);
    expect(flatObjectsValue(4, ['1', '7'])).toBe('4,1,7');
    expect(flatObjectsValue(1)).toBe('1');
  });

  it('tells commercial and land apart from a number or a flatObjects value', () => {
    expect(isCommercial(4)).toBe(true);
    expect(isCommercial('4,2')).toBe(true);
    expect(isCommercial(1)).toBe(false);
    expect(isLand(5)).toBe(true);
    expect(isLand('5,3')).toBe(true);
    expect(isLand('4')).toBe(false);
  });

  it('picks the repair, bathroom and room lists by kind', () => {
    for (const kind of [1, 2, 3]) {
      expect(repairsFor(lists, kind)).toBe(flatRepairs);
      expect(bathroomsFor(lists, kind)).toBe(flatBathrooms);
      expect(roomsFor(lists, kind)).toBe(bedrooms);
    }
    expect(repairsFor(lists, '4,7')).toBe(commercialRepairs);
    expect(bathroomsFor(lists, 4)).toBe(commercialBathrooms);
    expect(roomsFor(lists, 4)).toBe(commercialRooms);
    expect(repairsFor(lists, 5)).toEqual([]);
    expect(bathroomsFor(lists, '5,1')).toEqual([]);
    expect(roomsFor(lists, 5)).toEqual([]);
  });
});

describe('§9 constants', () => {
  it('cap the price filter by ad type', () => {
    expect(PRICE_CAP[1]).toBe(500000);
    expect(PRICE_CAP[2]).toBe(2000);
  });
});
