import type { Page } from '@playwright/test';
import { formFields } from './fixtures/multipart';
import { screenshot } from './fixtures/screenshots';
import { expect, hydrated, test } from './fixtures/test';

/** The requests that count saved searches' new listings: the list, and catalogue searches for new listings. */
function countingCalls(page: Page) {
  const calls = { lists: 0, catalogue: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname === '/client-api/saved-searches') calls.lists += 1;
    if (pathname === '/api/catalog-announcements' && formFields(request).created_after !== undefined) calls.catalogue += 1;
  });
  return calls;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the main menu has sale, rent and the two external sites in a new tab', async ({ page }) => {
    await page.goto('/realt/');
    await page.getByRole('button', { name: 'მენიუ' }).click();
    const menu = page.getByRole('navigation', { name: 'მენიუ' });
    await expect(menu.getByRole('link', { name: 'იყიდება' })).toBeVisible();
    for (const [name, href] of [
      ['ენციკლოპედია', 'https://ka.wikipedia.org'],
      ['სიახლეები', 'https://www.interpressnews.ge/ka'],
    ] as const) {
      const link = menu.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await screenshot(page, 'header-main-menu-375', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'მენიუ' }).click();
    await menu.getByRole('link', { name: 'ქირავდება' }).click();
    await expect(page).toHaveURL(/\/realt\/catalog\/rent$/);
    await expect(menu).toBeHidden();
  });

  test('at 320 px the main menu closes when the keyboard’s focus goes on past its last item', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/realt/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'მენიუ' });
    await button.focus();
    await page.keyboard.press('Enter');
    // exact: the language switch inside it is a menu's navigation too
    const menu = page.getByRole('navigation', { name: 'მენიუ', exact: true });
    const links = menu.getByRole('link');
    await expect(links.first()).toBeVisible();
    // through every item it stays open
    for (let step = await links.count(); step > 0; step -= 1) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await expect(menu).toBeVisible();
    // one more: the focus leaves it for the page, which the menu no longer covers
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(':focus')).toBeInViewport();
  });

  test('the profile menu shows the wallet, unread messages, the saved listings and no admin link for role 3', async ({ page, signIn }) => {
    await signIn('user');
    await page.goto('/realt/');
    await page.getByRole('button', { name: /პროფილის მენიუ/ }).click();
    const menu = page.getByRole('navigation', { name: 'პროფილის მენიუ' });
    await expect(menu.getByRole('link', { name: /საფულე/ })).toContainText('124.50 ₾');
    await expect(menu.getByRole('link', { name: /შეტყობინებები/ })).toContainText('2');
    await expect(menu.getByRole('link', { name: 'ჩემი განცხადებები' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'შენახული განცხადებები' })).toHaveAttribute('href', '/realt/profile/apartments/saved-apartments');
    await expect(menu.getByRole('link', { name: 'ადმინისტრირება' })).toHaveCount(0);
    await screenshot(page, 'header-profile-menu-375', { fullPage: false });
    await menu.getByRole('button', { name: 'გასვლა' }).click();
    await expect(page.getByRole('link', { name: 'შესვლა' })).toBeVisible();
  });

  test('an admin sees the admin link in the profile menu', async ({ page, signIn }) => {
    await signIn('admin');
    await page.goto('/realt/');
    await page.getByRole('button', { name: /პროფილის მენიუ/ }).click();
    await expect(page.getByRole('navigation', { name: 'პროფილის მენიუ' }).getByRole('link', { name: 'ადმინისტრირება' })).toBeVisible();
  });
});

test('on a desktop the header shows balance, unread count and the name cut to 12 characters', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/realt/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /საფულე/ })).toContainText('124.50 ₾');
  await expect(header.getByRole('link', { name: /შეტყობინებები/ })).toContainText('2');
  await expect(header.getByRole('link', { name: 'ნინო' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'ადმინისტრირება' })).toHaveCount(0);
});

// the full bar from md (1024 px, §9) up; its chips show only icons below lg and, for staff, below
// xl; the external links stay in the footer below xl for anyone signed in
for (const role of ['user', 'moderator'] as const) {
  for (const width of [1024, 1440, 1600, 1920]) {
    test(`a signed-in ${role}'s header fits a ${width} px window`, async ({ page, signIn }) => {
      await signIn(role);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(role === 'user' ? '/realt/profile/my-wallet' : '/realt/admin/users');
      const header = page.getByRole('banner');
      if (role === 'moderator') await expect(header.getByRole('link', { name: 'ადმინისტრირება' })).toBeVisible();
      // the bar at its widest: the saved searches' count has come, once the page has settled (on a
      // loaded 2-core machine that took more than the 15 s a test waits to see its data)
      await expect(header.getByRole('link', { name: /შენახული ძიებები/ })).toContainText(/\d/, { timeout: 30_000 });
      await expect(header.getByRole('link', { name: /განცხადების დამატება/ })).toBeInViewport();
      await expect(header.getByRole('button', { name: 'გასვლა' })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // the external links come back where there is room for them
      await expect(header.getByRole('link', { name: /ენციკლოპედია/ })).toHaveCount(width >= 1920 ? 1 : 0);
    });
  }
}

test('below md a signed-in moderator gets the mobile menus without overflow', async ({ page, signIn }) => {
  await signIn('moderator');
  await page.setViewportSize({ width: 1023, height: 800 });
  await page.goto('/realt/admin/users');
  await expect(page.getByRole('button', { name: /პროფილის მენიუ/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1023);
});

test("a signed-in visitor's pages ask for the saved searches once, and the badge adds up their new_count", async ({ page, signIn }) => {
  await signIn('user');
  const calls = countingCalls(page);
  await page.goto('/realt/');
  const header = page.getByRole('banner');
  // the mock's searches have 12, 0 and 5 new listings
  await expect(header.getByRole('link', { name: /შენახული ძიებები.*17 ახალი განცხადება/ })).toBeVisible();
  // the next pages read the same list: it is asked again only after minutes
  await header.getByRole('link', { name: /საფულე/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი საფულე' })).toBeVisible();
  await header.getByRole('link', { name: /შენახული ძიებები/ }).click();
  await expect(page.getByRole('link', { name: 'ვაკე, 2 საძინებელი' })).toBeVisible();
  await expect(header.getByRole('link', { name: /17 ახალი განცხადება/ })).toBeVisible();
  expect(calls).toEqual({ lists: 1, catalogue: 0 });
});

test('the desktop console asks nothing for the saved searches', async ({ page, signIn }) => {
  await signIn('moderator');
  // a stand-in for what desktop/preload.ts exposes
  await page.addInitScript(() => {
    Object.assign(window, { realtDesktop: { isDesktop: true, setModerationCount: () => {}, setLanguage: () => {} } });
  });
  const calls = countingCalls(page);
  await page.goto('/realt/admin/advertisements');
  await expect(page.getByRole('heading', { level: 1, name: 'განცხადებები' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: /საფულე/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი საფულე' })).toBeVisible();
  // the chip still leads to the list, with no count on it
  await expect(page.getByRole('banner').getByRole('link', { name: 'შენახული ძიებები', exact: true })).toBeVisible();
  expect(calls).toEqual({ lists: 0, catalogue: 0 });
});

test('the header’s language links are named by the code they show and the language’s name', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/realt/en/catalog/sell');
  const languages = page.getByRole('banner').getByRole('navigation', { name: 'Language' });
  for (const name of ['ქა, ქართული', 'EN, English', 'RU, Русский']) await expect(languages.getByRole('link', { name, exact: true })).toBeVisible();
});
