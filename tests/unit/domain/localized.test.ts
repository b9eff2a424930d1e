import { describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen';
import { localized, localizedMarked } from '../../../src/domain/localized';
import { LANGS } from '../../../src/i18n/lang';

type Schemas = components['schemas'];

const vake: Schemas['District'] = {
  id: 1,
  city: 'თბილისი',
  city_en: 'Tbilisi',
  city_ru: 'Тбилиси',
  district: 'ვაკე',
  district_en: 'Vake',
  district_ru: 'Ваке',
  name_alternative: 'vake',
  listings_count: 38,
};

// a district no one has translated yet (the contract's Lisi)
const lisi: Schemas['District'] = { id: 11, city: 'თბილისი', district: 'ლისი', name_alternative: 'lisi', listings_count: 6 };

describe('localized', () => {
  it('gives the English, Russian or Georgian name by language', () => {
    expect(localized(vake, 'district', 'en')).toBe('Vake');
    expect(localized(vake, 'district', 'ru')).toBe('Ваке');
    expect(localized(vake, 'district', 'ka')).toBe('ვაკე');
    expect(localized(vake, 'city', 'ru')).toBe('Тбилиси');
  });

  it('falls back to Georgian when the translation is missing', () => {
    for (const lang of LANGS) {
      expect(localized(lisi, 'district', lang)).toBe('ლისი');
      expect(localized(lisi, 'city', lang)).toBe('თბილისი');
    }
  });

  it('falls back to Georgian when the translation is empty or blank', () => {
    const tariff: Schemas['Tariff'] = {
      id: 4,
      name: 'coloring',
      title: 'გაფერადება',
      title_en: '',
      title_ru: '  ',
      price: 2,
      min_days: 1,
      max_days: 30,
      color: '#FFE08A',
    };
    expect(localized(tariff, 'title', 'en')).toBe('გაფერადება');
    expect(localized(tariff, 'title', 'ru')).toBe('გაფერადება');
  });

  it('falls back to Georgian when the translation is null', () => {
    const banner = { title: 'ზამთრის ფასდაკლება', title_en: null, title_ru: 'Зимняя скидка' };
    expect(localized(banner, 'title', 'en')).toBe('ზამთრის ფასდაკლება');
    expect(localized(banner, 'title', 'ru')).toBe('Зимняя скидка');
  });

  it('marks the Georgian name that stands in for a missing translation, and nothing else', () => {
    expect(localizedMarked(vake, 'district', 'en')).toEqual({ text: 'Vake' });
    expect(localizedMarked(vake, 'district', 'ka')).toEqual({ text: 'ვაკე' });
    expect(localizedMarked(lisi, 'district', 'ru')).toEqual({ text: 'ლისი', lang: 'ka' });
    expect(localizedMarked(lisi, 'district', 'ka')).toEqual({ text: 'ლისი' });
    // Latin letters in the Georgian field do not tell their language
    expect(localizedMarked({ ...lisi, district: 'Lisi Lake' }, 'district', 'ru')).toEqual({ text: 'Lisi Lake' });
  });

  it('reads name_en / name_ru beside a Georgian field named with _ge', () => {
    const category: Schemas['RejectCategory'] = { id: 1, name_ge: 'არასწორი ფასი', name_en: 'Incorrect price', name_ru: 'Неверная цена' };
    expect(localized(category, 'name_ge', 'en')).toBe('Incorrect price');
    expect(localized(category, 'name_ge', 'ru')).toBe('Неверная цена');
    expect(localized(category, 'name_ge', 'ka')).toBe('არასწორი ფასი');

    const reason: Schemas['RejectReason'] = {
      reject_category_ge: 'ფასი',
      reject_message: 'მითითებული ფასი არ შეესაბამება ბინის ფართს.',
      created_at: '2026-11-15T10:20:00.000000Z',
    };
    expect(localized(reason, 'reject_category_ge', 'en')).toBe('ფასი');
  });

  it('names the district of a listing card', () => {
    const card: Pick<Schemas['AnnouncementCard'], 'title' | 'district_name' | 'district_name_en' | 'district_name_ru'> = {
      title: '2-ოთახიანი ბინა ვაკეში',
      district_name: 'ვაკე',
      district_name_en: 'Vake',
      district_name_ru: 'Ваке',
    };
    expect(localized(card, 'district_name', 'ru')).toBe('Ваке');
  });

  it('accepts only keys that have English and Russian siblings', () => {
    const card: Pick<Schemas['AnnouncementCard'], 'title' | 'district_name' | 'district_name_en' | 'district_name_ru'> = {
      title: '2-ოთახიანი ბინა ვაკეში',
      district_name: 'ვაკე',
    };
    // a listing's title is the author's text: it has no translations and must not compile
    // @ts-expect-error 'title' has no title_en / title_ru on a listing card
    expect(localized(card, 'title', 'en')).toBe('2-ოთახიანი ბინა ვაკეში');
    // @ts-expect-error name_alternative has no siblings either
    localized(vake, 'name_alternative', 'en');
    // @ts-expect-error a number is not a name, even with siblings
    localized({ id: 1, id_en: 'one', id_ru: 'один' }, 'id', 'en');
    // @ts-expect-error only one sibling is not enough
    localized({ name: 'ვაკე', name_en: 'Vake' }, 'name', 'en');
  });
});
