// Recently viewed: the listings opened on this device, on the main page and in the profile,
// newest first, kept across reloads until cleared.
import type { Page } from '@playwright/test';
import { expect, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const VAKE = { url: '/realt/announcement/3-otaxiani-bina-vakeshi-102', card: '3-ოთახიანი ბინა ვაკეში' };
const OFFICE = { url: '/realt/announcement/saofise-farti-veraze-104', card: 'საოფისე ფართი ვერაზე' };
const GLDANI = { url: '/realt/announcement/3-otaxiani-bina-gldanshi-116', card: '3-ოთახიანი ბინა გლდანში' };
const RECENT = '/realt/profile/apartments/recently-viewed';

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page, signIn }) => {
  await signIn('user');
  // each listing address answers with its own example
  await prefer(page, `**/api/announcements/${OFFICE.url.split('/').pop()}`, 'example=commercial');
  await prefer(page, `**/api/announcements/${GLDANI.url.split('/').pop()}`, 'example=noPhotos');
});

/** Opens a listing and waits until the device has noted the view. */
async function view(page: Page, listing: { url: string; card: string }, count: number) {
  await page.goto(listing.url);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${listing.card}`) })).toBeVisible();
  // the newest entry is this listing (reopening one moves it to the front) and the list has `count`
  const slug = listing.url.split('/').pop();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recently-viewed-listings') ?? '[]')[0]?.slug)).toBe(slug);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('recently-viewed-listings') ?? '[]').length)).toBe(count);
}

test('the main page and the profile show the opened listings newest first, after a reload too', async ({ page }) => {
  await view(page, VAKE, 1);
  await view(page, OFFICE, 2);
  await view(page, GLDANI, 3);

  await page.goto('/realt/');
  const strip = page.getByRole('region', { name: 'ბოლოს ნანახი' });
  await expect(strip.getByRole('heading', { level: 3 })).toHaveText([GLDANI.card, OFFICE.card, VAKE.card]);

  // opening one again moves it to the front, once
  await view(page, VAKE, 3);
  await page.goto(RECENT);
  await expect(page.getByRole('heading', { level: 1, name: 'ბოლოს ნანახი განცხადებები' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveText([VAKE.card, GLDANI.card, OFFICE.card]);
  await checkScreen(page, 'profile-recently-viewed');

  await page.reload();
  await expect(cards).toHaveText([VAKE.card, GLDANI.card, OFFICE.card]);
  await page.getByRole('link', { name: OFFICE.card }).click();
  await expect(page).toHaveURL(new RegExp(`${OFFICE.url}$`));
});

test('clearing empties the profile screen and the main page strip', async ({ page }) => {
  await view(page, VAKE, 1);
  await view(page, GLDANI, 2);
  await page.goto('/realt/profile');
  await page.getByRole('navigation', { name: 'პროფილის განყოფილებები' }).getByRole('link', { name: 'ბოლოს ნანახი' }).click();
  await expect(page).toHaveURL(new RegExp(`${RECENT}$`));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);

  await page.getByRole('button', { name: 'გასუფთავება' }).click();
  await expect(page.getByRole('heading', { name: 'ჯერ არცერთი განცხადება არ გინახავთ' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  // the button went with the list: its focus is on the way on, and the list can come back
  await expect(page.getByRole('link', { name: 'განცხადებების ნახვა' })).toBeFocused();
  const told = page.getByRole('status').filter({ hasText: 'ბოლოს ნანახი განცხადებების სია გასუფთავდა' });
  await told.getByRole('button', { name: 'დაბრუნება' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'გასუფთავება' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await checkScreen(page, 'profile-recently-viewed-empty');

  await page.goto('/realt/');
  await expect(page.getByRole('region', { name: 'რჩეული განცხადებები' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'ბოლოს ნანახი' })).toHaveCount(0);
});

test('the main page strip clears itself', async ({ page }) => {
  await view(page, GLDANI, 1);
  await page.goto('/realt/');
  const strip = page.getByRole('region', { name: 'ბოლოს ნანახი' });
  await expect(strip.getByRole('article')).toHaveCount(1);
  await strip.getByRole('button', { name: 'გასუფთავება' }).click();
  await expect(strip).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'რჩეული განცხადებები' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'ბოლოს ნანახი' })).toHaveCount(0);
});
