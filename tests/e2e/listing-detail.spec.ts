import { expect, hydrated, prefer, test } from './fixtures/test';
import { checkScreen, screenshot } from './fixtures/screenshots';

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
  // it opens on its close button, and the arrow keys move through the photos from there
  await expect(full.getByRole('button', { name: 'დახურვა', exact: true })).toBeFocused();
  await expect(full.getByRole('group', { name: 'ფოტოები 3 / 7' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(full.getByRole('group', { name: 'ფოტოები 5 / 7' })).toBeVisible();
  await full.getByRole('button', { name: 'შემდეგი ფოტო' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(full.getByRole('group', { name: 'ფოტოები 4 / 7' })).toBeVisible();
  await checkScreen(page, 'listing-gallery');
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect(gallery.getByRole('group', { name: 'ფოტოები 4 / 7' })).toBeVisible();
});

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('the full-screen photo takes the whole screen too', async ({ page }) => {
    await page.goto(LISTING);
    await hydrated(page);
    await page.getByRole('region', { name: 'ფოტოები' }).getByRole('button', { name: 'სრულ ეკრანზე ნახვა' }).click();
    const full = page.getByRole('dialog', { name: 'ფოტოები' });
    await expect.poll(() => full.boundingBox()).toEqual({ x: 0, y: 0, width: 1920, height: 1080 });
    const frame = await full.getByRole('group', { name: 'ფოტოები 1 / 7' }).boundingBox();
    expect(frame?.width).toBe(1920);
    expect(frame?.height).toBeGreaterThan(900);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the full-screen photo takes the whole screen, larger than the page’s, with its controls over it', async ({ page }) => {
    await page.goto(LISTING);
    await hydrated(page);
    const gallery = page.getByRole('region', { name: 'ფოტოები' });
    const inPage = await gallery.getByRole('group', { name: 'ფოტოები 1 / 7' }).boundingBox();
    await gallery.getByRole('button', { name: 'სრულ ეკრანზე ნახვა' }).click();
    const full = page.getByRole('dialog', { name: 'ფოტოები' });
    // once its opening slide has ended
    await expect.poll(() => full.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    const frame = await full.getByRole('group', { name: 'ფოტოები 1 / 7' }).boundingBox();
    const photo = await full.getByRole('img').evaluate((img: HTMLImageElement) => {
      // the painted photo inside its box (object-fit: contain)
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
    });
    if (!inPage || !frame) throw new Error('no photo frame');
    expect(frame.width).toBe(375);
    expect(photo.width).toBeCloseTo(375, 0);
    expect(photo.height).toBeGreaterThan(inPage.height);
    // the close button and the arrows lie over the photo's frame, inside the screen
    for (const name of ['დახურვა', 'წინა ფოტო', 'შემდეგი ფოტო']) {
      const control = await full.getByRole('button', { name }).boundingBox();
      if (!control) throw new Error(`no ${name} button`);
      expect(control.x, name).toBeGreaterThanOrEqual(frame.x);
      expect(control.x + control.width, name).toBeLessThanOrEqual(frame.x + frame.width);
      expect(control.y, name).toBeGreaterThanOrEqual(frame.y);
    }
    await screenshot(page, 'listing-gallery-full-375', { fullPage: false });
    // and on its side
    await page.setViewportSize({ width: 812, height: 375 });
    await expect.poll(() => full.boundingBox()).toEqual({ x: 0, y: 0, width: 812, height: 375 });
    await expect.poll(() => full.getByRole('img').evaluate((img) => img.getBoundingClientRect().height)).toBeGreaterThan(300);
  });

  test('the thumbnails follow the photo: the current one scrolls into the strip, the page stays', async ({ page }) => {
    await page.goto(LISTING);
    await hydrated(page);
    const gallery = page.getByRole('region', { name: 'ფოტოები' });
    const scrollY = await page.evaluate(() => window.scrollY);
    for (let step = 0; step < 5; step += 1) await gallery.getByRole('button', { name: 'შემდეგი ფოტო' }).click();
    await expect(gallery.getByRole('group', { name: 'ფოტოები 6 / 7' })).toBeVisible();
    const current = gallery.getByRole('button', { name: /^ფოტო 6/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    const strip = await gallery.getByRole('list').boundingBox();
    if (!strip) throw new Error('no thumbnail strip');
    await expect
      .poll(async () => {
        const box = await current.boundingBox();
        return box !== null && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    // and back round to the first
    await gallery.getByRole('button', { name: 'შემდეგი ფოტო' }).click();
    await gallery.getByRole('button', { name: 'შემდეგი ფოტო' }).click();
    const first = gallery.getByRole('button', { name: /^ფოტო 1/ });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect.poll(async () => (await first.boundingBox())?.x).toBeCloseTo(strip.x, 0);
  });
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
  // to come back to the listing once signed in
  await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fannouncement%2F3-otaxiani-bina-vakeshi-102$/);
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
  await modal.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
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

test('a message pasted past its 1,000 characters is kept whole, counted over, and refused in its field', async ({ page, signIn }) => {
  await signIn('user');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/messages/new-message')) sent += 1;
  });
  await page.goto(LISTING);
  await page.getByRole('button', { name: 'მიწერა' }).click();
  const dialog = page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' });
  const text = dialog.getByLabel('თქვენი შეტყობინება');
  const long = 'ა'.repeat(1_010);
  await text.fill(long);
  await expect(text).toHaveValue(long);
  await expect(text).toHaveAccessibleDescription('1010 / 1000');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  await expect(text).toHaveAccessibleDescription(/^1010 \/ 1000 სიგრძე გადაჭარბებულია$/);
  await expect(text).toBeFocused();
  expect(sent).toBe(0);
});

test('the favourite toggle works on the detail page and the share button copies the link', async ({ page, signIn, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('user');
  await page.goto(LISTING);
  // 102 is among Nino's saved listings; the similar listings' cards have toggles of their own
  const aside = page.getByRole('complementary');
  const toggle = aside.getByRole('button', { name: 'შენახულებიდან წაშლა' });
  await expect(toggle).toBeVisible();
  const remove = page.waitForRequest('**/client-api/basket/delete');
  await toggle.click();
  expect((await remove).postDataJSON()).toEqual({ id: 102 });
  await expect(aside.getByRole('button', { name: 'შენახვა' })).toBeVisible();

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
  await expect(aside.getByRole('button', { name: 'შენახულებიდან წაშლა', exact: true })).toBeVisible();
  const write = page.getByRole('button', { name: 'მიწერა' });
  const before = await write.boundingBox();
  await aside.getByRole('button', { name: 'შენახულებიდან წაშლა', exact: true }).click();
  await expect(aside.getByRole('button', { name: 'შენახვა', exact: true })).toBeVisible();
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

test('the listing’s place: its address and a map around its pin, drawn without any request elsewhere, in English', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).hostname !== 'localhost' && outside.push(request.url())));
  await page.goto('/realt/en/announcement/3-otaxiani-bina-vakeshi-102');
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location).toContainText('ჭავჭავაძის გამზირი 37ა, Vake');
  await location.scrollIntoViewIfNeeded();
  const map = location.getByRole('region', { name: 'Map: where the listing is' });
  // the pin is a picture named by the address, no control: nothing happens on it
  await expect(map.getByRole('img', { name: 'ჭავჭავაძის გამზირი 37ა, Vake' })).toBeVisible();
  await expect(map.getByRole('button', { name: /ჭავჭავაძის/ })).toHaveCount(0);
  await screenshot(page, 'listing-location-1280', { fullPage: false });
  expect(outside).toEqual([]);
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
