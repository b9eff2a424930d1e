// Nothing typed is lost (§4): a reload mid-form, and a guest who signs in to publish.
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';
import type { Page } from '@playwright/test';
import { ISSUED_TOKEN } from './auth-fixtures';
import { expect, holdAnswers, hydrated, prefer, requestsSettled, test } from './fixtures/test';
import { addPhotos, choose, CREATE_URL, fillDescription, fillLocation, nextButton, png, READY_FLAT, settled, stepHeading } from './advertisement-helpers';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 900 } });

test('a reload in the middle of the form brings back every value, the photos and the step', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(CREATE_URL);
  await fillLocation(page, 'ქირავდება');
  await nextButton(page).click();
  await page.getByLabel('ფართი').fill('64.5');
  await choose(page, 'საძინებლები', '4+');
  await nextButton(page).click();
  await page.getByRole('checkbox', { name: 'ლიფტი' }).first().check();
  await page.getByRole('checkbox', { name: 'მაცივარი' }).check();
  await page.getByRole('button', { name: 'დამატება' }).click();
  await choose(page, 'ადგილი', 'სკოლა');
  await page.getByLabel('წუთი').fill('12');
  await nextButton(page).click();
  await addPhotos(page);
  await choose(page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'ფოტო 2' }) }), 'ფოტოს აღწერა', 'საძინებელი 1');

  await page.reload();

  await expect(page.getByText('აღდგენილია თქვენი შეუნახავი მონაცემები.')).toBeVisible();
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await expect(page.getByRole('img', { name: 'მთავარი ფოტო' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^ფოტო \d$/ })).toHaveCount(2);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'ფოტო 2' }) }).getByRole('combobox')).toHaveText('საძინებელი 1');
  await checkScreen(page, 'advertisement-restored');

  await page.getByRole('button', { name: /მდებარეობა/ }).click();
  await expect(page.getByRole('radio', { name: 'ქირავდება' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'უბანი' })).toHaveText('საბურთალო, თბილისი');
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');
  await expect(page.getByLabel('სახლის ნომერი')).toHaveValue('45ბ');
  await page.getByRole('button', { name: /პარამეტრები/ }).click();
  await expect(page.getByLabel('ფართი')).toHaveValue('64.5');
  await expect(page.getByRole('combobox', { name: 'საძინებლები' })).toHaveText('4+');
  await page.getByRole('button', { name: /დამატებითი/ }).click();
  await expect(page.getByRole('checkbox', { name: 'ლიფტი' }).first()).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'მაცივარი' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'ადგილი' })).toHaveText('სკოლა');
  await expect(page.getByLabel('წუთი')).toHaveValue('12');

  // starting over asks first, as what goes cannot come back: a "no" keeps it all
  await page.getByRole('button', { name: 'თავიდან დაწყება' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'თავიდან დაწყება' });
  await expect(confirm).toContainText('ფოტოების ჩათვლით');
  await confirm.getByRole('button', { name: 'გაუქმება', exact: true }).click();
  await expect(page.getByLabel('წუთი')).toHaveValue('12');
  await page.getByRole('button', { name: 'თავიდან დაწყება' }).click();
  await confirm.getByRole('button', { name: 'თავიდან დაწყება' }).click();
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('');
  await expect(page.getByText('აღდგენილია თქვენი შეუნახავი მონაცემები.')).toBeHidden();
});

/** A guest fills every step up to the tariff, with a main photo and two more waiting on the device; answers how many photos were uploaded since. */
async function guestToLastStep(page: Page): Promise<() => number> {
  await prefer(page, '**/api/get-authenticated-user', 'example=user');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/client-api/image')) uploads += 1;
  });
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await fillLocation(page, 'იყიდება');
  await nextButton(page).click();
  await page.getByLabel('ფართი').fill('92');
  await nextButton(page).click();
  await nextButton(page).click();
  // a guest's photos wait on the device: nothing is uploaded before sign-in
  await page.getByLabel('მთავარი ფოტოს ატვირთვა').setInputFiles(png('main.png'));
  await page.getByLabel('ფოტოების დამატება').setInputFiles([png('a.png'), png('b.png')]);
  await expect(page.getByText('აიტვირთება შესვლის შემდეგ')).toHaveCount(3);
  await nextButton(page).click();
  await fillDescription(page, 'ბინა საბურთალოზე', '120000');
  await nextButton(page).click();
  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  return () => uploads;
}

test('a guest fills the form, is asked to sign in, and after signing in finds it all and publishes', async ({ page }) => {
  const uploads = await guestToLastStep(page);
  await page.getByRole('button', { name: 'გამოქვეყნება' }).click();

  const dialog = page.getByRole('dialog', { name: 'განცხადების დასამატებლად შედით სისტემაში' });
  await expect(dialog).toBeVisible();
  await settled(dialog);
  await checkScreen(page, 'advertisement-guest-dialog');
  expect(uploads()).toBe(0);
  await dialog.getByRole('link', { name: 'შესვლა' }).click();

  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await page.getByLabel('პაროლი', { exact: true }).fill('Tbilisi2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();

  await expect(page).toHaveURL(/\/realt\/profile\/advertisement\/create-advertisement$/);
  await expect(page.getByText('აღდგენილია თქვენი შეუნახავი მონაცემები.')).toBeVisible();
  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  // the waiting photos upload now, by themselves
  await expect.poll(uploads).toBe(3);
  await page.getByRole('button', { name: /ფოტო და ვიდეო/ }).click();
  await expect(page.getByText('აიტვირთება შესვლის შემდეგ')).toHaveCount(0);
  await expect(page.getByText(/^იტვირთება/)).toHaveCount(0);
  await page.getByRole('button', { name: /ტარიფი/ }).click();

  const created = page.waitForRequest((request) => request.url().endsWith('/client-api/announcement') && request.method() === 'POST');
  await page.getByRole('button', { name: 'გამოქვეყნება' }).click();
  expect(formFields(await created)).toEqual({
    adType: '1',
    flatObjects: '1',
    district_id: '2',
    address: 'ვაჟა-ფშაველას გამზირი',
    address_house_number: '45ბ',
    flat_square: '92',
    main_photo: JSON.stringify({ image: '/realt/demo/flat-2.svg', description: 15 }),
    flat_photos: JSON.stringify([
      { image: '/realt/demo/flat-2.svg', description: 15 },
      { image: '/realt/demo/flat-2.svg', description: 15 },
    ]),
    title: 'ბინა საბურთალოზე',
    flat_description: 'ნათელი ბინა ახალ კორპუსში, მეტროსთან ახლოს.',
    flat_cost: '120000',
  });
  const done = page.getByRole('dialog', { name: 'განცხადება დამატებულია' });
  await expect(done).toContainText('გადაეცა მოდერაციას');
  await expect(done.getByRole('link', { name: 'ახალი განცხადების დამატება' })).toBeVisible();
  await done.getByRole('link', { name: 'ჩემს განცხადებებზე გადასვლა' }).click();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
});

test('a guest who signs in in another tab while on the last step: the waiting photos upload at once, their step unopened', async ({ page }) => {
  const uploads = await guestToLastStep(page);
  expect(uploads()).toBe(0);
  const other = await page.context().newPage();
  // any page of the site: its storage is the form's
  await other.goto('/realt/no-such-page');
  await other.evaluate((token) => localStorage.setItem('access-token', token), ISSUED_TOKEN);
  await expect.poll(uploads).toBe(3);
});

test('signing out removes the drafts of the listing form, so the next account does not get them', async ({ page, signIn }) => {
  await signIn('user');
  await page.addInitScript(() => {
    if (sessionStorage.getItem('drafts-seeded')) return;
    sessionStorage.setItem('drafts-seeded', '1');
    localStorage.setItem('guest-draft-listing', JSON.stringify({ step: 2, values: { title: 'ჩემი ბინა' } }));
    localStorage.setItem('edit-draft-listing-101', JSON.stringify({ step: 1, values: {} }));
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/realt/');
  await page.getByRole('button', { name: /პროფილის მენიუ/ }).click();
  await page.getByRole('navigation', { name: 'პროფილის მენიუ' }).getByRole('button', { name: 'გასვლა' }).click();
  await expect(page.getByRole('link', { name: 'შესვლა' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('guest-draft-listing'), localStorage.getItem('edit-draft-listing-101')]))
    .toEqual([null, null]);
});

test("a draft another account left on this device is not shown to the next one to sign in", async ({ page, signIn }) => {
  await signIn('user');
  // account 999's session ended without a sign-out (its token refused): its draft waits for its return
  await page.addInitScript((draft) => {
    if (sessionStorage.getItem('drafts-seeded')) return;
    sessionStorage.setItem('drafts-seeded', '1');
    localStorage.setItem('drafts-owner', '999');
    localStorage.setItem('guest-draft-listing', JSON.stringify(draft));
  }, READY_FLAT);
  const user = await holdAnswers(page, '**/api/get-authenticated-user');
  await page.goto(CREATE_URL);
  await user.requested;
  await hydrated(page);
  // the screen's code is in before hydration: a form that did not wait would be on screen by now
  await requestsSettled(page);
  // the form waits for the signed-in user, whose arrival drops the other account's draft
  await expect(page.getByRole('status').filter({ hasText: 'იტვირთება…' })).toBeAttached();
  await expect(page.getByText('აღდგენილია თქვენი შეუნახავი მონაცემები.')).toHaveCount(0);
  user.release();

  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('');
  await expect(page.getByText('აღდგენილია თქვენი შეუნახავი მონაცემები.')).toHaveCount(0);
  // the drafts are now the user's the held answer brought, Prism's first example (17)
  expect(await page.evaluate(() => [localStorage.getItem('drafts-owner'), localStorage.getItem('guest-draft-listing')])).toEqual(['17', null]);
});

test('a token refused in another tab keeps the listing being edited for the next sign-in', async ({ page, context, signIn }) => {
  await signIn('user');
  await page.goto('/realt/profile/advertisement/edit-advertisement/101');
  const street = page.getByLabel('ქუჩა');
  await expect(street).toHaveValue('ვაჟა-ფშაველას გამზირი');
  await street.fill('ახალი ქუჩა 99');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('edit-draft-listing-101'))).toContain('ახალი ქუჩა 99');

  // the token expired: another tab's call is refused, which signs this tab out too
  const other = await context.newPage();
  await prefer(other, '**/api/get-authenticated-user', 'code=401');
  await other.goto('/realt/');
  await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fprofile%2Fadvertisement%2Fedit-advertisement%2F101$/);
  await other.close();

  // signed in again (the fixture stores the token with the next page), the edit is where it was left
  await page.goto('/realt/profile/advertisement/edit-advertisement/101');
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ახალი ქუჩა 99');
});
