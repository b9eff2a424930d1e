import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/app/title';

describe('pageTitle', () => {
  it('names the main page by the site alone', () => {
    expect(pageTitle('MainPage')).toBe('Realt');
  });

  it('gives a listing its own title once known, and the screen name before', () => {
    expect(pageTitle('Announcement', 'ბინა ვაკეში')).toBe('ბინა ვაკეში · Realt');
    expect(pageTitle('Announcement')).toBe('განცხადება · Realt');
  });

  it('names a user’s page by the user once known', () => {
    expect(pageTitle('PublicUser', 'ლევან გელაშვილი')).toBe('ლევან გელაშვილი · Realt');
    expect(pageTitle('PublicUser')).toBe('მომხმარებლის გვერდი · Realt');
  });

  it('ignores a listing title on other screens', () => {
    expect(pageTitle('CatalogSell', 'ბინა ვაკეში')).toBe('იყიდება · Realt');
  });
});
