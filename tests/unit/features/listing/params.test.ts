import { describe, expect, it } from 'vitest';
import { featureList, kindText, listingParams, proximityRows } from '../../../../src/features/listing/params';

const base: Parameters<typeof listingParams>[0] = {
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

describe('listingParams', () => {
  it('labels every parameter of a flat in Georgian and skips the empty ones', () => {
    expect(listingParams(listing({}))).toEqual([
      { label: 'ქონების ტიპი', value: 'ბინა' },
      { label: 'სტატუსი', value: 'ახალი აშენებული' },
      { label: 'სამშენებლო მასალა', value: 'მონოლითი' },
      { label: 'ფართი', value: '120 მ²' },
      { label: 'საძინებლები', value: '3' },
      { label: 'სართული', value: '7 / 14' },
      { label: 'მდგომარეობა', value: 'გარემონტებული' },
      { label: 'სველი წერტილი', value: 'ორი სველი წერტილი' },
      { label: 'უბანი', value: 'ვაკე' },
    ]);
  });

  it('reads repair, rooms and bathroom from the commercial lists for a commercial listing', () => {
    const rows = listingParams(
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
});

describe('kindText, featureList, proximityRows', () => {
  it('names the kind with its sub-categories', () => {
    expect(kindText('5,1,5')).toBe('მიწის ნაკვეთი: სასოფლო-სამეურნეო, საინვესტიციო');
    expect(kindText('2')).toBe('კერძო სახლი');
  });

  it('labels the flags and drops unknown ids', () => {
    expect(featureList([1, 6, 57, 99])).toEqual(['აივანი', 'გაზის ქვაბი', 'ელექტროენერგია']);
  });

  it('says how far each place is and how', () => {
    expect(proximityRows([{ place: 1, mode: 1, minutes: 12 }])).toEqual([{ label: 'მეტრო', value: '12 წთ, ფეხით' }]);
  });
});
