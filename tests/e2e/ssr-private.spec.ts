// The private routes' pages: the server sends the header, the layout and the screen's skeleton,
// with nothing of the visitor in them (the token is in the browser), and the browser hydrates
// that and fills it in: the user, the screen's code and its data asked for together at boot.
import { expect, holdAnswers, holdTheApp, prefer, requestsSettled, test } from './fixtures/test';

const MY_APARTMENTS = '/realt/profile/apartments/my-apartments';
// what the contract's examples say of the signed-in user and their listings
const USER_DATA = ['ნინო', 'ბერიძე', '124.50', '4-ოთახიანი ბინა ნაძალადევში', '3-ოთახიანი ბინა საბურთალოზე', 'flat-1.svg'];

test('my apartments arrive as the header and a skeleton with no user data, no-store at the Georgian address', async ({ page }) => {
  const response = await page.request.get(MY_APARTMENTS);
  expect(response.status()).toBe(200);
  // the Georgian address answers by the language cookie (the page or a redirect): no shared cache keeps it
  expect(response.headers()['cache-control']).toBe('no-store');
  const html = await response.text();
  expect(html).toContain('<header class="header"');
  expect(html).toMatch(/<main id="main"[^>]*><div class="page skeleton skeleton--my-listings" aria-busy="true">/);
  expect(html).toContain('<h1 class="skeleton__title">ჩემი განცხადებები</h1>');
  for (const text of USER_DATA) expect(html, text).not.toContain(text);
  // the header as a visitor whose session is unknown sees it, and an empty cache to hydrate from
  expect(html).toContain('<script type="application/json" id="realt-state">{"search":"","queries":[]}</script>');
  // its CSS inlined, the screen's code started with the entry's
  expect(html).toContain('<style>');
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  expect(html).toMatch(/<script type="application\/json" id="realt-boot">[^<]*\/realt\/assets\/my-apartments-page-[\w-]+\.js/);
});

test('the skeleton at an address that names its language is in that language, kept by no cache, the query left out', async ({ page }) => {
  const english = await page.request.get(`/realt/en${MY_APARTMENTS.slice('/realt'.length)}?token=secret-token-2`, { headers: { cookie: 'realt_lang=ru' } });
  expect(english.status()).toBe(200);
  expect(english.headers()['cache-control']).toBe('no-store');
  expect(english.headers().etag).toBeUndefined();
  const html = await english.text();
  expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
  expect(html).toContain('<h1 class="skeleton__title">My listings</h1>');
  // the language switch's links carry the query once the page has hydrated, not in the server's HTML
  expect(html).not.toContain('secret-token-2');
});

test('a skeleton shows its screen’s sentence under the heading, and names the screen’s texts for the browser to fetch beside the entry', async ({ page, signIn }) => {
  const lead = 'Promotions and services are paid from your wallet. The money for a cancelled promotion comes back here.';
  const html = await (await page.request.get('/realt/en/profile/my-wallet')).text();
  expect(html).toContain(`<h1 class="skeleton__title">My wallet</h1><p class="page-lead">${lead}</p>`);
  const block: { ids: string[]; files: string[] } = JSON.parse(/<script type="application\/json" id="realt-texts">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
  // the shell's own and the wallet screen's catalogues, each by its English chunk
  expect(block.ids).toEqual(['app', 'controls', 'layout', 'profile', 'validation']);
  expect(block.files).toEqual(block.ids.map((id) => expect.stringMatching(new RegExp(`^/realt/assets/${id}\\.en-[\\w-]+\\.js$`))));

  // the screen keeps the sentence where the skeleton had it
  await signIn('user');
  await page.goto('/realt/en/profile/my-wallet');
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('124.50');
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  await expect(page.getByText(lead)).toBeVisible();
});

test('the signed-in page starts the user, the list and the screen’s code together, then shows the listings with the first photos first', async ({ page, signIn }) => {
  await signIn('user');
  // the user's answer is held until the list has been asked for: a list that waited for the user would never come
  let listAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (listAsked = resolve));
  page.on('request', (request) => {
    if (request.url().endsWith('/client-api/announcements')) listAsked();
  });
  let userHeld = false;
  await page.route('**/api/get-authenticated-user', async (route) => {
    userHeld = true;
    await asked;
    await route.fallback();
  });
  const screenCode = page.waitForRequest(/\/realt\/assets\/my-apartments-page-[\w-]+\.js$/);
  await page.goto(MY_APARTMENTS);
  await screenCode;
  await asked;
  await expect.poll(() => userHeld).toBe(true);

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const photos = cards.locator('img');
  for (const index of [0, 1, 2]) {
    await expect(photos.nth(index)).toHaveAttribute('fetchpriority', 'high');
    await expect(photos.nth(index)).toHaveAttribute('loading', 'eager');
  }
  await expect(photos.nth(3)).not.toHaveAttribute('fetchpriority', 'high');
  await expect(photos.nth(3)).toHaveAttribute('loading', 'lazy');
});

// at its bare address, and back from the bank (a query of other things than the list's)
for (const address of [MY_APARTMENTS, `${MY_APARTMENTS}?succes=true`]) {
  test(`the page’s first script asks for the user and the list before the app’s code has loaded, each once, with the stored token (${address})`, async ({ page, signIn }) => {
    await signIn('user');
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/client-api/')) sent.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`.trim());
    });
    const list = page.waitForRequest((request) => request.url().endsWith('/client-api/announcements'));
    await page.goto(address);
    expect((await list).headers().authorization).toMatch(/^Bearer \S+/);
    await expect(page.getByRole('article')).toHaveCount(6);
    expect(sent.filter((call) => call === 'POST /client-api/announcements {"locale":"ru","page":1}')).toHaveLength(1);
    expect(sent.filter((call) => call === 'GET /api/get-authenticated-user')).toHaveLength(1);
    // when the page started each, by its own clock
    const started = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname.replace(/-[\w-]+\.js$/, '.js'), entry.startTime])),
    );
    const entry = started['/realt/assets/index.js'] ?? 0;
    expect(entry).toBeGreaterThan(0);
    expect(started['/api/get-authenticated-user']).toBeLessThan(entry);
    expect(started['/client-api/announcements']).toBeLessThan(entry);
  });
}

for (const [width, row] of [[412, 1], [1440, 3]] as const) {
  test(`before the app’s code has arrived, the skeleton shows the first listings’ photos where the cards then show them (${width} px)`, async ({ page, signIn }) => {
    await signIn('user');
    await page.setViewportSize({ width, height: 823 });
    // the entry's code is held back: what shows meanwhile is the server's skeleton and the early script's work
    const release = await holdTheApp(page);
    await page.goto(MY_APARTMENTS);
    const skeletonPhotos = page.locator('.skeleton__photo');
    await expect(skeletonPhotos.nth(0)).toHaveCSS('background-image', /\/realt\/demo\/flat-\d+\.svg/);
    const shown = await skeletonPhotos.evaluateAll((boxes) => boxes.map((box) => [getComputedStyle(box).backgroundImage, box.getBoundingClientRect().toJSON()]));
    release();

    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.locator('.skeleton')).toHaveCount(0);
    const cards = await page
      .getByRole('article')
      .locator('img')
      .evaluateAll((images) => images.slice(0, 3).map((image) => [`url("${(image as HTMLImageElement).src}")`, image.getBoundingClientRect().toJSON()]));
    // the same photos, and in the first row in the same places: the page does not move when the screen replaces its skeleton
    expect(cards.map(([photo]) => photo)).toEqual(shown.map(([photo]) => photo));
    expect(cards.slice(0, row)).toEqual(shown.slice(0, row));
    // and they are gone with that skeleton: another screen's shows none
    expect(await page.evaluate(() => [1, 2, 3].map((index) => getComputedStyle(document.documentElement).getPropertyValue(`--skeleton-photo-${index}`)))).toEqual(['', '', '']);
  });
}

test('the skeleton stays, with its photos, until the screen replaces it, however late the screen’s code comes', async ({ page, signIn }) => {
  await signIn('user');
  // each skeleton the page shows: the server's, and any a boundary falls back to (without the photos)
  await page.addInitScript(() => {
    const counted = { skeletons: 0 };
    Object.assign(window, { counted });
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && node.matches('.skeleton')) counted.skeletons++;
    }).observe(document, { childList: true, subtree: true });
  });
  const code = await holdAnswers(page, '**/realt/assets/my-apartments-page-*.js');
  const arrived = ['**/api/get-authenticated-user', '**/client-api/announcements', '**/realt/assets/index-*.js', '**/realt/assets/profile.ka-*.js'].map((url) => page.waitForResponse(url));
  await page.goto(MY_APARTMENTS);
  await code.requested;
  // the user, the list, the app's code and the screen's texts are in: only the screen's code is missing
  await Promise.all(arrived);
  await requestsSettled(page);
  await expect(page.locator('.skeleton__photo').first()).toHaveCSS('background-image', /\/realt\/demo\/flat-\d+\.svg/);
  code.release();
  await expect(page.getByRole('article')).toHaveCount(6);
  expect(await page.evaluate(() => (window as unknown as { counted: { skeletons: number } }).counted.skeletons)).toBe(1);
});

test('the skeleton stays while the guard waits for the user, the header showing neither sign-in nor the account', async ({ page, signIn }) => {
  await signIn('user');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/get-authenticated-user', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(MY_APARTMENTS);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  await expect(page.locator('.skeleton')).toBeVisible();
  // the session is being checked: neither the sign-in link nor the account shows
  await expect(page.getByRole('link', { name: 'შესვლა' })).toHaveCount(0);
  release();
  await expect(page.getByRole('article')).toHaveCount(6);
});

test('a visitor without a session is sent from the skeleton to sign-in', async ({ page }) => {
  await page.goto(MY_APARTMENTS);
  await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fprofile%2Fapartments%2Fmy-apartments$/);
});

test('a server error answered before the skeleton has hydrated is told once it has, the page hydrating as rendered', async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/client-api/announcements', 'code=500');
  // the page's texts, which hydration waits for, arrive only after the list's failure
  const failed = page.waitForResponse('**/client-api/announcements');
  await page.route(/\/realt\/assets\/[\w-]+\.ka-[\w-]+\.js$/, async (route) => {
    await failed;
    await route.fallback();
  });
  await page.goto(MY_APARTMENTS);
  const dialog = page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' });
  await expect(dialog).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await dialog.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
  await expect(page.getByText('მონაცემები ვერ ჩაიტვირთა')).toBeVisible();
});
