// Helpers shared by the advertisement-*.spec.ts journeys (the listing form of issue 6).
import { expect, type Locator, type Page } from '@playwright/test';

export const CREATE_URL = '/realt/profile/advertisement/create-advertisement';

// a 1×1 transparent PNG: a real image, a few bytes, no network
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

export const nextButton = (page: Page) => page.getByRole('button', { name: 'შემდეგი' });

/** The step heading (h2) of the step on screen. */
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Picks `option` in the shared Select labelled `label` (a combobox with a listbox). */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const trigger = scope.getByRole('combobox', { name: label });
  // the Select closes when the page scrolls (§4), so the list must open where it is seen whole
  await bringIntoView(trigger, 0.5);
  await trigger.click();
  await settled(page.getByRole('listbox', { name: label }));
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Scrolls the page so the element's top is at `at` of the viewport height, and waits for the
 * scroll event to pass: a Select opened before it arrives would close on it (§4).
 */
export async function bringIntoView(locator: Locator, at: number): Promise<void> {
  await locator.evaluate(async (element, share) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - window.innerHeight * share));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, at);
}

/** Waits until the element's opening animation has finished (a moving option is clicked wrongly). */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await locator.evaluate((element) => Promise.all((element.parentElement?.getAnimations() ?? []).map((animation) => animation.finished)));
}

/** Step 1 for a listing in Saburtalo. */
export async function fillLocation(page: Page, deal: 'იყიდება' | 'ქირავდება'): Promise<void> {
  await page.getByRole('radio', { name: deal }).check();
  const district = page.getByRole('combobox', { name: 'უბანი' });
  await bringIntoView(district, 0.3);
  await district.click();
  const list = page.getByRole('listbox', { name: 'უბანი' });
  await settled(list);
  await page.getByRole('searchbox', { name: 'ძებნა' }).fill('საბურ');
  // the search narrows the list after a pause: an option clicked before it may move under the click
  await expect(list.getByRole('option')).toHaveText(['საბურთალო, თბილისი']);
  await list.getByRole('option', { name: 'საბურთალო, თბილისი' }).click();
  await page.getByLabel('ქუჩა').fill('ვაჟა-ფშაველას გამზირი');
  await page.getByLabel('სახლის ნომერი').fill('45ბ');
}

/** Step 4: a main photo and two gallery photos, uploaded. */
export async function addPhotos(page: Page): Promise<void> {
  await page.getByLabel('მთავარი ფოტოს ატვირთვა').setInputFiles(png('main.png'));
  await expect(page.getByRole('img', { name: 'მთავარი ფოტო' })).toBeVisible();
  await page.getByLabel('ფოტოების დამატება').setInputFiles([png('kitchen.png'), png('bedroom.png')]);
  await expect(page.getByRole('img', { name: /^ფოტო \d$/ })).toHaveCount(2);
  await expect(page.getByText(/^იტვირთება/)).toHaveCount(0);
}

/** The step-5 texts of a listing. */
export async function fillDescription(page: Page, title: string, price: string): Promise<void> {
  await page.getByLabel('სათაური').fill(title);
  await page.getByLabel('აღწერა', { exact: true }).fill('ნათელი ბინა ახალ კორპუსში, მეტროსთან ახლოს.');
  await page.getByLabel('ფასი', { exact: true }).fill(price);
}

/** The two-level property kind: a main kind and, for commercial and land, its sub-categories. */
export async function chooseKind(page: Page, kind: string, subs: string[] = []): Promise<void> {
  const trigger = page.getByRole('combobox', { name: 'ქონების ტიპი' });
  // the panel is up to 480 px tall: it opens near the top so that it fits below the trigger
  await bringIntoView(trigger, 0.15);
  await trigger.click();
  const panel = page.getByRole('dialog', { name: 'ქონების ტიპი' });
  await settled(panel);
  await panel.getByRole('radio', { name: kind }).click();
  if (subs.length > 0) {
    // the sub-categories are below the kinds: the panel is scrolled down, as a user's wheel would
    await panel.evaluate((element) => element.querySelector('.two-level')?.scrollTo(0, 1000));
  }
  for (const sub of subs) await panel.getByRole('checkbox', { name: sub }).check();
  await panel.getByRole('button', { name: 'დადასტურება' }).click();
}

/** Seeds the create form's draft before the page loads (as if the user had filled it earlier). */
export async function seedDraft(page: Page, draft: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('draft-seeded')) {
      sessionStorage.setItem('draft-seeded', '1');
      localStorage.setItem('guest-draft-listing', JSON.stringify(value));
    }
  }, draft);
}

/** A complete flat for sale, ready for step 6 (photos already on the server). */
export const READY_FLAT = {
  step: 6,
  values: {
    adType: '1',
    flatObjects: '1',
    district_id: '2',
    address: 'ვაჟა-ფშაველას გამზირი',
    address_house_number: '45ბ',
    flat_square: '92',
    title: '3-ოთახიანი ბინა საბურთალოზე',
    flat_description: 'ნათელი ბინა ახალ კორპუსში.',
    flat_cost: '165000',
    features: [],
    proximity: [],
    photos: [
      { key: 'm', image: '/realt/demo/flat-1.svg', description: 15, main: true },
      { key: 'a', image: '/realt/demo/flat-2.svg', description: 2, main: false },
      { key: 'b', image: '/realt/demo/flat-3.svg', description: 7, main: false },
    ],
  },
  basket: { days: { vip: '10' }, telegram: false },
  withBalance: 1,
};
