// Saved apartments: the favourites, removed with one click and restored from the notification.
import { expect, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const SAVED = '/realt/profile/apartments/saved-apartments';
const VAKE = '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში'; // 102
const PARK = '2-ოთახიანი ბინა ვაკის პარკთან, მწვანე ეზოთი'; // 105

// settled styles in the screenshots, which are taken right after each viewport change
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ signIn }) => signIn('user'));

test('lists the saved listings; a card opens its detail page', async ({ page }) => {
  const list = page.waitForRequest('**/client-api/basket');
  await page.goto(SAVED);
  expect((await list).method()).toBe('POST');
  await expect(page.getByRole('heading', { level: 1, name: 'შენახული განცხადებები' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await checkScreen(page, 'profile-saved-apartments');
  await page.getByRole('link', { name: '3-ოთახიანი ბინა ვაკეში' }).click();
  await expect(page).toHaveURL(/\/realt\/announcement\/3-otaxiani-bina-vakeshi-102$/);
});

test('the profile’s sections keep their names inside the sidebar in Russian, a long one on two lines', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/realt/ru${SAVED.slice('/realt'.length)}`);
    const links = page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link');
    await expect(links.filter({ hasText: 'Недавно просмотренные' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const spilled = await links.evaluateAll((all) => all.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent));
    expect(spilled, `at ${width} px`).toEqual([]);
  }
});

test('removes a listing with one click and brings it back with undo', async ({ page }) => {
  await page.goto(SAVED);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);

  const removal = page.waitForRequest('**/client-api/basket/delete');
  await page.getByRole('button', { name: `შენახულებიდან წაშლა: ${VAKE}` }).click();
  expect((await removal).postDataJSON()).toEqual({ id: 102 });
  await expect(cards).toHaveCount(1);
  // the notice names the listing its undo brings back
  const note = page.getByRole('status').filter({ hasText: `„${VAKE}“ წაიშალა შენახულებიდან` });
  await expect(note).toBeVisible();

  const restore = page.waitForRequest('**/client-api/basket/add');
  await note.getByRole('button', { name: 'დაბრუნება' }).click();
  expect((await restore).postDataJSON()).toEqual({ id: 102 });
  await expect(cards).toHaveCount(2);
  // back in its place, first
  await expect(cards.first()).toContainText('3-ოთახიანი ბინა ვაკეში');
  await expect(page.getByRole('status').filter({ hasText: `„${VAKE}“ დაემატა შენახულებში` })).toBeVisible();
});

test('two removals in a row: each notice names its listing, and its undo brings back that one', async ({ page }) => {
  await page.goto(SAVED);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: `შენახულებიდან წაშლა: ${VAKE}` }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: `შენახულებიდან წაშლა: ${PARK}` }).click();
  await expect(page.getByRole('heading', { name: 'შენახული განცხადებები არ გაქვთ' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `„${VAKE}“ წაიშალა შენახულებიდან` })).toBeVisible();

  const restore = page.waitForRequest('**/client-api/basket/add');
  await page.getByRole('status').filter({ hasText: `„${PARK}“ წაიშალა შენახულებიდან` }).getByRole('button', { name: 'დაბრუნება' }).click();
  expect((await restore).postDataJSON()).toEqual({ id: 105 });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('ვაკის პარკთან');
});

test('in English, the notice says the Georgian title in Georgian', async ({ page }) => {
  await page.goto(`/realt/en${SAVED.slice('/realt'.length)}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: `Remove from saved: ${VAKE}` }).click();
  const note = page.getByRole('status').filter({ hasText: `“${VAKE}” removed from saved` });
  await expect(note).toBeVisible();
  await expect(note.getByText(VAKE)).toHaveAttribute('lang', 'ka');
});

test('a listing removed here is no longer saved on the other pages', async ({ page }) => {
  await page.goto(SAVED);
  await page.getByRole('button', { name: `შენახულებიდან წაშლა: ${VAKE}` }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  // on to the catalogue within the app: its hearts show the user the removal changed
  await page.getByRole('navigation', { name: 'მთავარი მენიუ' }).getByRole('link', { name: 'იყიდება' }).click();
  const removed = page.getByRole('article').filter({ has: page.locator('a[href$="-102"]') });
  await expect(removed.getByRole('button', { name: 'შენახვა' })).toBeVisible();
  const kept = page.getByRole('article').filter({ has: page.locator('a[href$="-105"]') });
  await expect(kept.getByRole('button', { name: 'შენახულებიდან წაშლა' })).toBeVisible();
});

test('a failed removal keeps the card', async ({ page }) => {
  await prefer(page, '**/client-api/basket/delete', 'code=500');
  await page.goto(SAVED);
  await page.getByRole('button', { name: `შენახულებიდან წაშლა: ${VAKE}` }).click();
  await expect(page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('with nothing saved the empty state leads to the catalogue', async ({ page }) => {
  await prefer(page, '**/client-api/basket', 'example=empty');
  await page.goto(SAVED);
  await expect(page.getByRole('heading', { name: 'შენახული განცხადებები არ გაქვთ' })).toBeVisible();
  await checkScreen(page, 'profile-saved-empty');
  await page.getByRole('link', { name: 'განცხადებების ნახვა' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
});

test('a removed card hands the keyboard focus on: to the next card, the previous one when it was last, then the way to the catalogue', async ({
  page,
}) => {
  await page.goto(SAVED);
  const removeButtons = page.getByRole('button', { name: /^შენახულებიდან წაშლა: / });
  await expect(removeButtons).toHaveCount(2);

  // the first of two: the next card's button takes the focus
  await page.getByRole('button', { name: `შენახულებიდან წაშლა: ${VAKE}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `შენახულებიდან წაშლა: ${PARK}` })).toBeFocused();
  // the undo is the next stop after the page's content (the card's link), before the footer's links
  const undo = page.getByRole('status').getByRole('button', { name: 'დაბრუნება' });
  await expect(undo).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('article').getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(undo).toBeFocused();

  // undo brings the first back before it; the last card's removal then focuses the previous one
  await page.keyboard.press('Enter');
  await expect(removeButtons).toHaveCount(2);
  await removeButtons.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `შენახულებიდან წაშლა: ${VAKE}` })).toBeFocused();

  // the last one left: the empty state's way to the catalogue
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'შენახული განცხადებები არ გაქვთ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'განცხადებების ნახვა' })).toBeFocused();
});
