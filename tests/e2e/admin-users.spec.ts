// Admin users (issue 7): search, role, block, delete and the personal coefficient.
import type { Page, Request } from '@playwright/test';
import { checkScreen, screenshot } from './fixtures/screenshots';
import { editAnswers, expect, holdAnswers, prefer, pressWhileBusy, requestsSettled, test } from './fixtures/test';

const isList = (request: Request) => request.method() === 'GET' && request.url().includes('/admin-api/users?');
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

async function openUsers(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/realt/admin/users');
  await expect(row(page, 'ნინო ბერიძე')).toBeVisible();
}

test.describe('role 1, an administrator', () => {
  test.beforeEach(async ({ signIn }) => signIn('admin'));

  test('lists users with formatted phones, balances, roles and coefficients', async ({ page }) => {
    await openUsers(page);
    await expect(page.getByText('სულ 47 მომხმარებელი')).toBeVisible();
    const nino = row(page, 'ნინო ბერიძე');
    await expect(nino).toContainText('+995 599 123-456');
    await expect(nino).toContainText('nino.beridze@example.ge');
    await expect(nino).toContainText('124.50 ₾');
    await expect(nino.getByLabel('როლი: ნინო ბერიძე')).toHaveValue('3');
    await expect(row(page, 'ლევან გელაშვილი')).toContainText('× 0.8');
    await expect(row(page, 'დავით მაისურაძე')).toContainText('დაბლოკილი');
    // no one blocks, deletes or demotes themselves
    await expect(row(page, 'გიორგი კაპანაძე').getByRole('button', { name: 'წაშლა' })).toBeDisabled();
    // the admin's menu has the finance area
    await expect(page.getByRole('navigation', { name: 'მართვის პანელის მენიუ' }).getByRole('link', { name: 'ტარიფები' })).toBeVisible();
    await checkScreen(page, 'admin-users');
  });

  test('at 1280 px the whole table is on screen in every language: the actions need no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, name] of [
      ['/realt/admin/users', 'ნინო ბერიძე'],
      ['/realt/en/admin/users', 'ნინო ბერიძე'],
      ['/realt/ru/admin/users', 'ნინო ბერიძე'],
    ] as const) {
      await page.goto(path);
      await expect(row(page, name)).toBeVisible();
      // what the table's scroll box hides to its right
      await expect.poll(() => page.getByRole('table').evaluate((table) => (table.parentElement ? table.parentElement.scrollWidth - table.parentElement.clientWidth : -1))).toBe(0);
    }
  });

  test('searches after a pause, with a clear button, from the first page', async ({ page }) => {
    await openUsers(page);
    // the page's number shows at once, over the first page's rows: its own answer is waited for
    const secondPage = page.waitForResponse((response) => isList(response.request()) && new URL(response.url()).searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'შემდეგი' }).click();
    await expect(page.getByText('გვერდი 2 / 3')).toBeVisible();
    await secondPage;
    await prefer(page, '**/admin-api/users?*', 'example=search');
    const searches: string[] = [];
    page.on('request', (r) => {
      if (isList(r)) searches.push(new URL(r.url()).search);
    });
    const search = page.getByRole('searchbox', { name: 'ძებნა' });
    await search.pressSequentially('ბერიძე', { delay: 40 });
    await expect(page.getByText('სულ 1 მომხმარებელი')).toBeVisible();
    // one request for the whole word, once typing paused; a new search starts on page 1
    expect(searches).toEqual([`?search=${encodeURIComponent('ბერიძე')}&page=1`]);
    await page.getByRole('button', { name: 'ძებნის გასუფთავება' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect.poll(() => searches.at(-1)).toBe('?page=1');
  });

  test('the search and the page are in the address: Back from another screen, a reload and Forward restore them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/en/admin/users');
    await expect(row(page, 'ნინო ბერიძე')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/realt\/en\/admin\/users\?page=2$/);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();

    // typing changes the entry it is typed in: no entry per pause
    await prefer(page, '**/admin-api/users?search=*', 'example=search');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Levan');
    await expect(page).toHaveURL(/\/admin\/users\?search=Levan$/);
    await expect(page.getByText('Page 2 of 3')).toBeHidden();
    await page.getByRole('navigation', { name: 'Admin panel menu' }).getByRole('link', { name: 'Listings' }).click();
    await expect(page).toHaveURL(/\/admin\/advertisements$/);

    const asked: string[] = [];
    page.on('request', (r) => void (isList(r) && asked.push(new URL(r.url()).search)));
    await page.goBack();
    await expect(search).toHaveValue('Levan');
    await expect(row(page, 'ნინო ბერიძე')).toBeVisible();
    expect(asked).toEqual(['?search=Levan&page=1']);
    await page.reload();
    await expect(search).toHaveValue('Levan');
    await expect(row(page, 'ნინო ბერიძე')).toBeVisible();
    expect(asked).toEqual(['?search=Levan&page=1', '?search=Levan&page=1']);

    // the entry before the search: the list unsearched, on its first page
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(search).toHaveValue('');
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await page.goForward();
    await expect(search).toHaveValue('Levan');
    await expect(row(page, 'ლევან გელაშვილი')).toBeHidden();
  });

  test('a link to a search and a page asks for exactly that page; a malformed page falls back to the first', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const asked: string[] = [];
    page.on('request', (r) => void (isList(r) && asked.push(new URL(r.url()).search)));
    await page.goto('/realt/en/admin/users?search=Levan&page=3');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Levan');
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await requestsSettled(page);
    expect(asked).toEqual(['?search=Levan&page=3']);

    asked.length = 0;
    await page.goto('/realt/en/admin/users?search=%20Levan%20&page=-2');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Levan');
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await requestsSettled(page);
    expect(asked).toEqual(['?search=Levan&page=1']);
  });

  test('changes a role after a confirm that names the user and the role, and the table is fetched again', async ({ page }) => {
    await openUsers(page);
    const roles: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/admin-api/users/change-role') && roles.push(r.postData() ?? '')));
    const select = row(page, 'ნინო ბერიძე').getByLabel('როლი: ნინო ბერიძე');
    // an arrow key on the closed select chooses the next role: it only asks
    await select.focus();
    await page.keyboard.press('ArrowUp');
    const confirm = page.getByRole('alertdialog', { name: 'როლის შეცვლა' });
    await expect(confirm).toContainText('მიენიჭოს მომხმარებელს „ნინო ბერიძე“ როლი „მოდერატორი“?');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(select).toHaveValue('3');
    await expect(select).toBeFocused();
    const change = page.waitForRequest((r) => r.url().endsWith('/admin-api/users/change-role'));
    const refetch = page.waitForRequest(isList);
    await select.selectOption({ label: 'მოდერატორი' });
    await confirm.getByRole('button', { name: 'შეცვლა' }).click();
    expect((await change).postDataJSON()).toEqual({ id: 17, role: 2 });
    expect(roles).toHaveLength(1);
    await expect(page.getByRole('status').filter({ hasText: 'ცვლილებები შენახულია' })).toBeVisible();
    await refetch;
  });

  test('blocks after a confirm that names the user, and restores without one', async ({ page }) => {
    await openUsers(page);
    await row(page, 'ნინო ბერიძე').getByRole('button', { name: 'დაბლოკვა' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'მომხმარებლის დაბლოკვა' });
    await expect(confirm).toContainText('„ნინო ბერიძე“');
    let change = page.waitForRequest((r) => r.url().endsWith('/admin-api/users/change-blocked'));
    await confirm.getByRole('button', { name: 'დაბლოკვა' }).click();
    expect((await change).postDataJSON()).toEqual({ id: 17, blocked: 1 });
    await expect(page.getByRole('status').filter({ hasText: 'მომხმარებელი დაიბლოკა' })).toBeVisible();

    change = page.waitForRequest((r) => r.url().endsWith('/admin-api/users/change-blocked'));
    await row(page, 'დავით მაისურაძე').getByRole('button', { name: 'აღდგენა' }).click();
    expect((await change).postDataJSON()).toEqual({ id: 25, blocked: 0 });
    await expect(page.getByRole('status').filter({ hasText: 'მომხმარებელი აღდგა' })).toBeVisible();
  });

  test('deletes after a confirm that names the user; a refusal shows the server text', async ({ page }) => {
    await openUsers(page);
    await row(page, 'ნინო ბერიძე').getByRole('button', { name: 'წაშლა' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'მომხმარებლის წაშლა' });
    await expect(confirm).toContainText('„ნინო ბერიძე“');
    await checkScreen(page, 'admin-users-delete-confirm');
    // cancelling sends nothing
    await confirm.getByRole('button', { name: 'გაუქმება' }).click();
    await expect(confirm).toBeHidden();

    await row(page, 'ნინო ბერიძე').getByRole('button', { name: 'წაშლა' }).click();
    let removal = page.waitForRequest((r) => r.method() === 'DELETE');
    await confirm.getByRole('button', { name: 'წაშლა' }).click();
    expect(new URL((await removal).url()).pathname).toBe('/admin-api/users/delete/17');
    await expect(page.getByRole('status').filter({ hasText: 'მომხმარებელი წაიშალა' })).toBeVisible();

    await prefer(page, '**/admin-api/users/delete/*', 'code=422, example=hasBalance');
    await row(page, 'ნინო ბერიძე').getByRole('button', { name: 'წაშლა' }).click();
    removal = page.waitForRequest((r) => r.method() === 'DELETE');
    const refetch = page.waitForRequest(isList);
    await confirm.getByRole('button', { name: 'წაშლა' }).click();
    await removal;
    await expect(page.getByRole('alert').filter({ hasText: 'მომხმარებლის წაშლა შეუძლებელია: საფულეში დარჩენილია თანხა.' })).toBeVisible();
    await refetch;
    await expect(row(page, 'ნინო ბერიძე')).toBeVisible();
  });

  test('a deleted user’s row hands the keyboard focus to the Delete of the row that takes its place', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/en/admin/users');
    await row(page, 'ნინო ბერიძე').getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    // the server no longer lists her once she is deleted
    await editAnswers(page, '**/admin-api/users?*', (body) => {
      body.result.data = body.result.data.filter((user: { id: number }) => user.id !== 17);
    });
    await page.getByRole('alertdialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
    await expect(row(page, 'ნინო ბერიძე')).toHaveCount(0);
    await expect(row(page, 'ლევან გელაშვილი').getByRole('button', { name: 'Delete' })).toBeFocused();
  });

  test('sets a personal coefficient through the input dialog, validated before sending', async ({ page }) => {
    await openUsers(page);
    await page.getByRole('button', { name: 'კოეფიციენტი: ლევან გელაშვილი' }).click();
    const dialog = page.getByRole('dialog', { name: 'პირადი ფასის კოეფიციენტი: ლევან გელაშვილი' });
    const field = dialog.getByRole('textbox', { name: 'კოეფიციენტი' });
    await expect(field).toHaveValue('0.8');
    await expect(field).toBeFocused();
    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/personal_price_coefficient')) sent = true;
    });
    await field.fill('abc');
    await field.press('Enter');
    await expect(dialog.getByText('შეიყვანეთ რიცხვი ციფრებით')).toBeVisible();
    await field.fill('0');
    await expect(dialog.getByText('დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა')).toBeVisible();
    expect(sent).toBe(false);
    await checkScreen(page, 'admin-coefficient-dialog');

    await prefer(page, '**/admin-api/users/personal_price_coefficient', 'code=422, example=fieldErrors');
    await field.fill('12');
    await expect(dialog.getByText('მნიშვნელობა არ უნდა აღემატებოდეს 10-ს')).toBeVisible();
    await page.unrouteAll();
    await prefer(page, '**/api/get-authenticated-user', 'example=admin');
    await field.fill('0.75');
    const saved = page.waitForRequest((r) => r.url().endsWith('/admin-api/users/personal_price_coefficient'));
    await dialog.getByRole('button', { name: 'შენახვა' }).click();
    expect((await saved).postDataJSON()).toEqual({ user_id: 23, coefficient: 0.75 });
    await expect(page.getByRole('status').filter({ hasText: 'ცვლილებები შენახულია' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the coefficient dialog’s save keeps the keyboard focus while the answer is on its way', async ({ page }) => {
    const held = await holdAnswers(page, '**/admin-api/users/personal_price_coefficient');
    await openUsers(page);
    await page.getByRole('button', { name: 'კოეფიციენტი: ლევან გელაშვილი' }).click();
    const dialog = page.getByRole('dialog', { name: 'პირადი ფასის კოეფიციენტი: ლევან გელაშვილი' });
    const field = dialog.getByRole('textbox', { name: 'კოეფიციენტი' });
    await expect(field).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0.75');
    // past cancel, to save
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const save = dialog.getByRole('button', { name: 'შენახვა' });
    await pressWhileBusy(page, save, held);
    await expect(page.getByRole('status').filter({ hasText: 'ცვლილებები შენახულია' })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(held.calls()).toBe(1);
  });

  test('the coefficient the server refuses is shown under the field, with what was typed', async ({ page }) => {
    await openUsers(page);
    await prefer(page, '**/admin-api/users/personal_price_coefficient', 'code=422, example=fieldErrors');
    await page.getByRole('button', { name: 'კოეფიციენტი: ნინო ბერიძე' }).click();
    const dialog = page.getByRole('dialog', { name: /ნინო ბერიძე/ });
    await dialog.getByRole('textbox', { name: 'კოეფიციენტი' }).fill('9.5');
    await dialog.getByRole('button', { name: 'შენახვა' }).click();
    await expect(dialog.getByText('კოეფიციენტი უნდა იყოს 0-ზე მეტი და არაუმეტეს 10-ისა')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'კოეფიციენტი' })).toHaveValue('9.5');
  });

  test('the table is usable at 375 px: it scrolls sideways with the name column kept in view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/realt/admin/users');
    const region = page.getByRole('region', { name: 'მომხმარებლების სია' });
    await expect(region).toBeVisible();
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    await region.evaluate((el) => el.scrollTo({ left: 400 }));
    const name = page.getByRole('rowheader', { name: /ნინო ბერიძე/ });
    const box = await name.boundingBox();
    expect(box?.x).toBeLessThan(40);
    // the page itself does not scroll sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-users-scrolled-375');
  });

  for (const [lang, prefix, list, menu] of [
    ['ka', '', 'მომხმარებლების სია', 'მართვის პანელის მენიუ'],
    ['en', 'en/', 'Users', 'Admin panel menu'],
    ['ru', 'ru/', 'Список пользователей', 'Меню панели управления'],
  ] as const) {
    test(`at 1024 px every column and every section is in view, in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto(`/realt/${prefix}admin/users`);
      const region = page.getByRole('region', { name: list, exact: true });
      await expect(region.getByRole('row')).not.toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      // the block and delete buttons without a sideways scroll
      expect(await region.evaluate((frame) => frame.scrollWidth - frame.clientWidth), 'the table beyond its frame (px)').toBeLessThanOrEqual(0);
      const links = page.getByRole('navigation', { name: menu }).getByRole('link');
      await expect(links).toHaveCount(7);
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
      await screenshot(page, `admin-users-1024-${lang}`);
    });
  }
});

test.describe('role 2, a moderator', () => {
  test.beforeEach(async ({ signIn }) => signIn('moderator'));

  test('sees no finance and no banners in the menu, reads the roles without changing them; a refused action shows the server text and re-fetches', async ({ page }) => {
    await openUsers(page);
    const menu = page.getByRole('navigation', { name: 'მართვის პანელის მენიუ' });
    await expect(menu.getByRole('link')).toHaveText(['მომხმარებლები', 'განცხადებები', 'პარამეტრები']);
    // a role is the administrator's to give (the server refuses a moderator)
    await expect(page.getByRole('combobox', { name: /^როლი:/ })).toHaveCount(0);
    await expect(row(page, 'ნინო ბერიძე')).toContainText('მომხმარებელი');
    await prefer(page, '**/admin-api/users/change-blocked', 'code=403');
    const refetch = page.waitForRequest(isList);
    await row(page, 'ნინო ბერიძე').getByRole('button', { name: 'დაბლოკვა' }).click();
    await page.getByRole('alertdialog', { name: 'მომხმარებლის დაბლოკვა' }).getByRole('button', { name: 'დაბლოკვა' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ამ მოქმედების შესრულების უფლება არ გაქვთ' })).toBeVisible();
    await refetch;
    // the table shows what the server has
    await expect(row(page, 'ნინო ბერიძე').getByRole('button', { name: 'დაბლოკვა' })).toBeVisible();
  });
});
