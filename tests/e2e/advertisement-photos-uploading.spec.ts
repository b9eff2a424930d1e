// Photos still uploading on the listing form's photo step: Next waits for them, and the browser
// asks before a reload drops them.
import { expect, holdAnswers, test } from './fixtures/test';
import { CREATE_URL, nextButton, png, READY_FLAT, seedDraft, stepHeading } from './advertisement-helpers';

test.use({ viewport: { width: 375, height: 812 } });

const REQUIRED = 'სავალდებულოა მთავარი ფოტო და გალერეაში მინიმუმ ორი ფოტო';

// a signed-in user on the photo step, with the earlier steps filled in
test.beforeEach(async ({ signIn }) => signIn('user'));
const NO_PHOTOS = { step: 4, values: { ...READY_FLAT.values, photos: [] } };

test('Next during a slow upload waits for the photos and goes on once they are in', async ({ page }) => {
  await seedDraft(page, NO_PHOTOS);
  const held = await holdAnswers(page, '**/client-api/image');
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await page.getByLabel('მთავარი ფოტოს ატვირთვა').setInputFiles(png('main.png'));
  await page.getByLabel('ფოტოების დამატება').setInputFiles([png('kitchen.png'), png('bedroom.png')]);
  await held.requested;
  await expect(page.getByText('იტვირთება 0%')).toHaveCount(3);

  await nextButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'ველოდებით 3 ფოტოს ატვირთვას' })).toBeVisible();
  await expect(nextButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(nextButton(page)).toHaveAccessibleDescription(/ველოდებით 3 ფოტოს ატვირთვას/);
  await expect(page.getByText(REQUIRED)).toHaveCount(0);

  held.release();
  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  await expect(page.getByText(REQUIRED)).toHaveCount(0);
  expect(held.calls()).toBe(3);
});

test('a reload while a photo uploads is asked about; once it is in, the reload is not', async ({ page }) => {
  await seedDraft(page, NO_PHOTOS);
  const held = await holdAnswers(page, '**/client-api/image');
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  // the browser asks before leaving only a page the user has interacted with
  await page.getByRole('heading', { level: 2, name: 'ფოტო და ვიდეო' }).click();
  await page.getByLabel('მთავარი ფოტოს ატვირთვა').setInputFiles(png('main.png'));
  await held.requested;
  await expect(page.getByText('იტვირთება 0%')).toBeVisible();

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  // the question dismissed, the page stays with its upload
  await page.evaluate(() => location.reload());
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  await expect(page.getByText('იტვირთება 0%')).toBeVisible();

  held.release();
  await expect(page.getByRole('img', { name: 'მთავარი ფოტო' })).toBeVisible();
  await expect(page.getByText(/^იტვირთება/)).toHaveCount(0);
  await page.reload();
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  expect(dialogs).toEqual(['beforeunload']);
});

test('a photo that fails while Next waits holds the step, which says so and offers to try it again', async ({ page }) => {
  await seedDraft(page, { step: 4, values: READY_FLAT.values });
  // the upload is held, then lost, as on a dropped connection
  let lose = () => {};
  const lost = new Promise<void>((resolve) => (lose = resolve));
  await page.route('**/client-api/image', async (route) => {
    await lost;
    await route.abort('internetdisconnected');
  });
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  const requested = page.waitForRequest('**/client-api/image');
  await page.getByLabel('ფოტოების დამატება').setInputFiles(png('kitchen.png'));
  await requested;

  await nextButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'ველოდებით 1 ფოტოს ატვირთვას' })).toBeVisible();
  lose();
  await expect(page.getByText('1 ფოტო ვერ აიტვირთა: დააჭირეთ ღილაკს „თავიდან ცდა“ ან წაშალეთ.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'თავიდან ცდა: kitchen.png' })).toBeVisible();
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await expect(nextButton(page)).not.toHaveAttribute('aria-busy', 'true');
});

test('with a mouse the photo step says files may be dropped on it', async ({ page }) => {
  await seedDraft(page, NO_PHOTOS);
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await expect(page.getByText('ან ჩააგდეთ ფაილები აქ ·').first()).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ isMobile: true, hasTouch: true });

  test('the photo step does not offer a drop, which a touch screen cannot make', async ({ page }) => {
    await seedDraft(page, NO_PHOTOS);
    await page.goto(CREATE_URL);
    await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
    await expect(page.getByText(/JPG/).first()).toBeVisible();
    await expect(page.getByText('ან ჩააგდეთ ფაილები აქ ·').first()).toBeHidden();
  });
});
