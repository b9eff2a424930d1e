// Saved searches: saved from a filtered catalogue (to the account, or a guest's device and then
// the account), listed in the profile with their new listings (the list's `new_count`), opened,
// renamed and removed.
import type { Page, Request } from '@playwright/test';
import { formFields } from './fixtures/multipart';
import { expect, prefer, test } from './fixtures/test';

const LIST = '/realt/profile/apartments/saved-searches';
const isCall = (method: string, path: RegExp) => (request: Request) => request.method() === method && path.test(new URL(request.url()).pathname);
// the rows of the list (the profile's navigation is a list too)
const searchRows = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^გადარქმევა/ }) });
const catalogueCalls = (page: Page) => {
  const calls: Array<Record<string, string>> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/catalog-announcements')) calls.push(formFields(request));
  });
  return calls;
};

test('a saved search round-trips through the contract and shows its new-listing count', async ({ page, signIn }) => {
  await signIn('user');
  const calls = catalogueCalls(page);
  await page.goto('/realt/catalog/sell?adType=1&flatObjects=1&bedrooms=2');
  // the signed-in header (after hydration) shows the sum of the mock's new_count: 12 + 0 + 5
  await expect(page.getByRole('link', { name: /შენახული ძიებები.*17 ახალი განცხადება/ })).toBeVisible();

  await page.getByRole('button', { name: 'ძიების შენახვა' }).click();
  const dialog = page.getByRole('dialog', { name: 'ძიების შენახვა' });
  const name = dialog.getByRole('textbox', { name: 'სახელი' });
  await expect(name).toHaveValue('იყიდება, ბინა, 2 საძინებელი');
  await name.fill('');
  await dialog.getByRole('button', { name: 'შენახვა' }).click();
  await expect(dialog.getByText('გთხოვთ, შეავსოთ ველი')).toBeVisible();
  await name.fill('ა'.repeat(81));
  await dialog.getByRole('button', { name: 'შენახვა' }).click();
  await expect(dialog.getByText('სიმბოლოების ლიმიტი გადაჭარბებულია')).toBeVisible();
  // how far over it is, counted as typed
  await expect(dialog.getByText('81 / 80', { exact: true })).toBeVisible();

  await name.fill('ბინები, 2 საძინებელი');
  const create = page.waitForRequest(isCall('POST', /\/client-api\/saved-searches$/));
  await dialog.getByRole('button', { name: 'შენახვა' }).click();
  expect((await create).postDataJSON()).toEqual({ name: 'ბინები, 2 საძინებელი', query: '/catalog/sell?flatObjects=1&bedrooms=2' });
  await expect(page.getByText('ძიება შენახულია', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // the profile lists the mock's searches, each with its new_count (none shown for 0)
  await page.getByRole('link', { name: /შენახული ძიებები/ }).click();
  await expect(page).toHaveURL(LIST);
  const rows = searchRows(page);
  await expect(rows).toHaveCount(3);
  const vake = rows.filter({ hasText: 'ვაკე, 2 საძინებელი' });
  await expect(vake).toContainText('12 ახალი');
  await expect(rows.filter({ hasText: 'ახალი აშენებული, 300 000 $-მდე' })).toContainText('5 ახალი');
  await expect(rows.filter({ hasText: 'Office for rent, Saburtalo' })).not.toContainText('ახალი');
  // the server counted them: no catalogue call counts a search's new listings
  expect(calls.filter((call) => call.created_after !== undefined)).toEqual([]);

  // opening one lands on exactly its address, with its filters sent, and restarts its count
  calls.length = 0;
  const opened = page.waitForRequest(isCall('PATCH', /\/client-api\/saved-searches\/11$/));
  await vake.getByRole('link', { name: 'ვაკე, 2 საძინებელი' }).click();
  expect((await opened).postDataJSON()).toEqual({ opened: true });
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?adType=1&flatObjects=1&bedrooms=2&districts=1$/);
  await expect.poll(() => calls.find((call) => call.created_after === undefined)).toEqual({
    adType: '1',
    flatObjects: '1',
    bedrooms: '2',
    districts: '1',
    sort: 'newest',
    page: '1',
  });
  // a saved search's catalogue says so, on any of its pages, and leads to the saved ones
  await expect(page.getByRole('button', { name: 'ძიების შენახვა' })).toHaveCount(0);
  await page.getByRole('button', { name: 'ძიება შენახულია' }).click();
  await expect(page).toHaveURL(LIST);
});

test('at 375 px a tap anywhere on a row opens its search, and its buttons still do their own', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn('user');
  await page.goto(LIST);
  const vake = searchRows(page).filter({ hasText: 'ვაკე, 2 საძინებელი' });
  await vake.getByRole('button', { name: /^გადარქმევა/ }).click();
  const dialog = page.getByRole('dialog', { name: 'ძიების გადარქმევა' });
  // its buttons side by side, or each across the whole row: none left alone at one side
  const [cancel, rename] = await Promise.all([
    dialog.getByRole('button', { name: 'გაუქმება' }).boundingBox(),
    dialog.getByRole('button', { name: 'გადარქმევა', exact: true }).boundingBox(),
  ]);
  if (!cancel || !rename) throw new Error('no buttons');
  expect(cancel.y === rename.y || Math.round(cancel.width) === Math.round(rename.width)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // a tap on the summary under the name, off the link's own line (force: the row's link lies over it, as it should)
  await vake.getByText(/^იყიდება, ბინა/).click({ force: true });
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?adType=1&flatObjects=1&bedrooms=2&districts=1$/);
});

test('renames and removes a saved search through their calls', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(LIST);
  const rows = searchRows(page);
  await expect(rows).toHaveCount(3);

  await page.getByRole('button', { name: 'გადარქმევა: ვაკე, 2 საძინებელი' }).click();
  const dialog = page.getByRole('dialog', { name: 'ძიების გადარქმევა' });
  await expect(dialog.getByRole('textbox', { name: 'სახელი' })).toHaveValue('ვაკე, 2 საძინებელი');
  await dialog.getByRole('textbox', { name: 'სახელი' }).fill('ვაკე და საბურთალო');
  const rename = page.waitForRequest(isCall('PATCH', /\/client-api\/saved-searches\/11$/));
  await dialog.getByRole('button', { name: 'გადარქმევა' }).click();
  expect((await rename).postDataJSON()).toEqual({ name: 'ვაკე და საბურთალო' });
  await expect(page.getByText('სახელი შეიცვალა')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'წაშლა: Office for rent, Saburtalo' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ძიების წაშლა' });
  await expect(confirm).toContainText('Office for rent, Saburtalo');
  const removal = page.waitForRequest(isCall('DELETE', /\/client-api\/saved-searches\/12$/));
  await confirm.getByRole('button', { name: 'წაშლა' }).click();
  await removal;
  await expect(page.getByText('ძიება წაიშალა')).toBeVisible();
});

test('a name being changed comes back after Esc or a reload, until it is saved', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(LIST);
  const renameVake = page.getByRole('button', { name: 'გადარქმევა: ვაკე, 2 საძინებელი' });
  const dialog = page.getByRole('dialog', { name: 'ძიების გადარქმევა' });
  const name = dialog.getByRole('textbox', { name: 'სახელი' });
  await renameVake.click();
  await name.fill('ვაკე, ჩემი');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await renameVake.click();
  await expect(name).toHaveValue('ვაკე, ჩემი');
  await page.keyboard.press('Escape');
  await page.reload();
  await renameVake.click();
  await expect(name).toHaveValue('ვაკე, ჩემი');
  const rename = page.waitForRequest(isCall('PATCH', /\/client-api\/saved-searches\/11$/));
  await dialog.getByRole('button', { name: 'გადარქმევა' }).click();
  expect((await rename).postDataJSON()).toEqual({ name: 'ვაკე, ჩემი' });
  await expect(dialog).toBeHidden();
  // saved, it is gone: the dialog starts from the search's name again
  await page.reload();
  await renameVake.click();
  await expect(name).toHaveValue('ვაკე, 2 საძინებელი');
});

test('a refused name shows under the field', async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/client-api/saved-searches/11', 'code=422, example=nameInvalid');
  await page.goto(LIST);
  await page.getByRole('button', { name: 'გადარქმევა: ვაკე, 2 საძინებელი' }).click();
  const dialog = page.getByRole('dialog', { name: 'ძიების გადარქმევა' });
  await dialog.getByRole('button', { name: 'გადარქმევა' }).click();
  await expect(dialog.getByText('სახელი სავალდებულოა და არ უნდა აღემატებოდეს 80 სიმბოლოს')).toBeVisible();
});

test('an empty list leads to the catalogue; a hostile name stays text', async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/client-api/saved-searches', 'example=empty');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'შენახული ძიებები არ გაქვთ' })).toBeVisible();
  await page.unrouteAll();
  await prefer(page, '**/client-api/saved-searches', 'example=hostile');
  await page.reload();
  await expect(page.getByRole('link', { name: '</script><script>alert(1)</script><img src=x onerror=alert(2)>' })).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test('a guest saves a search on the device and moves it to the account after signing in', async ({ page, signIn }) => {
  const creates: Request[] = [];
  page.on('request', (request) => {
    if (isCall('POST', /\/client-api\/saved-searches$/)(request)) creates.push(request);
  });
  await page.goto('/realt/catalog/rent?adType=2&bedrooms=1');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'ძიების შენახვა' }).click();
  const dialog = page.getByRole('dialog', { name: 'ძიების შენახვა' });
  await expect(dialog.getByRole('textbox', { name: 'სახელი' })).toHaveValue('ქირავდება, 1 საძინებელი');
  await dialog.getByRole('button', { name: 'შენახვა' }).click();
  await expect(page.getByText(/ძიება შენახულია ამ მოწყობილობაზე/)).toBeVisible();
  expect(creates).toEqual([]);

  // the server does not know a device's searches: the open dialog counts each with a catalogue call;
  // saved, the search's button says so and leads there
  const calls = catalogueCalls(page);
  await expect(page.getByRole('button', { name: 'ძიების შენახვა' })).toHaveCount(0);
  await page.getByRole('button', { name: 'ძიება შენახულია' }).click();
  const mine = page.getByRole('dialog', { name: 'ამ მოწყობილობაზე შენახული ძიებები' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('listitem')).toContainText('47 ახალი');
  expect(calls).toContainEqual(expect.objectContaining({ adType: '2', bedrooms: '1', created_after: expect.any(String) }));
  await mine.getByRole('button', { name: 'დახურვა', exact: true }).click();

  await signIn('user');
  await page.reload();
  const offer = page.getByRole('dialog', { name: 'შენახული ძიებები' });
  await expect(offer).toContainText('ამ მოწყობილობაზე შენახულია 1 ძიება');
  const upload = page.waitForRequest(isCall('POST', /\/client-api\/saved-searches$/));
  await offer.getByRole('button', { name: 'ანგარიშზე შენახვა' }).click();
  expect((await upload).postDataJSON()).toEqual({ name: 'ქირავდება, 1 საძინებელი', query: '/catalog/rent?bedrooms=1' });
  await expect(page.getByText('1 ძიება შენახულია თქვენს ანგარიშზე')).toBeVisible();
  await expect(offer).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('saved-searches'))).toBeNull();
});

test('a guest deleting a search in the dialog keeps the keyboard on the next row’s delete, then on the dialog’s title', async ({ page }) => {
  const at = '2026-11-20T10:00:00.000Z';
  const kept = [
    { id: 'a1', name: 'ვაკე', query: '/catalog/sell?districts=1', created_at: at, last_opened_at: at },
    { id: 'b2', name: 'საბურთალო', query: '/catalog/rent?districts=2', created_at: at, last_opened_at: at },
  ];
  await page.addInitScript((list) => {
    if (!localStorage.getItem('saved-searches')) localStorage.setItem('saved-searches', list);
  }, JSON.stringify(kept));
  await page.goto('/realt/catalog/sell');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'ჩემი ძიებები' }).click();
  const mine = page.getByRole('dialog', { name: 'ამ მოწყობილობაზე შენახული ძიებები' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);

  const confirm = page.getByRole('alertdialog', { name: 'ძიების წაშლა' });
  await mine.getByRole('button', { name: 'წაშლა: ვაკე' }).focus();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'წაშლა' }).click();
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine.getByRole('button', { name: 'წაშლა: საბურთალო' })).toBeFocused();

  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'წაშლა' }).click();
  await expect(mine.getByRole('listitem')).toHaveCount(0);
  await expect(mine.getByRole('heading', { name: 'ამ მოწყობილობაზე შენახული ძიებები' })).toBeFocused();
});
