import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { featureNames, kindText, parameterRows, proximityRows } from '../../../src/domain/listing-params';
import { optionLists } from '../../../src/domain/options';
import { optionsTexts } from '../../../src/i18n/catalogues';
import type { Lang } from '../../../src/i18n/lang';
import { loadAllTexts, textsFor } from '../../../src/i18n/texts';
import type { Listing } from '../../../src/domain/listing';

await loadAllTexts();
const listsIn = (lang: Lang) => optionLists(textsFor(optionsTexts, lang));
const ka = listsIn('ka');

const base: Parameters<typeof parameterRows>[2] = {
  flatObjects: '1',
  object_state: 1,
  building_material: 2,
  commercial_location: null,
  flat_square: 120,
  flat_count_bedrooms: 3,
  rooms: null,
  floor: 7,
  floors_total: 14,
  repair: 1,
  bathroom: 3,
  bathroom_count: null,
  district_name: 'ვაკე',
};

const listing = (fields: Partial<typeof base>) => ({ ...base, ...fields });

// the contract's own example of the moderation queue
const queue: { value: { result: { data: Listing[] } } } = parse(
  readFileSync(new URL('../../../openapi/components/examples/AdminQueue.yaml', import.meta.url), 'utf8'),
);
const queued = (id: number) => {
  const found = queue.value.result.data.find((item) => item.id === id);
  if (!found) throw new Error(`no listing ${id}`);
  return found;
};
const panel = (id: number) => Object.fromEntries(parameterRows(ka, 'ka', queued(id), { price: true, deal: true, address: true }).map((row) => [row.label, row.value]));

describe('parameterRows', () => {
  it('labels every parameter of a flat in Georgian and skips the empty ones', () => {
    expect(parameterRows(ka, 'ka', listing({}))).toEqual([
      { label: 'ქონების ტიპი', value: 'ბინა' },
      { label: 'ფართი', value: '120 მ²' },
      { label: 'საძინებლები', value: '3' },
      { label: 'სართული', value: '7 / 14' },
      { label: 'უბანი', value: 'ვაკე' },
      { label: 'სტატუსი', value: 'ახალი აშენებული' },
      { label: 'სამშენებლო მასალა', value: 'მონოლითი' },
      { label: 'მდგომარეობა', value: 'გარემონტებული' },
      { label: 'სველი წერტილი', value: 'ორი სველი წერტილი' },
    ]);
  });

  it('reads repair, rooms and bathroom from the commercial lists for a commercial listing', () => {
    const rows = parameterRows(
      ka,
      'ka',
      listing({ flatObjects: '4,7', building_material: null, commercial_location: 1, rooms: 20, repair: 5, bathroom: 2, bathroom_count: 4, floor: null }),
    );
    expect(rows).toContainEqual({ label: 'ქონების ტიპი', value: 'კომერციული ფართი: ოფისი' });
    expect(rows).toContainEqual({ label: 'მდებარეობა', value: 'ბიზნეს ცენტრი' });
    expect(rows).toContainEqual({ label: 'ოთახები', value: '20+' });
    expect(rows).toContainEqual({ label: 'მდგომარეობა', value: 'შავი კარკასი' });
    expect(rows).toContainEqual({ label: 'სველი წერტილი', value: 'სართულზე' });
    expect(rows).toContainEqual({ label: 'სველი წერტილების რაოდენობა', value: '4+' });
    expect(rows.find((row) => row.label === 'სართული')).toBeUndefined();
  });

  it('shows only the parameters the kind has', () => {
    const house = parameterRows(ka, 'ka', listing({ flatObjects: '2', commercial_location: 3, bathroom_count: 2 })).map((row) => row.label);
    expect(house).not.toContain('სართული');
    expect(house).not.toContain('მდებარეობა');
    expect(house).not.toContain('სველი წერტილების რაოდენობა');
    const land = parameterRows(ka, 'ka', listing({ flatObjects: '5,1' })).map((row) => row.label);
    expect(land).toEqual(['ქონების ტიპი', 'ფართი', 'უბანი']);
  });

  it('adds price, deal and address for the moderation panel, with formatted numbers', () => {
    expect(panel(130)).toMatchObject({
      ფასი: '118 000 $',
      'ფასი მ²-ზე': '1 639 $/მ²',
      ფართი: '72 მ²',
      'გარიგების ტიპი': 'იყიდება',
      'ქონების ტიპი': 'ბინა',
      საძინებლები: '2',
      სართული: '5 / 9',
      მისამართი: 'ვაჟა-ფშაველას გამზირი 45',
      'სამშენებლო მასალა': 'პანელი',
    });
    expect(panel(132)).toMatchObject({ 'ქონების ტიპი': 'კომერციული ფართი: ოფისი', ოთახები: '5', მდებარეობა: 'ბიზნეს ცენტრი' });
    expect(Object.keys(panel(134))).not.toContain('სართული');
    expect(Object.keys(panel(134))).not.toContain('სამშენებლო მასალა');
  });

  it('gives the price in lari too when the rate is known', () => {
    const rows = parameterRows(ka, 'ka', queued(130), { price: true, rate: 2.71 });
    expect(rows[0]).toEqual({ label: 'ფასი', value: '118 000 $ · 319 780 ₾' });
  });
});

describe('kindText, featureNames, proximityRows', () => {
  it('names the kind with its sub-categories', () => {
    expect(kindText(ka, '5,1,5')).toBe('მიწის ნაკვეთი: სასოფლო-სამეურნეო, საინვესტიციო');
    expect(kindText(ka, '2')).toBe('კერძო სახლი');
  });

  it('labels the flags, commercial equipment too, and drops unknown ids', () => {
    expect(featureNames(ka, [1, 6, 57, 99])).toEqual(['აივანი', 'გაზის ქვაბი', 'ელექტროენერგია']);
    expect(featureNames(ka, queued(132).features)).toContain('Wi-Fi');
  });

  it('says how far each place is and how', () => {
    expect(proximityRows(ka, [{ place: 1, mode: 1, minutes: 12 }])).toEqual([{ label: 'მეტრო', value: '12 წთ, ფეხით' }]);
    expect(proximityRows(ka, queued(130).proximity)[0]).toEqual({ label: 'მეტრო', value: '3 წთ, ფეხით' });
    expect(proximityRows(ka, queued(134).proximity)).toEqual([]);
  });
});

describe('in English and Russian', () => {
  it('labels the rows and formats the numbers in the language given', () => {
    expect(parameterRows(listsIn('en'), 'en', queued(130), { price: true, rate: 2.71, deal: true })).toEqual(
      expect.arrayContaining([
        { label: 'Price', value: '$118,000 · ₾319,780' },
        { label: 'Price per m²', value: '$1,639/m²' },
        { label: 'Deal type', value: 'For sale' },
        { label: 'Property type', value: 'Flat' },
        { label: 'Area', value: '72 m²' },
        { label: 'Floor', value: '5 / 9' },
        { label: 'Building material', value: 'Panel' },
      ]),
    );
    const commercial = parameterRows(listsIn('ru'), 'ru', listing({ flatObjects: '4,7', rooms: 20, repair: 5 }));
    expect(commercial).toContainEqual({ label: 'Тип недвижимости', value: 'Коммерческая недвижимость: Офис' });
    expect(commercial).toContainEqual({ label: 'Комнаты', value: '20+' });
    expect(commercial).toContainEqual({ label: 'Состояние', value: 'Чёрный каркас' });
  });

  it('names the flags and the places nearby', () => {
    expect(featureNames(listsIn('en'), [1, 6, 57])).toEqual(['Balcony', 'Gas boiler', 'Electricity']);
    expect(proximityRows(listsIn('ru'), [{ place: 1, mode: 3, minutes: 7 }])).toEqual([{ label: 'Метро', value: '7 мин на машине' }]);
  });
});
