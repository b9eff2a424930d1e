// The listing form's steps in the browser's history: a phone's Back goes to the previous step,
// Forward to the next one, the form's own Back is a Back, and Back from the first step leaves the form.
import type { Page } from '@playwright/test';
import { expect, prefer, test } from './fixtures/test';
import { CREATE_URL, fillLocation, nextButton, png, READY_FLAT, seedDraft, stepHeading } from './advertisement-helpers';

test.use({ viewport: { width: 375, height: 812 } });
test.beforeEach(async ({ signIn }) => signIn('user'));

const FORM = new RegExp(`${CREATE_URL}$`);

/** From the main page to the form, and by Next to its third step. */
async function toThirdStep(page: Page, area: string): Promise<void> {
  await page.goto('/realt/');
  await page.goto(CREATE_URL);
  await fillLocation(page, 'ქირავდება');
  await nextButton(page).click();
  await page.getByLabel('ფართი').fill(area);
  await nextButton(page).click();
  await expect(stepHeading(page, 'დამატებითი')).toBeVisible();
}

test('Back and Forward move between the steps at the form’s address, keeping the values; Back from the first step leaves', async ({ page }) => {
  await toThirdStep(page, '64.5');

  await page.goBack();
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await expect(stepHeading(page, 'პარამეტრები')).toBeFocused();
  await expect(page.getByLabel('ფართი')).toHaveValue('64.5');
  await expect(page).toHaveURL(FORM);

  await page.goBack();
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');
  await expect(page).toHaveURL(FORM);

  await page.goForward();
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await page.goForward();
  await expect(stepHeading(page, 'დამატებითი')).toBeVisible();
  await expect(page).toHaveURL(FORM);

  // a reload shows the same step, and Back from it still leads to the one before
  await page.reload();
  await expect(stepHeading(page, 'დამატებითი')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await page.goBack();
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/$/);
});

test('the form’s own Back is a Back: after it, the phone’s Back leaves the form at once, and Forward comes back through the steps reached', async ({ page }) => {
  await toThirdStep(page, '92');

  await page.getByRole('button', { name: 'უკან' }).click();
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await page.getByRole('button', { name: 'უკან' }).click();
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await expect(page).toHaveURL(FORM);

  // the steps left are ahead in the history, not behind
  await page.goBack();
  await expect(page).toHaveURL(/\/realt\/$/);
  await page.goForward();
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');
  // back in the form, Forward opens the steps it had reached
  await page.goForward();
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await expect(page.getByLabel('ფართი')).toHaveValue('92');
  await page.goForward();
  await expect(stepHeading(page, 'დამატებითი')).toBeVisible();
});

test('the only photo failing to upload says so, not that the photos are required', async ({ page }) => {
  await seedDraft(page, { step: 4, values: { ...READY_FLAT.values, photos: [] } });
  await prefer(page, '**/client-api/image', 'code=500');
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await page.getByLabel('მთავარი ფოტოს ატვირთვა').setInputFiles(png('main.png'));
  // the server's failure is told by the app's 500 dialog
  const dialog = page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' });
  await dialog.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'თავიდან ცდა: main.png' })).toBeVisible();

  await nextButton(page).click();
  await expect(page.getByText('1 ფოტო ვერ აიტვირთა: დააჭირეთ ღილაკს „თავიდან ცდა“ ან წაშალეთ.')).toBeVisible();
  await expect(page.getByText('სავალდებულოა მთავარი ფოტო და გალერეაში მინიმუმ ორი ფოტო')).toHaveCount(0);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
});
