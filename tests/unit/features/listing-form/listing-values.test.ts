import { describe, expect, it } from 'vitest';
import type { components } from '../../../../src/api/schema.gen';
import { optionLists } from '../../../../src/domain/options';
import {
  emptyValues,
  fromAnnouncement,
  parsePhotos,
  pricePerM2,
  proximityGap,
  proximityRows,
  toAnnouncementForm,
  toFormFields,
  toListingValues,
  type ListingValues,
} from '../../../../src/features/listing-form/listing-values';
import { optionsTexts } from '../../../../src/i18n/catalogues';
import { textsFor } from '../../../../src/i18n/texts';

const photos = [
  { key: 'm', image: '/p/main.jpg', description: 15, main: true },
  { key: 'a', image: '/p/a.jpg', description: 2, main: false },
  { key: 'b', image: '/p/b.jpg', description: 8, main: false },
];

function values(change: Partial<ListingValues>): ListingValues {
  return {
    ...emptyValues(),
    district_id: '2',
    address: 'ვაჟა-ფშაველას გამზირი',
    address_house_number: '45ბ',
    flat_square: '92',
    title: 'ბინა',
    flat_description: 'აღწერა',
    flat_cost: '165000',
    photos,
    ...change,
  };
}

// the flag ids the kinds offer are the same in every language's lists
const formData = (listing: ListingValues) => toAnnouncementForm(listing, optionLists(textsFor(optionsTexts, 'ru')));

describe('the form data of a listing (only what the kind shows and the user filled in)', () => {
  it('sends the area and price typed with any language\'s decimal mark and grouping as numbers', () => {
    expect(formData(values({ flat_square: '54,5', flat_cost: '120 000' }))).toMatchObject({ flat_square: 54.5, flat_cost: 120000 });
    expect(formData(values({ flat_square: '54.5', flat_cost: '120,000' }))).toMatchObject({ flat_square: 54.5, flat_cost: 120000 });
  });

  it('a flat sends its parameters, the photos as JSON and leaves empty fields out', () => {
    const form = formData(values({ flat_count_bedrooms: '2', floor: '9', repair: '2', rooms: '5', commercial_location: '1' }));
    expect(form).toMatchObject({
      adType: 1,
      flatObjects: '1',
      district_id: 2,
      flat_square: 92,
      flat_count_bedrooms: 2,
      floor: 9,
      repair: 2,
      main_photo: '{"image":"/p/main.jpg","description":15}',
      flat_photos: '[{"image":"/p/a.jpg","description":2},{"image":"/p/b.jpg","description":8}]',
      flat_cost: 165000,
    });
    // commercial fields typed in before a change of kind are not sent
    expect(form.rooms).toBeUndefined();
    expect(form.commercial_location).toBeUndefined();
    expect(form.floors_total).toBeUndefined();
    expect(form).not.toHaveProperty('video');
    expect(form).not.toHaveProperty('features');
    expect(form).not.toHaveProperty('proximity');
  });

  it('sends no photo whose upload failed: neither a new main photo beside the current one nor a gallery photo', () => {
    const failed = (key: string, main: boolean) => ({ key, image: '', description: 4, main, failed: { name: `${key}.png` } });
    const form = formData(values({ photos: [failed('n', true), ...photos, failed('c', false)] }));
    expect(form.main_photo).toBe('{"image":"/p/main.jpg","description":15}');
    expect(form.flat_photos).toBe('[{"image":"/p/a.jpg","description":2},{"image":"/p/b.jpg","description":8}]');
  });

  it('land sends no rooms, floors, bathroom or repair even when they were filled in', () => {
    const form = formData(values({ flatObjects: '5,2', flat_count_bedrooms: '2', floor: '3', bathroom: '1', repair: '1', object_state: '1' }));
    for (const field of ['flat_count_bedrooms', 'floor', 'bathroom', 'repair', 'object_state'] as const) expect(form[field]).toBeUndefined();
    expect(form.flatObjects).toBe('5,2');
  });

  it('sends only the flags the kind and deal type offer', () => {
    // 17 is a short-term amenity: kept for a flat for rent, dropped for a flat for sale
    expect(formData(values({ adType: '2', features: ['1', '17', '40'] })).features).toBe('1,17');
    expect(formData(values({ adType: '1', features: ['1', '17', '40'] })).features).toBe('1');
  });

  it('sends complete proximity rows only and the video when given', () => {
    const form = formData(
      values({
        proximity: [
          { place: '1', mode: '1', minutes: '8' },
          { place: '', mode: '1', minutes: '5' },
        ],
        video: 'https://youtu.be/jNQXAC9IVRw',
      }),
    );
    expect(form.proximity).toBe('[{"place":1,"mode":1,"minutes":8}]');
    expect(form.video).toBe('https://youtu.be/jNQXAC9IVRw');
  });

  it('keeps only valid proximity codes and minutes from 1 to 120', () => {
    expect(proximityRows([{ place: '4', mode: '1', minutes: '5' }, { place: '2', mode: '3', minutes: '121' }, { place: '3', mode: '2', minutes: '120' }])).toEqual([
      { place: 3, mode: 2, minutes: 120 },
    ]);
  });
});

describe('a proximity row begun and not finished', () => {
  it('says what it lacks; an untouched or complete row lacks nothing', () => {
    expect(proximityGap({ place: '', mode: '1', minutes: '10' })).toBe('place');
    expect(proximityGap({ place: '2', mode: '1', minutes: ' ' })).toBe('minutes');
    expect(proximityGap({ place: '2', mode: '1', minutes: '121' })).toBe('minutes');
    expect(proximityGap({ place: '2', mode: '', minutes: '5' })).toBe('mode');
    expect(proximityGap({ place: '', mode: '1', minutes: '' })).toBeNull();
    expect(proximityGap({ place: '2', mode: '1', minutes: '5' })).toBeNull();
  });
});

describe('reading values back', () => {
  it('takes a saved listing into the edit form', () => {
    const listing: components['schemas']['Announcement'] = {
      id: 130,
      slug: 'ofisi-130',
      status: 2,
      flat_cost_m: 17.86,
      district_name: 'ვაკე',
      tariff: null,
      tariff_end_date: null,
      raise: 0,
      raise_end_date: null,
      color: null,
      color_end_date: null,
      telegram_publication: null,
      user_id: 17,
      lat: 41.7,
      lng: 44.7,
      created_at: '2026-10-28T10:00:00Z',
      reject: null,
      reject_history: [],
      user: { id: 17, name: 'ნინო', surname: 'ბერიძე', image: null },
      views: 0,
      adType: 2,
      flatObjects: '4,7',
      district_id: 3,
      address: 'ჭავჭავაძის გამზირი',
      address_house_number: '12',
      flat_square: 140,
      object_state: null,
      building_material: 2,
      commercial_location: 1,
      flat_count_bedrooms: null,
      rooms: 6,
      floor: 3,
      floors_total: 10,
      repair: 6,
      bathroom: 2,
      bathroom_count: 2,
      features: [23, 25],
      proximity: [{ place: 1, mode: 1, minutes: 4 }],
      main_photo: { image: '/p/m.jpg', description: 15 },
      flat_photos: [{ image: '/p/1.jpg', description: 7 }],
      video: null,
      title: 'ოფისი',
      flat_description: 'აღწერა',
      flat_cost: 2500,
    };
    const form = fromAnnouncement(listing, 'ka');
    // a decimal is shown back in the page language's form
    expect(fromAnnouncement({ ...listing, flat_square: 54.5 }, 'ru').flat_square).toBe('54,5');
    expect(fromAnnouncement({ ...listing, flat_square: 54.5 }, 'ka').flat_square).toBe('54.5');
    expect(form).toMatchObject({ adType: '2', flatObjects: '4,7', object_state: '', rooms: '6', features: ['23', '25'], video: '', flat_cost: '2500' });
    expect(form.proximity).toEqual([{ place: '1', mode: '1', minutes: '4' }]);
    expect(form.photos.map((photo) => [photo.image, photo.description, photo.main])).toEqual([
      ['/p/m.jpg', 15, true],
      ['/p/1.jpg', 7, false],
    ]);
  });

  it('reads the form fields back: every ticked flag and the JSON-valued lists', () => {
    const fields = { ...toFormFields(values({ photos: photos.slice(0, 1) })), features: ['1', '6'], proximity: 'not json' };
    const read = toListingValues(fields);
    expect(read.address).toBe(values({}).address);
    expect(read.features).toEqual(['1', '6']);
    expect(read.photos).toEqual([{ key: 'm', image: '/p/main.jpg', description: 15, main: true }]);
    expect(read.proximity).toEqual([]);
    expect(toListingValues(toFormFields(values({})))).toEqual(values({}));
  });

  it('skips malformed photo entries', () => {
    expect(parsePhotos('[{"key":"a","image":"/p.jpg","main":false},{"image":3},null]')).toEqual([{ key: 'a', image: '/p.jpg', description: 15, main: false }]);
    expect(parsePhotos('{')).toEqual([]);
  });

  it('keeps the name of a photo whose upload failed (its tile offers to try it again by that name)', () => {
    const failed = { key: 'c', image: '', description: 15, main: false, failed: { name: 'kitchen.png' } };
    expect(parsePhotos(JSON.stringify([failed, { ...failed, key: 'd', failed: { name: 3 } }]))).toEqual([failed, { key: 'd', image: '', description: 15, main: false }]);
  });
});

describe('price per m²', () => {
  it('divides the price by the area once both are positive numbers', () => {
    expect(pricePerM2('165000', '92')).toBeCloseTo(1793.48, 2);
    expect(pricePerM2('', '92')).toBeNull();
    expect(pricePerM2('100', '0')).toBeNull();
    expect(pricePerM2('abc', '50')).toBeNull();
  });

  it('reads a decimal comma and commas between thousands alike in every language', () => {
    expect(pricePerM2('109', '54,5')).toBe(2);
    expect(pricePerM2('165,000', '92')).toBeCloseTo(1793.48, 2);
  });
});
