// On a phone, Back (or an iOS swipe back) closes what covers the page, the catalogue's filters and
// a listing's full-screen photos, and does nothing else: the address stays, the focus returns to
// the button that opened it, Forward opens nothing, and an overlay closed any other way (Escape,
// its button, its search) leaves no step behind for Back to take in vain.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures/test';

const CATALOGUE = '/realt/catalog/sell?bedrooms=2';
const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** The tab's place in its session history (the browser's own count, Back's and Forward's). */
async function historyIndex(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const { currentIndex } = await cdp.send('Page.getNavigationHistory');
  await cdp.detach();
  return currentIndex;
}

/** Opens `url` after `before`, both from the server: Back from it leaves for `before`. */
async function openAfter(page: Page, before: string, url: string): Promise<number> {
  await page.goto(before);
  await page.goto(url);
  await hydrated(page);
  return historyIndex(page);
}

/** The catalogue, opened after the main page: where it is in the history, its filters' button and dialog. */
async function catalogue(page: Page) {
  const at = await openAfter(page, '/realt/', CATALOGUE);
  return { at, all: page.getByRole('button', { name: /ყველა ფილტრი/ }), filters: page.getByRole('dialog', { name: 'ფილტრები' }) };
}

test('Back closes the filters and only them; Forward opens nothing', async ({ page }) => {
  const { at, all, filters } = await catalogue(page);
  await all.click();
  await expect(filters).toBeVisible();

  await page.goBack();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(CATALOGUE);
  await expect(all).toBeFocused();

  await page.goForward();
  await expect.poll(() => historyIndex(page)).toBe(at);
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(CATALOGUE);
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/$/);
});

test('filters closed by Escape, their button or their search leave no step behind', async ({ page }) => {
  const { at, all, filters } = await catalogue(page);

  await all.click();
  await expect(filters).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(all).toBeFocused();
  await expect.poll(() => historyIndex(page)).toBe(at);

  await all.click();
  await filters.getByRole('button', { name: 'დახურვა', exact: true }).click();
  await expect(filters).toBeHidden();
  await expect.poll(() => historyIndex(page)).toBe(at);

  // a search from them is the next step, and Back goes to the one before
  await all.click();
  const price = filters.getByRole('group', { name: 'ფასი' });
  await price.getByRole('textbox', { name: 'დან' }).fill('100000');
  await price.getByRole('textbox', { name: 'დან' }).press('Tab');
  await filters.getByRole('button', { name: 'შედეგების ნახვა' }).click();
  await expect(page).toHaveURL(/\?bedrooms=2&rangePrice=100000$/);
  expect(await historyIndex(page)).toBe(at + 1);
  await page.goBack();
  await expect(page).toHaveURL(CATALOGUE);
  await expect(filters).toBeHidden();
});

test('a reload with the filters open keeps their search, and Back closes them when opened again', async ({ page }) => {
  const { all, filters } = await catalogue(page);
  await all.click();
  await expect(filters).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page).toHaveURL(CATALOGUE);
  await expect(filters).toBeHidden();
  await all.click();
  await expect(filters).toBeVisible();
  await page.goBack();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(CATALOGUE);
});

test('after a reload with the filters open, the first Back leaves the page, as it would have before they opened', async ({ page }) => {
  const { at, all, filters } = await catalogue(page);
  await all.click();
  await expect(filters).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect.poll(() => historyIndex(page)).toBe(at);
  await page.goBack();
  await expect(page).toHaveURL('/realt/');
});

test('filters shown again with nothing changed leave no step behind', async ({ page }) => {
  const { at, all, filters } = await catalogue(page);
  await all.click();
  await expect(filters).toBeVisible();
  await filters.getByRole('button', { name: 'შედეგების ნახვა' }).click();
  await expect(filters).toBeHidden();
  await expect.poll(() => historyIndex(page)).toBe(at);
  await expect(page).toHaveURL(CATALOGUE);
});

test('Back closes the full-screen photos and only them; Escape leaves no step behind', async ({ page }) => {
  const at = await openAfter(page, '/realt/catalog/sell', LISTING);
  const open = page.getByRole('region', { name: 'ფოტოები' }).getByRole('button', { name: 'სრულ ეკრანზე ნახვა' });
  const full = page.getByRole('dialog', { name: 'ფოტოები' });
  await open.click();
  await expect(full).toBeVisible();
  // the photo moved to in the full view stays the page's
  await full.getByRole('button', { name: 'შემდეგი ფოტო' }).click();

  await page.goBack();
  await expect(full).toBeHidden();
  await expect(page).toHaveURL(LISTING);
  await expect(open).toBeFocused();
  await expect(page.getByRole('region', { name: 'ფოტოები' }).getByRole('group', { name: 'ფოტოები 2 / 7' })).toBeVisible();

  await page.goForward();
  await expect.poll(() => historyIndex(page)).toBe(at);
  await expect(full).toBeHidden();

  await open.click();
  await expect(full).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect.poll(() => historyIndex(page)).toBe(at);
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
});

test('Back closes a search’s name being written, keeping what was typed (ru)', async ({ page }) => {
  const at = await openAfter(page, '/realt/ru/', '/realt/ru/catalog/rent?bedrooms=1');
  const save = page.getByRole('button', { name: 'Сохранить поиск' });
  const naming = page.getByRole('dialog', { name: 'Сохранить поиск' });
  await save.click();
  await naming.getByRole('textbox', { name: 'Название' }).fill('Моя двушка');
  await page.goBack();
  await expect(naming).toBeHidden();
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/rent\?bedrooms=1$/);
  await expect(save).toBeFocused();
  await save.click();
  await expect(naming.getByRole('textbox', { name: 'Название' })).toHaveValue('Моя двушка');
  await page.keyboard.press('Escape');
  await expect.poll(() => historyIndex(page)).toBe(at);
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/ru\/$/);
});

test('Back closes a message being written to the advertiser; what was typed waits for the next time', async ({ page, signIn }) => {
  await signIn('user');
  await openAfter(page, '/realt/catalog/sell', LISTING);
  const write = page.getByRole('button', { name: 'მიწერა' });
  const dialog = page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' });
  await write.click();
  await dialog.getByLabel('თქვენი შეტყობინება').fill('შაბათს შეიძლება ნახვა?');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(LISTING);
  await write.click();
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toHaveValue('შაბათს შეიძლება ნახვა?');
});

test('a rename opened from the device’s searches closes alone, by Escape or Back; then Back closes the list, and the next leaves the page (ru)', async ({ page }) => {
  await openAfter(page, '/realt/ru/', '/realt/ru/catalog/rent?bedrooms=1');
  await page.getByRole('button', { name: 'Сохранить поиск' }).click();
  await page.getByRole('dialog', { name: 'Сохранить поиск' }).getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('dialog', { name: 'Сохранить поиск' })).toBeHidden();

  await page.getByRole('button', { name: 'Мои поиски' }).click();
  const device = page.getByRole('dialog', { name: 'Поиски, сохранённые на этом устройстве' });
  const rename = page.getByRole('dialog', { name: 'Переименовать поиск' });
  await device.getByRole('button', { name: /^Переименовать/ }).click();
  await expect(rename).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rename).toBeHidden();
  await expect(device).toBeVisible();

  await device.getByRole('button', { name: /^Переименовать/ }).click();
  await expect(rename).toBeVisible();
  await page.goBack();
  await expect(rename).toBeHidden();
  await expect(device).toBeVisible();
  await page.goBack();
  await expect(device).toBeHidden();
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/rent\?bedrooms=1$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/ru\/$/);
});
