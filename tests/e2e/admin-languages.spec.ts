// The console in English and Russian: its language can be switched at every width it opens at
// (the desktop console's window is at least 960 px wide, below md the phone menus offer it).
import { expect, test } from './fixtures/test';

// from lg the header shows the languages; below it an admin's bar has no room and its menu offers them
for (const [width, where] of [
  [1024, 'menu'],
  [1280, 'menu'],
  [1440, 'header'],
  [1600, 'header'],
] as const) {
  test(`a moderator switches the console to Russian at ${width} px, from the ${where}`, async ({ page, signIn }) => {
    await signIn('moderator');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/realt/en/admin/users');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Administration' })).toBeVisible();
    if (where === 'menu') {
      await header.getByRole('button', { name: 'Menu' }).click();
      await header.getByRole('navigation', { name: 'Language, menu' }).getByRole('link', { name: 'Русский' }).click();
    } else {
      await header.getByRole('navigation', { name: 'Language', exact: true }).getByRole('link', { name: 'RU, Русский' }).click();
    }
    await expect(page).toHaveURL(/\/realt\/ru\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Выйти' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the districts table names them in the page’s language, in Georgian (marked) where no one has translated them', async ({ page, signIn }) => {
  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/realt/ru/admin/settings');
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Ваке', exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /Ваке/ }).getByRole('cell', { name: 'Тбилиси', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'ვაკე' })).toHaveCount(0);
  // the contract's Lisi has no Russian name yet
  await expect(table.getByRole('rowheader', { name: 'ლისი' })).toHaveAttribute('lang', 'ka');
  await expect(table.getByRole('rowheader', { name: 'Ваке', exact: true })).not.toHaveAttribute('lang');
  // the search finds a district by the name the table shows
  await page.getByRole('searchbox').fill('Сабуртало');
  await expect(table.getByRole('rowheader')).toHaveText(['Сабуртало']);
});
