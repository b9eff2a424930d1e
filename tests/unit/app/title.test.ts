import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/app/title';
import { appTexts } from '../../../src/i18n/catalogues';
import { textsFor } from '../../../src/i18n/texts';

// the setup loads every catalogue, as the server does at start
const ka = () => textsFor(appTexts, 'ka');
const en = () => textsFor(appTexts, 'en');
const ru = () => textsFor(appTexts, 'ru');

describe('pageTitle', () => {
  it('says what the site is on the main page', () => {
    expect(pageTitle(ka(), 'MainPage')).toBe('Realt — უძრავი ქონების ყიდვა და ქირაობა საქართველოში');
  });

  it('gives a listing its own title once known, and the screen name before', () => {
    expect(pageTitle(ka(), 'Announcement', 'ბინა ვაკეში')).toBe('ბინა ვაკეში · Realt');
    expect(pageTitle(ka(), 'Announcement')).toBe('განცხადება · Realt');
  });

  it('names a user’s page by the user once known', () => {
    expect(pageTitle(ka(), 'PublicUser', 'ლევან გელაშვილი')).toBe('ლევან გელაშვილი · Realt');
    expect(pageTitle(ka(), 'PublicUser')).toBe('მომხმარებლის გვერდი · Realt');
  });

  it('names a catalogue by its search once worded, and by the screen before', () => {
    expect(pageTitle(ka(), 'CatalogSell', 'იყიდება ბინები საქართველოში')).toBe('იყიდება ბინები საქართველოში · Realt');
    expect(pageTitle(ka(), 'CatalogSell')).toBe('იყიდება · Realt');
  });

  it('ignores a subject on screens named by their screen', () => {
    expect(pageTitle(ka(), 'NotFound', 'ბინა ვაკეში')).toBe('გვერდი ვერ მოიძებნა · Realt');
  });
});

describe('pageTitle in another language', () => {
  it('names the screens in English, and says what the site is on the main page', () => {
    expect(pageTitle(en(), 'MainPage')).toBe('Realt — property for sale and rent in Georgia');
    expect(pageTitle(en(), 'CatalogSell')).toBe('For sale · Realt');
    expect(pageTitle(en(), 'Announcement')).toBe('Listing · Realt');
    expect(pageTitle(en(), 'PublicUser')).toBe('User profile · Realt');
    expect(pageTitle(en(), 'NotFound')).toBe('Page not found · Realt');
  });

  it('keeps a listing’s and a user’s own name as it is, whatever the language', () => {
    expect(pageTitle(en(), 'Announcement', 'ბინა ვაკეში')).toBe('ბინა ვაკეში · Realt');
    expect(pageTitle(ru(), 'PublicUser', 'ლევან გელაშვილი')).toBe('ლევან გელაშვილი · Realt');
  });

  it('names the screens in Russian', () => {
    expect(pageTitle(ru(), 'CatalogSell')).toBe('Продажа · Realt');
    expect(pageTitle(ru(), 'MainPage')).toBe('Realt — недвижимость в Грузии: продажа и аренда');
  });
});
