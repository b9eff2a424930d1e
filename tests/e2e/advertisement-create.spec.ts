import type { Page } from '@playwright/test';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';
import { expect, holdAnswers, hydrated, prefer, requestsSettled, test } from './fixtures/test';
import { addPhotos, choose, chooseKind, CREATE_URL, fillDescription, fillLocation, nextButton, READY_FLAT, seedDraft, settled, stepHeading } from './advertisement-helpers';

// six steps, each screen shown at four widths and checked with axe, take longer than the default minute
test.describe.configure({ timeout: 120_000 });
// a laptop screen tall enough for the property-kind panel under its trigger
test.use({ viewport: { width: 1280, height: 900 } });

test('a flat for sale goes through all six steps and its VIP tariff is paid from the wallet', async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/api/order', 'example=paidFromBalance');
  await page.goto(CREATE_URL);

  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await checkScreen(page, 'advertisement-step-1');
  await fillLocation(page, 'იყიდება');
  await nextButton(page).click();

  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await page.getByLabel('ფართი').fill('92');
  await choose(page, 'საძინებლები', '2');
  await page.getByLabel('სართული (არასავალდებულო)').fill('9');
  await page.getByLabel('სართულები სულ (არასავალდებულო)').fill('16');
  await choose(page, 'მდგომარეობა', 'ავეჯითა და ტექნიკით');
  await choose(page, 'სველი წერტილი', 'ორი სველი წერტილი');
  await checkScreen(page, 'advertisement-step-2');
  await nextButton(page).click();

  await expect(stepHeading(page, 'დამატებითი')).toBeVisible();
  await page.getByRole('checkbox', { name: 'აივანი' }).check();
  await page.getByRole('checkbox', { name: 'გაზის ქვაბი' }).check();
  await page.getByRole('button', { name: 'დამატება' }).click();
  await choose(page, 'ადგილი', 'მეტრო');
  await page.getByLabel('წუთი').fill('8');
  await checkScreen(page, 'advertisement-step-3');
  await nextButton(page).click();

  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await addPhotos(page);
  await choose(page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'ფოტო 1' }) }), 'ფოტოს აღწერა', 'სამზარეულო');
  await page.getByLabel('YouTube-ის ვიდეოს ბმული (არასავალდებულო)').fill('https://www.youtube.com/watch?v=jNQXAC9IVRw');
  await expect(page.getByRole('button', { name: /ვიდეოს ნახვა/ })).toBeVisible();
  await checkScreen(page, 'advertisement-step-4');
  await nextButton(page).click();

  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  await fillDescription(page, '3-ოთახიანი ბინა საბურთალოზე', '165000');
  await expect(page.getByText('1 793 $/მ²')).toBeVisible();
  await checkScreen(page, 'advertisement-step-5');
  await nextButton(page).click();

  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  await page.getByRole('checkbox', { name: /^VIP\s/ }).check();
  await page.getByLabel('VIP: დღეების რაოდენობა').fill('10');
  await page.getByRole('checkbox', { name: /Telegram/ }).check();
  await expect(page.getByRole('radio', { name: /საფულიდან/ })).toBeChecked();
  await expect(page.getByText('70.00 ₾')).toBeVisible();
  await checkScreen(page, 'advertisement-step-6');

  const created = page.waitForRequest((request) => request.url().endsWith('/client-api/announcement') && request.method() === 'POST');
  const ordered = page.waitForRequest('**/api/order');
  await page.getByRole('button', { name: 'გამოქვეყნება და გადახდა' }).click();

  expect(formFields(await created)).toEqual({
    adType: '1',
    flatObjects: '1',
    district_id: '2',
    address: 'ვაჟა-ფშაველას გამზირი',
    address_house_number: '45ბ',
    flat_square: '92',
    flat_count_bedrooms: '2',
    floor: '9',
    floors_total: '16',
    repair: '2',
    bathroom: '3',
    features: '1,6',
    proximity: JSON.stringify([{ place: 1, mode: 1, minutes: 8 }]),
    main_photo: JSON.stringify({ image: '/realt/demo/flat-2.svg', description: 15 }),
    flat_photos: JSON.stringify([
      { image: '/realt/demo/flat-2.svg', description: 2 },
      { image: '/realt/demo/flat-2.svg', description: 15 },
    ]),
    video: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    title: '3-ოთახიანი ბინა საბურთალოზე',
    flat_description: 'ნათელი ბინა ახალ კორპუსში, მეტროსთან ახლოს.',
    flat_cost: '165000',
  });
  const order = (await ordered).postDataJSON();
  expect(order).toEqual({
    basket: {
      announcements: [{ announcement_id: 110, tariff: 'vip', days: 10, telegram_publication: true }],
      total: 60,
      with_balance: 1,
      announcements_count: 1,
    },
    return_url_success: expect.stringMatching(/^http:\/\/localhost:\d+\/realt\/payment-success\?listing=110&tariffs=/),
    return_url_fail: expect.stringMatching(/^http:\/\/localhost:\d+\/realt\/my-apartments-payment-fail\?listing=110&tariffs=/),
  });

  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments\?succes=true$/);
  await expect(page.getByText('განცხადება დამატებულია და გადაეცა მოდერაციას.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'გადახდა წარმატებით შესრულდა' })).toBeVisible();
  // the draft is gone once the listing is saved
  expect(await page.evaluate(() => localStorage.getItem('guest-draft-listing'))).toBeNull();
});

test('a commercial space for rent shows its own parameters, sends only them and is paid by card', async ({ page, signIn }) => {
  await signIn('user');
  // the bank's page: the browser is sent there; the test answers for it
  await page.route('https://ecommerce.ufc.ge/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>bank</title>' }));
  await page.goto(CREATE_URL);

  await fillLocation(page, 'ქირავდება');
  await chooseKind(page, 'კომერციული ფართი', ['ოფისი']);
  await expect(page.getByRole('combobox', { name: 'ქონების ტიპი' })).toHaveText(/კომერციული ფართი: ოფისი/);
  await nextButton(page).click();

  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'საძინებლები' })).toHaveCount(0);
  await page.getByLabel('ფართი').fill('140');
  await choose(page, 'ოთახები', '20+');
  await choose(page, 'მდებარეობა', 'ბიზნეს ცენტრი');
  await choose(page, 'მდგომარეობა', 'თეთრი კარკასი');
  await choose(page, 'სველი წერტილი', 'სართულზე');
  await choose(page, 'სველი წერტილების რაოდენობა', '2');
  await checkScreen(page, 'advertisement-step-2-commercial');
  await nextButton(page).click();

  await expect(page.getByRole('checkbox', { name: 'ქურა' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'ტექნიკა' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Wi-Fi' }).check();
  await page.getByRole('checkbox', { name: 'ლიფტი' }).check();
  await nextButton(page).click();

  await addPhotos(page);
  await nextButton(page).click();
  await fillDescription(page, 'ოფისი ბიზნეს ცენტრში', '2500');
  await nextButton(page).click();

  await page.getByRole('checkbox', { name: /^გაფერადება/ }).check();
  await page.getByRole('radio', { name: /ბარათით/ }).check();
  const created = page.waitForRequest((request) => request.url().endsWith('/client-api/announcement') && request.method() === 'POST');
  const ordered = page.waitForRequest('**/api/order');
  await page.getByRole('button', { name: 'გამოქვეყნება და გადახდა' }).click();

  const fields = formFields(await created);
  expect(fields).toMatchObject({
    adType: '2',
    flatObjects: '4,7',
    flat_square: '140',
    rooms: '20',
    commercial_location: '1',
    repair: '6',
    bathroom: '2',
    bathroom_count: '2',
    features: '2,23',
    flat_cost: '2500',
  });
  for (const hidden of ['flat_count_bedrooms', 'floor', 'floors_total', 'object_state', 'video', 'proximity']) expect(fields).not.toHaveProperty(hidden);
  expect((await ordered).postDataJSON()).toMatchObject({
    basket: { announcements: [{ announcement_id: 110, tariff: 'coloring', days: 7, telegram_publication: false }], total: 14, with_balance: 0, announcements_count: 1 },
  });
  await expect(page).toHaveURL('https://ecommerce.ufc.ge/ecomm2/ClientHandler?trans_id=Qm7vK2xR9pL4sT1wZ8nB5cY3hJ0%3D');
});

test('land asks no rooms, floors, bathroom or repair and offers land amenities; a flat for rent offers short-term ones', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(CREATE_URL);
  await chooseKind(page, 'მიწის ნაკვეთი', ['საინვესტიციო']);
  await fillLocation(page, 'იყიდება');
  await nextButton(page).click();
  await expect(page.getByLabel('ფართი')).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByLabel(/სართული/)).toHaveCount(0);
  await page.getByLabel('ფართი').fill('1200');
  await nextButton(page).click();
  await expect(page.getByRole('group', { name: 'პარამეტრები' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'ასფალტის გზა' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'აივანი' })).toHaveCount(0);

  await page.getByRole('button', { name: /მდებარეობა/ }).click();
  await chooseKind(page, 'ბინა');
  await page.getByRole('radio', { name: 'ქირავდება' }).check();
  await page.getByRole('button', { name: /დამატებითი/ }).click();
  await expect(page.getByRole('group', { name: 'ტექნიკა' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'ჭურჭლის სარეცხი მანქანა' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'ასფალტის გზა' })).toHaveCount(0);
});

test('wallet short of money: the dialog says how much, the listing stays saved and the basket intact', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, READY_FLAT);
  await prefer(page, '**/api/order', 'code=422, example=insufficientFunds');
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  await expect(page.getByLabel('VIP: დღეების რაოდენობა')).toHaveValue('10');

  let creates = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/client-api/announcement') && request.method() === 'POST') creates += 1;
  });
  await page.getByRole('button', { name: 'გამოქვეყნება და გადახდა' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'არასაკმარისი თანხა' });
  await expect(dialog).toContainText('საფულეში აკლია');
  await expect(dialog).toContainText('35.50 ₾');
  // the wallet, to top up what is missing and come back to this purchase
  await expect(dialog.getByRole('link', { name: 'ბალანსის შევსება' })).toHaveAttribute(
    'href',
    `/realt/profile/my-wallet?amount=35.5&listing=110&tariffs=${encodeURIComponent(JSON.stringify({ days: { vip: '10' }, telegram: false }))}`,
  );
  await settled(dialog);
  await checkScreen(page, 'advertisement-insufficient-funds');

  await dialog.getByRole('button', { name: 'გაუქმება' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('განცხადება შენახულია და მოდერაციაზეა.', { exact: false })).toBeVisible();
  await expect(page.getByText('აღდგენილია თქვენი შეუნახავი მონაცემები.')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /^VIP\s/ })).toBeChecked();
  await expect(page.getByLabel('VIP: დღეების რაოდენობა')).toHaveValue('10');

  // paying again orders only: the listing is not created a second time
  await page.unroute('**/api/order');
  await page.route('https://ecommerce.ufc.ge/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>bank</title>' }));
  await prefer(page, '**/api/order', 'code=422, example=insufficientFunds');
  await page.getByRole('button', { name: 'გადახდა', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/order');
  const byCard = page.waitForRequest('**/api/order');
  await dialog.getByRole('button', { name: 'ბარათით გადახდა' }).click();
  expect((await byCard).postDataJSON()).toMatchObject({ basket: { with_balance: 0, announcements: [{ announcement_id: 110, tariff: 'vip', days: 10 }] } });
  await expect(page).toHaveURL(/^https:\/\/ecommerce\.ufc\.ge\//);
  expect(creates).toBe(1);
});

test('a restored tariff waits for its price: Publish is busy until the tariffs come, and then publishes and pays', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, READY_FLAT);
  const tariffs = await holdAnswers(page, '**/api/tariffs');
  let creates = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/client-api/announcement') && request.method() === 'POST') creates += 1;
  });
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  await tariffs.requested;
  // published now, the listing would go unpaid and the tariff chosen with the draft
  const publish = page.getByRole('button', { name: 'გამოქვეყნება', exact: true });
  await expect(publish).toHaveAttribute('aria-busy', 'true');
  // a press: Playwright waits for a busy button, a visitor does not
  await publish.click({ force: true });
  await requestsSettled(page);
  expect(creates).toBe(0);
  tariffs.release();
  const order = page.waitForRequest('**/api/order');
  await page.getByRole('button', { name: 'გამოქვეყნება და გადახდა' }).click();
  expect((await order).postDataJSON()).toMatchObject({ basket: { announcements: [{ announcement_id: 110, tariff: 'vip', days: 10 }] } });
  expect(creates).toBe(1);
});

test('with the tariffs not to be had, the form says a restored tariff is left out before Publish', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, READY_FLAT);
  await prefer(page, '**/api/tariffs', 'code=500');
  await page.goto(CREATE_URL);
  // the failed call is a server error like any other (§8)
  const modal = page.getByRole('alertdialog');
  await modal.getByRole('button', { name: 'დახურვა', exact: true }).first().click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'ტარიფები ვერ ჩაიტვირთა.' })).toContainText('არჩეული ტარიფი არ ჩაირთვება');
  const created = page.waitForRequest((request) => request.url().endsWith('/client-api/announcement') && request.method() === 'POST');
  await page.getByRole('button', { name: 'გამოქვეყნება', exact: true }).click();
  await created;
});

test('a step whose code is still on its way: the step on screen and the focus stay until it has arrived', async ({ page, signIn }) => {
  await signIn('user');
  // step 2's code takes a while, as on a slow line
  const code = await holdAnswers(page, '**/realt/assets/StepParameters-*.js');
  await page.goto(CREATE_URL);
  await fillLocation(page, 'იყიდება');
  await nextButton(page).focus();
  await page.keyboard.press('Enter');
  // Next says the step is being opened, and keeps the focus; the step on screen stays
  await expect(nextButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(nextButton(page)).toBeFocused();
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();

  code.release();
  await expect(stepHeading(page, 'პარამეტრები')).toBeFocused();
  await expect(nextButton(page)).not.toHaveAttribute('aria-busy');
  await expect(stepHeading(page, 'მდებარეობა')).toBeHidden();
  await page.getByLabel('ფართი').fill('92');
  await page.getByRole('button', { name: /მდებარეობა/ }).click();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');
});

test('on a phone the map pin’s code loads only once the map comes near the screen', async ({ page, signIn }) => {
  await signIn('user');
  await page.setViewportSize({ width: 375, height: 667 });
  const maps: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/LeafletMap-[\w-]+\.js$/.test(request.url())) maps.push(request.url());
  });
  await page.clock.install();
  await page.goto(CREATE_URL);
  await firstSecondsPass(page);
  expect(maps).toEqual([]);

  // nothing says it is loading while nothing is on its way
  await expect(page.getByRole('status').filter({ hasText: 'რუკა იტვირთება' })).toHaveCount(0);
  await page.getByText(/^დააწკაპუნეთ რუკაზე ან გადაიტანეთ ნიშნული/).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'ადგილი რუკაზე' })).toBeVisible();
  expect(maps).toHaveLength(1);
});

test('the map takes its place before its code arrives: nothing below it moves, so a press on Next as it arrives lands', async ({ page, signIn }) => {
  await signIn('user');
  const code = await holdAnswers(page, '**/realt/assets/LeafletMap-*.js');
  await page.goto(CREATE_URL);
  await code.requested;
  const before = await nextButton(page).boundingBox();
  code.release();
  await expect(page.getByRole('region', { name: 'ადგილი რუკაზე' })).toBeVisible();
  expect(await nextButton(page).boundingBox()).toEqual(before);
});

test('the later steps’ code waits for the visitor to work in the form: the first seconds load only the first step', async ({ page, signIn }) => {
  await signIn('user');
  const steps: string[] = [];
  page.on('request', (request) => {
    const step = /\/assets\/(Step\w+|last-step)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (step) steps.push(step);
  });
  await page.clock.install();
  await page.goto(CREATE_URL);
  await firstSecondsPass(page);
  expect(steps).toEqual([]);

  await page.getByLabel('ქუჩა').focus();
  await expect.poll(() => [...new Set(steps)].sort()).toEqual(['StepDescription', 'StepExtras', 'StepMedia', 'StepParameters', 'last-step']);
});

/**
 * The form's first step on screen, then its first five seconds on the page's clock at once: every
 * timer and idle callback of that time has run (Playwright's clock runs an idle callback as soon as
 * no timer is due), and what they asked for has been requested.
 */
async function firstSecondsPass(page: Page): Promise<void> {
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await hydrated(page);
  await page.clock.runFor(5_000);
  await requestsSettled(page);
}
