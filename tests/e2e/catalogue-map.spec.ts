import type { Locator, Page } from '@playwright/test';
import { expect, test, openInApp } from './fixtures/test';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';

const CATALOG = '**/api/catalog-announcements';
// the map's chunk and its redraws are slow on a busy machine
test.describe.configure({ timeout: 90_000 });
// a pin is named by its price in dollars and in lari (the mock's rate: 52 000 × 2.71) and its title
const BATUMI = '52 000 $ · 140 920 ₾, 2-ოთახიანი ბინა ბათუმში';

async function searchAfter(page: Page, action: () => Promise<unknown>) {
  const request = page.waitForRequest(CATALOG);
  await action();
  return formFields(await request);
}

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

/** Clicks the map at each point, given as fractions of its width and height. */
async function clickOnMap(map: Locator, points: ReadonlyArray<readonly [number, number]>) {
  const surface = map.locator('.leaflet-container');
  const canvas = await surface.boundingBox();
  if (!canvas) throw new Error('no map');
  for (const [x, y] of points) await surface.click({ position: { x: canvas.width * x, y: canvas.height * y } });
}

async function openMap(page: Page) {
  await searchAfter(page, () => openInApp(page, '/realt/catalog/sell?map=true'));
  const map = page.getByRole('region', { name: 'განცხადებები რუკაზე' });
  // the map's chunk (Leaflet) loads on first use: give it time on a busy machine
  await expect(map.getByRole('button', { name: BATUMI })).toBeVisible({ timeout: 20_000 });
  return map;
}

test('the map places every listing at its real position, Batumi far west of Tbilisi', async ({ page }) => {
  const map = await openMap(page);
  // the Tbilisi listings crowd into a cluster at this zoom; Batumi stands alone
  const cluster = map.getByRole('button', { name: /განცხადება ამ ადგილას$/ });
  await expect(cluster).toHaveCount(1);
  await expect(cluster).toHaveText('11');

  // the bundled Tbilisi picture (no tiles configured) covers about 20 km; Batumi is about 270 km
  // west of it, not clamped onto its edge
  const artwork = await map.locator('img.leaflet-image-layer').boundingBox();
  const batumi = await centre(map.getByRole('button', { name: BATUMI }));
  const tbilisi = await centre(cluster);
  if (!artwork) throw new Error('the Tbilisi artwork is not shown');
  expect(tbilisi.x).toBeGreaterThan(artwork.x);
  expect(tbilisi.x).toBeLessThan(artwork.x + artwork.width);
  expect(artwork.x - batumi.x).toBeGreaterThan(8 * artwork.width);
  expect(Math.abs(batumi.y - tbilisi.y)).toBeLessThan(artwork.height);

  // its zoom buttons are a finger's size
  for (const name of ['გადიდება', 'დაპატარავება']) {
    const box = await map.getByRole('button', { name }).boundingBox();
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }

  // zooming in towards Tbilisi splits the cluster into smaller groups and single listings
  await cluster.dblclick();
  await expect(map.getByRole('button', { name: /^\d[\d ]* \$ · \d[\d ]* ₾, / }).first()).toBeVisible();
});

test('a marker shows its card beside the map, by click or keyboard', async ({ page }) => {
  const map = await openMap(page);
  const marker = map.getByRole('button', { name: BATUMI });
  await marker.click();
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article').filter({ hasText: '52 000 $' });
  await expect(card.getByRole('link', { name: '2-ოთახიანი ბინა ბათუმში' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'გადახედვის დახურვა' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(marker).toHaveAttribute('aria-pressed', 'false');

  // a marker chosen by keyboard keeps its focus
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await expect(marker).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(1);

  // keyboard: the cluster is a focusable button; Enter shows all its cards
  const cluster = map.getByRole('button', { name: /განცხადება ამ ადგილას$/ });
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(11);
  await checkScreen(page, 'catalogue-map');

  await page.getByRole('link', { name: '3-ოთახიანი ბინა ვაკეში' }).click();
  await expect(page).toHaveURL(/\/realt\/announcement\/3-otaxiani-bina-vakeshi-102$/);
});

test('an area drawn on the map is sent as the polygon filter, survives a reload and clears', async ({ page }) => {
  const map = await openMap(page);
  await map.getByRole('button', { name: 'არეალის დახატვა' }).click();
  const finish = map.getByRole('button', { name: 'არეალის დასრულება', exact: true });
  await expect(finish).toBeDisabled();
  const surface = map.locator('.leaflet-container');
  const canvas = await surface.boundingBox();
  if (!canvas) throw new Error('no map');
  // three vertices in empty parts of the map (the markers sit at mid height)
  const points = [
    [0.3, 0.15],
    [0.7, 0.15],
    [0.5, 0.85],
  ] as const;
  for (const [at, [x, y]] of points.entries()) {
    await surface.click({ position: { x: canvas.width * x, y: canvas.height * y } });
    await expect(map.getByRole('status')).toContainText(`${at + 1} წერტილი`);
  }
  const fields = await searchAfter(page, () => finish.click());
  // three vertices, lat,lng in degrees with at most 5 decimals
  expect(fields.polygon).toMatch(/^4\d(\.\d{1,5})?,4\d(\.\d{1,5})?(;4\d(\.\d{1,5})?,4\d(\.\d{1,5})?){2}$/);
  expect(fields).toMatchObject({ adType: '1', page: '1' });
  await expect(page).toHaveURL(new RegExp(`polygon=${fields.polygon?.replace(/\./g, '\\.')}&map=true$`));
  await expect(map.locator('path.geo-map__area')).toBeVisible();

  // a reload (or a shared link) restores the area: the server renders that search
  await page.reload();
  await expect(map.locator('path.geo-map__area')).toBeVisible({ timeout: 20_000 });
  const clear = map.getByRole('button', { name: 'არეალის გასუფთავება' });
  await expect(clear).toBeVisible();

  const cleared = await searchAfter(page, () => clear.click());
  expect(cleared).not.toHaveProperty('polygon');
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?map=true$/);
  await expect(map.locator('path.geo-map__area')).toHaveCount(0);
});

test('an area is also finished by clicking its first vertex again', async ({ page }) => {
  const map = await openMap(page);
  await map.getByRole('button', { name: 'არეალის დახატვა' }).click();
  await clickOnMap(map, [
    [0.25, 0.2],
    [0.75, 0.2],
    [0.75, 0.8],
    [0.25, 0.8],
  ]);
  await expect(map.getByRole('status')).toContainText('4 წერტილი');
  const fields = await searchAfter(page, () => map.getByRole('button', { name: 'პირველი წერტილი: არეალის დასრულება' }).click());
  expect(fields.polygon?.split(';')).toHaveLength(4);
  await expect(map.locator('path.geo-map__area')).toBeVisible();
});

test('drawing by keyboard: vertices at the map centre, Enter finishes, Escape cancels', async ({ page }) => {
  const map = await openMap(page);
  await map.getByRole('button', { name: 'არეალის დახატვა' }).click();
  await map.getByRole('button', { name: 'წერტილის დამატება რუკის ცენტრში' }).click();
  await page.keyboard.press('Escape');
  await expect(map.getByRole('button', { name: 'არეალის დახატვა' })).toBeVisible();

  await map.getByRole('button', { name: 'არეალის დახატვა' }).click();
  const add = map.getByRole('button', { name: 'წერტილის დამატება რუკის ცენტრში' });
  const surface = map.locator('.leaflet-container');
  for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowDown']) {
    await add.click();
    await surface.focus();
    await page.keyboard.press(key);
    await page.keyboard.press(key);
  }
  await add.click();
  await surface.focus();
  const fields = await searchAfter(page, () => page.keyboard.press('Enter'));
  expect(fields.polygon?.split(';')).toHaveLength(4);
});

test("the listing form's pin is placed by a click on the same map and can be moved", async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/realt/profile/advertisement/create-advertisement');
  const map = page.getByRole('region', { name: 'ადგილი რუკაზე' });
  const surface = map.locator('.leaflet-container');
  await expect(surface).toBeVisible({ timeout: 20_000 });
  const pin = map.getByRole('button', { name: 'ნიშნული; გადაიტანეთ ადგილის შესაცვლელად' });
  await expect(pin).toHaveCount(0);
  // the form keeps its values in one store, saved as the draft on every change
  const pinned = () =>
    page.evaluate(() => {
      const draft: { values?: { lat?: string; lng?: string } } | null = JSON.parse(localStorage.getItem('guest-draft-listing') ?? 'null');
      return `${draft?.values?.lat ?? ''},${draft?.values?.lng ?? ''}`;
    });
  expect(await pinned()).toBe(',');

  await surface.click({ position: { x: 200, y: 150 } });
  await expect(pin).toBeVisible();
  await expect.poll(pinned).toMatch(/^41\.\d{1,5},44\.\d{1,5}$/);
  const first = await pinned();

  // another click moves it; so does the button for keyboard users (the map's centre)
  await surface.click({ position: { x: 200, y: 350 } });
  await expect.poll(pinned).not.toBe(first);
  await map.getByRole('button', { name: 'ნიშნულის დასმა რუკის ცენტრში' }).click();
  await expect(pin).toHaveCount(1);
});

test('the area tools hand the keyboard focus on as they take turns: drawing, finished, cleared, cancelled', async ({ page }) => {
  const map = await openMap(page);
  const draw = map.getByRole('button', { name: 'არეალის დახატვა' });
  await draw.press('Enter');
  await expect(map.getByRole('button', { name: 'წერტილის დამატება რუკის ცენტრში' })).toBeFocused();

  await clickOnMap(map, [
    [0.3, 0.15],
    [0.7, 0.15],
    [0.5, 0.85],
  ]);
  const finish = map.getByRole('button', { name: 'არეალის დასრულება', exact: true });
  await searchAfter(page, () => finish.press('Enter'));
  await expect(map.locator('path.geo-map__area')).toBeVisible();
  await expect(draw).toBeFocused();

  // the search without the area is the one the map opened with: its answer is at hand
  await map.getByRole('button', { name: 'არეალის გასუფთავება' }).press('Enter');
  await expect(page).toHaveURL(/\/realt\/catalog\/sell\?map=true$/);
  await expect(draw).toBeFocused();

  await draw.press('Enter');
  await map.getByRole('button', { name: 'ხატვის გაუქმება' }).press('Enter');
  await expect(draw).toBeFocused();
});
