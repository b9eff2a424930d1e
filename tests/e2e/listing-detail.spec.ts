import { expect, hydrated, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
// YouTube's hosts (the app's own code may have 'youtube' in a chunk name)
const YOUTUBE = /^https?:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com)\//;

test.beforeEach(async ({ page }) => {
  // nothing may come from YouTube unless the visitor starts the video; the test never goes online
  await page.route(YOUTUBE, (route) => route.abort());
});

test('the detail page shows the price in USD, per m² and in GEL, the parameters and the description', async ({ page }) => {
  await page.goto(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში' })).toBeVisible();
  const aside = page.getByRole('complementary');
  await expect(aside).toContainText('285 000 $');
  await expect(aside).toContainText('2 375 $/მ²');
  // the mock's rate, 2.71 GEL for 1 USD, times the listing's 285 000 $, in whole lari
  await expect(aside.getByText('772 350 ₾')).toBeVisible();
  await expect(page.getByText('ჭავჭავაძის გამზირი 37ა, ვაკე')).toBeVisible();

  const params = page.getByRole('region', { name: 'მახასიათებლები' });
  for (const [label, value] of [
    ['ქონების ტიპი', 'ბინა'],
    ['სტატუსი', 'ახალი აშენებული'],
    ['სამშენებლო მასალა', 'მონოლითი'],
    ['მდგომარეობა', 'გარემონტებული'],
    ['სველი წერტილი', 'ორი სველი წერტილი'],
    ['სართული', '7 / 14'],
  ] as const) {
    await expect(params.getByRole('term').filter({ hasText: label }).locator('+ dd')).toHaveText(value);
  }
  await expect(page.getByRole('region', { name: 'კომფორტი და კომუნიკაციები' })).toContainText('გაზის ქვაბი');
  await expect(page.getByRole('region', { name: 'ახლოს' })).toContainText('მეტრო 12 წთ, ფეხით');
  const description = page.getByRole('region', { name: 'აღწერა' }).locator('p');
  await expect(description).toHaveCSS('white-space', 'pre-line');
  await checkScreen(page, 'listing-detail');
});

test('the gallery starts with the main photo and moves with the keyboard and in full screen', async ({ page }) => {
  await page.goto(LISTING);
  // the arrow keys are the app's own: they work once the page has hydrated
  await hydrated(page);
  const gallery = page.getByRole('region', { name: 'ფოტოები' });
  const frame = gallery.getByRole('group', { name: 'ფოტოები 1 / 7' });
  await expect(frame.getByRole('img')).toHaveAttribute('src', '/realt/demo/flat-1.svg');
  await expect(frame.getByRole('img')).toHaveAttribute('alt', '3-ოთახიანი ბინა ვაკეში — ფოტო 1');
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  const second = gallery.getByRole('group', { name: 'ფოტოები 2 / 7' });
  await expect(second.getByRole('img')).toHaveAttribute('alt', '3-ოთახიანი ბინა ვაკეში — მისაღები ოთახი');
  await expect(gallery.getByText('მისაღები ოთახი', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByRole('group', { name: 'ფოტოები 7 / 7' })).toBeVisible();
  await gallery.getByRole('button', { name: 'ფოტო 3: სამზარეულო' }).click();
  await expect(gallery.getByRole('group', { name: 'ფოტოები 3 / 7' })).toBeVisible();

  await gallery.getByRole('button', { name: 'სრულ ეკრანზე ნახვა' }).click();
  const full = page.getByRole('dialog', { name: 'ფოტოები' });
  await expect(full).toBeVisible();
  const fullFrame = full.getByRole('group', { name: 'ფოტოები 3 / 7' });
  await fullFrame.focus();
  await page.keyboard.press('ArrowRight');
  await expect(full.getByRole('group', { name: 'ფოტოები 4 / 7' })).toBeVisible();
  await checkScreen(page, 'listing-gallery');
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect(gallery.getByRole('group', { name: 'ფოტოები 4 / 7' })).toBeVisible();
});

test('a swipe moves to the next photo', async ({ page }) => {
  await page.goto(LISTING);
  // a swipe is the app's own gesture: it works once the page has hydrated
  await hydrated(page);
  const frame = page.getByRole('group', { name: 'ფოტოები 1 / 7' });
  const box = await frame.boundingBox();
  if (!box) throw new Error('no gallery frame');
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('group', { name: 'ფოტოები 2 / 7' })).toBeVisible();
});

test('show phone asks the server and shows the number as a tel: link', async ({ page }) => {
  await page.goto(LISTING);
  const request = page.waitForRequest('**/client-api/show-phone');
  // by the keyboard: the number takes the button's place and its focus
  await page.getByRole('button', { name: 'ნომრის ჩვენება' }).focus();
  await page.keyboard.press('Enter');
  expect((await request).postDataJSON()).toEqual({ id: 102, profile: 0 });
  const phone = page.getByRole('link', { name: /\+995 593 214-587/ });
  await expect(phone).toHaveAttribute('href', 'tel:+995593214587');
  await expect(phone).toBeFocused();
});

test('the video loads from YouTube only after the click', async ({ page }) => {
  const youtube: string[] = [];
  page.on('request', (request) => {
    if (YOUTUBE.test(request.url())) youtube.push(request.url());
  });
  await page.goto(LISTING);
  const play = page.getByRole('button', { name: /ვიდეოს ჩართვა/ });
  await play.scrollIntoViewIfNeeded();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);
  await play.click();
  await expect(page.locator('iframe[title="განცხადების ვიდეო"]')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
});

test('a guest who wants to write is sent to sign-in without a request', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/messages/new-message')) sent += 1;
  });
  await page.goto(LISTING);
  await page.getByRole('button', { name: 'მიწერა' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
  expect(sent).toBe(0);
});

test('a signed-in user writes to the advertiser; a failed send keeps the text', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(LISTING);
  await page.getByRole('button', { name: 'მიწერა' }).click();
  const dialog = page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' });
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('გთხოვთ შეავსოთ ველი');
  const text = dialog.getByLabel('თქვენი შეტყობინება');
  await text.fill('გამარჯობა, ბინა ისევ იყიდება?');
  await checkScreen(page, 'listing-write-message');

  await prefer(page, '**/api/messages/new-message', 'code=500');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  const modal = page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' });
  await modal.getByRole('button', { name: 'დახურვა' }).last().click();
  await expect(text).toHaveValue('გამარჯობა, ბინა ისევ იყიდება?');

  // closed and opened again, the dialog still holds what was typed
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'მიწერა' }).click();
  await expect(text).toHaveValue('გამარჯობა, ბინა ისევ იყიდება?');

  await page.unroute('**/api/messages/new-message');
  const request = page.waitForRequest('**/api/messages/new-message');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  expect((await request).postDataJSON()).toEqual({ recipient_id: 23, content: 'გამარჯობა, ბინა ისევ იყიდება?', announcement_id: 102 });
  await expect(page.getByRole('status').filter({ hasText: 'შეტყობინება გაიგზავნა' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the favourite toggle works on the detail page and the share button copies the link', async ({ page, signIn, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('user');
  await page.goto(LISTING);
  // 102 is among Nino's saved listings; the similar listings' cards have toggles of their own
  const aside = page.getByRole('complementary');
  const toggle = aside.getByRole('button', { name: 'შენახულებიდან წაშლა' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const remove = page.waitForRequest('**/client-api/basket/delete');
  await toggle.click();
  expect((await remove).postDataJSON()).toEqual({ id: 102 });
  await expect(aside.getByRole('button', { name: 'შენახვა' })).toHaveAttribute('aria-pressed', 'false');

  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'გაზიარება' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ბმული დაკოპირდა' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(page.url()).origin}${LISTING}`);
});

test('the favourite toggle keeps its size when it turns: the buttons below stay under the finger', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(LISTING);
  const aside = page.getByRole('complementary');
  // saved: the session turns the server's unsaved toggle on just after hydration
  await expect(aside.getByRole('button', { name: 'შენახულებიდან წაშლა', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const write = page.getByRole('button', { name: 'მიწერა' });
  const before = await write.boundingBox();
  await aside.getByRole('button', { name: 'შენახულებიდან წაშლა', exact: true }).click();
  await expect(aside.getByRole('button', { name: 'შენახვა', exact: true })).toHaveAttribute('aria-pressed', 'false');
  expect(await write.boundingBox()).toEqual(before);
});

test("the owner's own listing has no favourite toggle and no write button", async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/api/announcements/*', 'example=ownFlat');
  await page.goto('/realt/announcement/3-otaxiani-bina-saburtaloze-101');
  await expect(page.getByRole('heading', { level: 1, name: /საბურთალოზე/ })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('button', { name: 'შენახვა' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'მიწერა' })).toHaveCount(0);
});

test('a listing without photos shows the map placeholder', async ({ page }) => {
  await prefer(page, '**/api/announcements/*', 'example=noPhotos');
  await page.goto('/realt/announcement/3-otaxiani-bina-gldanshi-116');
  await expect(page.getByRole('heading', { level: 1, name: /გლდანში/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'ფოტოები' })).toHaveCount(0);
  await expect(page.locator('.listing-nophoto')).toContainText('გლდანი');
});

test('an unknown listing shows a not-found state with a way to the catalogue', async ({ page }) => {
  await prefer(page, '**/api/announcements/*', 'code=404');
  await page.goto('/realt/announcement/no-such-listing-1');
  await expect(page.getByRole('heading', { name: 'განცხადება ვერ მოიძებნა' })).toBeVisible();
  await checkScreen(page, 'listing-not-found');
  await page.getByRole('link', { name: 'განცხადებების ნახვა' }).click();
  await expect(page).toHaveURL(/\/realt\/catalog\/sell$/);
});
