import { expect, test } from './fixtures/test';

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
    await page.screenshot({ path: 'tests/e2e/screenshots/header-main-menu-375.png' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'მენიუ' }).click();
    await menu.getByRole('link', { name: 'ქირავდება' }).click();
    await expect(page).toHaveURL(/\/realt\/catalog\/rent$/);
    await expect(menu).toBeHidden();
  });

  test('the profile menu shows the wallet, unread messages and no admin link for role 3', async ({ page, signIn }) => {
    await signIn('user');
    await page.goto('/realt/');
    await page.getByRole('button', { name: /პროფილის მენიუ/ }).click();
    const menu = page.getByRole('navigation', { name: 'პროფილის მენიუ' });
    await expect(menu.getByRole('link', { name: /საფულე/ })).toContainText('124.50 ₾');
    await expect(menu.getByRole('link', { name: /შეტყობინებები/ })).toContainText('2');
    await expect(menu.getByRole('link', { name: 'ჩემი განცხადებები' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'ადმინისტრირება' })).toHaveCount(0);
    await page.screenshot({ path: 'tests/e2e/screenshots/header-profile-menu-375.png' });
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

// the full bar from md (1024 px, §9) up; its chips show only icons below lg and, for staff, below xl
for (const width of [1024, 1440, 1920]) {
  test(`a signed-in moderator's header fits a ${width} px window`, async ({ page, signIn }) => {
    await signIn('moderator');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/realt/admin/users');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ადმინისტრირება' })).toBeVisible();
    await expect(header.getByRole('link', { name: /განცხადების დამატება/ })).toBeInViewport();
    await expect(header.getByRole('button', { name: 'გასვლა' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('below md a signed-in moderator gets the mobile menus without overflow', async ({ page, signIn }) => {
  await signIn('moderator');
  await page.setViewportSize({ width: 1023, height: 800 });
  await page.goto('/realt/admin/users');
  await expect(page.getByRole('button', { name: /პროფილის მენიუ/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1023);
});
