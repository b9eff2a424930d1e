// A guest's Save or Write that sent them to sign in: the sign-in says why, and once signed in the
// page they came from does what they pressed, where they pressed it; only in that tab, for a while.
import type { Page } from '@playwright/test';
import { fillRegistration, passwordInput } from './auth-fixtures';
import { expect, prefer, test } from './fixtures/test';

const CATALOGUE = '/realt/catalog/sell';
const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
// the catalogue's last card (listing 119): far below the first screen of a phone
const FAR = '3-ოთახიანი ბინა ჩუღურეთში';
const SAVE_WHY = 'შედით ანგარიშზე, რომ შეინახოთ ეს განცხადება.';
const SAVED_NOTE = `„${FAR}, აღმაშენებლის გამზირთან“ დაემატა შენახულებში`;

test.use({ viewport: { width: 375, height: 740 } });

/** Every save and unsave the page sends, as its call and body. */
function basketCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/client-api/basket/')) calls.push(`${pathname.slice(pathname.indexOf('/client-api/'))} ${request.postData() ?? ''}`);
  });
  return calls;
}

async function signInOnForm(page: Page): Promise<void> {
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
}

const farCard = (page: Page) => page.getByRole('article').filter({ hasText: FAR });

async function pressSaveFarDown(page: Page): Promise<void> {
  await page.goto(CATALOGUE);
  await farCard(page).getByRole('button', { name: `შენახვა: ${FAR}` }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fcatalog%2Fsell$/);
}

/** Back on the catalogue signed in, with the far card as it was and no save sent. */
async function expectBackUnsaved(page: Page, calls: string[]): Promise<void> {
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
  await expect(farCard(page).getByRole('button', { name: `შენახვა: ${FAR}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_NOTE })).toHaveCount(0);
  expect(calls).toEqual([]);
}

test('a guest’s save far down the catalogue is done once signed in, beside its card', async ({ page }) => {
  const calls = basketCalls(page);
  await pressSaveFarDown(page);
  await expect(page.getByText(SAVE_WHY)).toBeVisible();
  await signInOnForm(page);

  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
  const saved = farCard(page).getByRole('button', { name: `შენახულებიდან წაშლა: ${FAR}` });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_NOTE })).toBeVisible();
  await expect(saved).toBeInViewport();
  expect(calls).toEqual(['/client-api/basket/add {"id":119}']);
});

test('a save pressed before a social sign-in is done once its provider returns', async ({ page }) => {
  const calls = basketCalls(page);
  // the backend's part: the provider round trip, then back to the app with the state it was given
  await page.route('**/api/social/google/redirect?*', async (route) => {
    const state = new URL(route.request().url()).searchParams.get('state') ?? '';
    await route.fulfill({ status: 302, headers: { location: `/realt/auth/social-auth?token=9%7CsocialProviderToken0123456789&state=${state}` } });
  });
  await pressSaveFarDown(page);
  await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();

  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
  const saved = farCard(page).getByRole('button', { name: `შენახულებიდან წაშლა: ${FAR}` });
  await expect(saved).toBeVisible();
  await expect(saved).toBeInViewport();
  expect(calls).toEqual(['/client-api/basket/add {"id":119}']);
});

test('a guest’s Write opens the message dialog once signed in', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/messages/new-message')) sent += 1;
  });
  await page.goto(LISTING);
  await page.getByRole('button', { name: 'მიწერა' }).click();
  await expect(page.getByText('შედით ანგარიშზე, რომ მისწეროთ განცხადების ავტორს.')).toBeVisible();
  await signInOnForm(page);

  await expect(page).toHaveURL(/\/realt\/announcement\/3-otaxiani-bina-vakeshi-102$/);
  await expect(page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' })).toBeVisible();
  await expect(page.getByLabel('თქვენი შეტყობინება')).toBeFocused();
  expect(sent).toBe(0);
});

test('a save pressed in another tab is not done by a sign-in in this one', async ({ page, context }) => {
  await pressSaveFarDown(page);
  // the same sign-in address, opened in a tab of its own (or from a link)
  const other = await context.newPage();
  const calls = basketCalls(other);
  await other.goto('/realt/auth/login?next=%2Fcatalog%2Fsell');
  await expect(other.getByText('შედით ანგარიშზე, რომ მართოთ თქვენი განცხადებები და შენახული ბინები.')).toBeVisible();
  await signInOnForm(other);

  await expectBackUnsaved(other, calls);
});

test('a guest’s Write, signed in in another tab, opens the dialog back in the tab it was pressed in', async ({ page, context }) => {
  await page.goto(LISTING);
  await page.getByRole('button', { name: 'მიწერა' }).click();
  await expect(page.getByText('შედით ანგარიშზე, რომ მისწეროთ განცხადების ავტორს.')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/realt/auth/login');
  await signInOnForm(other);
  await expect(other).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);

  // the sign-in tab has heard the session: it goes on to where a sign-in there would have landed
  await expect(page).toHaveURL(/\/realt\/announcement\/3-otaxiani-bina-vakeshi-102$/);
  await expect(page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' })).toBeVisible();
});

test('a save pressed more than half an hour before the sign-in is not done', async ({ page }) => {
  await page.clock.install();
  const calls = basketCalls(page);
  await pressSaveFarDown(page);
  await page.clock.fastForward('31:00');
  await signInOnForm(page);

  await expectBackUnsaved(page, calls);
});

test('a guest who signs in to go elsewhere leaves the save behind', async ({ page }) => {
  const calls = basketCalls(page);
  await pressSaveFarDown(page);
  await page.goto('/realt/auth/login');
  await signInOnForm(page);
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);

  await page.goto(CATALOGUE);
  await expect(farCard(page).getByRole('button', { name: `შენახვა: ${FAR}` })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a guest who signs up instead is told why too, and the save is done once signed up', async ({ page }) => {
  const calls = basketCalls(page);
  await pressSaveFarDown(page);
  await page.getByRole('main').getByRole('link', { name: 'დარეგისტრირდით' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/register\?next=%2Fcatalog%2Fsell$/);
  await expect(page.getByText('დარეგისტრირდით, რომ შეინახოთ ეს განცხადება.')).toBeVisible();
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  await page.getByRole('button', { name: 'დადასტურება' }).click();

  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
  await expect(farCard(page).getByRole('button', { name: `შენახულებიდან წაშლა: ${FAR}` })).toBeVisible();
  expect(calls).toEqual(['/client-api/basket/add {"id":119}']);
});

test('a save whose card is not on the page the sign-in returns to is dropped, not done on a later visit', async ({ page }) => {
  await page.clock.install();
  const calls = basketCalls(page);
  await pressSaveFarDown(page);
  // the listing is gone from these results meanwhile (the reload forgets the tab's copy of them)
  await prefer(page, '**/api/catalog-announcements', 'example=rent');
  await page.reload();
  await signInOnForm(page);
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(farCard(page)).toHaveCount(0);

  // it is back a few minutes later, and the visitor comes back to these results
  await page.unroute('**/api/catalog-announcements');
  await page.clock.fastForward('05:00');
  await page.getByRole('link', { name: 'Realt' }).click();
  await expect(page).toHaveURL(/\/realt\/$/);
  await page.goBack();
  // the visitor's own press now: a save the page did by itself would have been sent before it
  await farCard(page).getByRole('button', { name: `შენახვა: ${FAR}` }).click();
  await expect(farCard(page).getByRole('button', { name: `შენახულებიდან წაშლა: ${FAR}` })).toBeVisible();
  expect(calls).toEqual(['/client-api/basket/add {"id":119}']);
});
