// Settings (issue 7): the districts, and the §8 district errors chosen with Prism's Prefer header.
import type { Page } from '@playwright/test';
import { checkScreen } from './fixtures/screenshots';
import { editAnswers, expect, prefer, test } from './fixtures/test';

// კრწანისი as the form sends it back unchanged: every name, its English and Russian ones too
const KRTSANISI = { id: 13, city: 'თბილისი', district: 'კრწანისი', name_alternative: 'krtsanisi', city_en: 'Tbilisi', city_ru: 'Тбилиси', district_en: 'Krtsanisi', district_ru: 'Крцаниси' };

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function openSettings(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/realt/admin/settings');
  await expect(row(page, 'კრწანისი')).toBeVisible();
}

async function deleteKrtsanisi(page: Page) {
  await row(page, 'კრწანისი').getByRole('button', { name: 'კრწანისი, თბილისი: წაშლა' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'უბნის წაშლა' });
  await expect(confirm).toContainText('„კრწანისი, თბილისი“');
  const removal = page.waitForRequest((r) => r.method() === 'DELETE');
  const refetch = page.waitForRequest((r) => r.method() === 'GET' && r.url().endsWith('/api/districts'));
  await confirm.getByRole('button', { name: 'წაშლა' }).click();
  expect(new URL((await removal).url()).pathname).toBe('/api/settings/delete-district/13');
  await refetch;
}

test.describe('role 1, an administrator', () => {
  test.beforeEach(async ({ signIn }) => signIn('admin'));

  test('lists the districts; those with listings cannot be deleted, only translated, and say why', async ({ page }) => {
    await openSettings(page);
    await expect(page.getByText('სულ 14 უბანი')).toBeVisible();
    const vake = row(page, 'ვაკე');
    await expect(vake).toContainText('38');
    const reason = 'უბანს, რომელსაც განცხადებები აქვს, ვერ წაშლით; შეგიძლიათ მხოლოდ მისი ინგლისური და რუსული სახელების შეცვლა.';
    await expect(vake.getByRole('link', { name: 'ვაკე, თბილისი: რედაქტირება' })).toHaveAccessibleDescription(reason);
    const remove = vake.getByRole('button', { name: 'ვაკე, თბილისი: წაშლა' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(reason);
    await expect(row(page, 'კრწანისი').getByRole('link', { name: 'კრწანისი, თბილისი: რედაქტირება' })).toBeVisible();
    await checkScreen(page, 'admin-settings');
  });

  test('a search says how many districts it found, of how many, as it narrows the table', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/realt/ru/admin/settings');
    await expect(page.getByText('Всего 14 районов')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Поиск района' }).fill('ваке');
    await expect(page.getByText('Найдено 1 из 14 районов')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Поиск района' }).fill('');
    await expect(page.getByText('Всего 14 районов')).toBeVisible();
  });

  test('deletes a district after a confirm that names it', async ({ page }) => {
    await openSettings(page);
    await deleteKrtsanisi(page);
    await expect(page.getByRole('status').filter({ hasText: 'უბანი წაიშალა' })).toBeVisible();
  });

  test('a deleted district’s row hands the keyboard focus on: to the row that takes its place, its Edit when it cannot be deleted', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/en/admin/settings');
    await page.getByRole('button', { name: 'Delete Krtsanisi, Tbilisi' }).focus();
    await page.keyboard.press('Enter');
    // the server no longer lists it once it is deleted
    await editAnswers(page, '**/api/districts', (body) => {
      body.result = body.result.filter((district: { id: number }) => district.id !== 13);
    });
    await page.getByRole('alertdialog', { name: 'Delete district' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Delete Krtsanisi, Tbilisi' })).toHaveCount(0);
    // Samgori has listings: its Delete is disabled, so its Edit takes the focus
    await expect(page.getByRole('link', { name: 'Edit Samgori, Tbilisi' })).toBeFocused();
  });

  test("'Cannot delete district' becomes a clear Georgian message", async ({ page }) => {
    await openSettings(page);
    await prefer(page, '**/api/settings/delete-district/*', 'code=422, example=hasListings');
    await deleteKrtsanisi(page);
    await expect(page.getByRole('alert').filter({ hasText: 'უბანს მიბმული აქვს განცხადებები, ამიტომ მისი წაშლა შეუძლებელია.' })).toBeVisible();
    await expect(page.getByText('Cannot delete district')).toHaveCount(0);
  });

  test('a 403 on delete shows the server text', async ({ page }) => {
    await openSettings(page);
    await prefer(page, '**/api/settings/delete-district/*', 'code=403, example=forbidden');
    await deleteKrtsanisi(page);
    await expect(page.getByRole('alert').filter({ hasText: 'ამ მოქმედების შესრულების უფლება არ გაქვთ' })).toBeVisible();
  });

  test('creates a district, validated before sending', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('link', { name: 'უბნის დამატება' }).click();
    await expect(page).toHaveURL(/\/realt\/admin\/create-district$/);
    await expect(page.getByRole('navigation', { name: 'მართვის პანელის მენიუ' }).getByRole('link', { name: 'პარამეტრები' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('ქალაქი', { exact: true })).toHaveValue('თბილისი');
    await page.getByRole('button', { name: 'დამატება' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'გთხოვთ, შეავსოთ ველი' })).toHaveCount(2);
    await checkScreen(page, 'admin-create-district');
    await page.getByLabel('უბანი', { exact: true }).fill('  ლისი ');
    await page.getByLabel('ალტერნატიული სახელი').fill('lisi');
    // its English name is typed, its Russian one left for later: only what was typed is sent
    const translations = page.getByRole('group', { name: 'სახელები სხვა ენებზე' });
    await translations.getByLabel('უბანი ინგლისურად').fill('Lisi');
    await expect(translations.getByLabel('უბანი ინგლისურად')).toHaveAttribute('lang', 'en');
    const added = page.waitForRequest((r) => r.url().endsWith('/api/settings/add-district'));
    await page.getByRole('button', { name: 'დამატება' }).click();
    expect((await added).postDataJSON()).toEqual({ city: 'თბილისი', district: 'ლისი', name_alternative: 'lisi', district_en: 'Lisi' });
    await expect(page).toHaveURL(/\/realt\/admin\/settings$/);
    await expect(page.getByRole('status').filter({ hasText: 'ცვლილებები შენახულია' })).toBeVisible();
  });

  test('a half-filled district asks before the side menu or Back to districts leaves it; Cancel keeps what was typed', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/en/admin/create-district');
    const district = page.getByLabel('District', { exact: true });
    await district.fill('Lisi');
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await page.getByRole('navigation', { name: 'Admin panel menu' }).getByRole('link', { name: 'Users' }).click();
    await expect(ask).toContainText('What you have entered in this form will be lost.');
    await expect(page).toHaveURL(/\/realt\/en\/admin\/create-district$/);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(district).toHaveValue('Lisi');
    await expect(page).toHaveURL(/create-district$/);

    // by the keyboard too; leaving goes where the link leads
    await page.getByRole('link', { name: 'Back to districts' }).focus();
    await page.keyboard.press('Enter');
    await ask.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/realt\/en\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('an unchanged district form, or one changed back, leaves without a question', async ({ page }) => {
    await page.goto('/realt/admin/edit-district/13/X/Y/krtsanisi');
    const russian = page.getByLabel('უბანი რუსულად');
    await expect(russian).toHaveValue('Крцаниси');
    await russian.fill('Крцаниси-2');
    await russian.fill('Крцаниси');
    await page.getByRole('link', { name: 'უბნების სიაში დაბრუნება' }).click();
    await expect(page).toHaveURL(/\/realt\/admin\/settings$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a changed district asks in Georgian and Russian too; Leave follows the side menu', async ({ page }) => {
    await page.goto('/realt/admin/edit-district/13/X/Y/krtsanisi');
    await page.getByLabel('უბანი ინგლისურად').fill('Krtsanisi-Ortachala');
    await page.getByRole('navigation', { name: 'მართვის პანელის მენიუ' }).getByRole('link', { name: 'ბანერები' }).click();
    const ask = page.getByRole('alertdialog', { name: 'გასვლა შენახვის გარეშე?' });
    await expect(ask).toContainText('ფორმაში შეყვანილი მონაცემები დაიკარგება.');
    await ask.getByRole('button', { name: 'გასვლა' }).click();
    await expect(page).toHaveURL(/\/realt\/admin\/banners$/);

    await page.goto('/realt/ru/admin/create-district');
    await page.getByLabel('Район', { exact: true }).fill('Лиси');
    await page.getByRole('link', { name: 'К списку районов' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Уйти без сохранения?' })).toContainText('Введённые в форму данные будут потеряны.');
  });

  test('closing the tab or reloading with a half-filled district gets the browser’s question', async ({ page }) => {
    await page.goto('/realt/admin/create-district');
    await page.getByLabel('უბანი', { exact: true }).click();
    await page.keyboard.type('ლისი');
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
  });

  test('an unchanged district form closes without the browser’s question', async ({ page }) => {
    await page.goto('/realt/admin/create-district');
    await expect(page.getByLabel('ქალაქი', { exact: true })).toHaveValue('თბილისი');
    await page.getByLabel('უბანი', { exact: true }).click();
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.type());
      void dialog.dismiss();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(questions).toEqual([]);
  });

  test('a 403 on add says a district with this name already exists, and keeps what was typed', async ({ page }) => {
    await page.goto('/realt/admin/create-district');
    await prefer(page, '**/api/settings/add-district', 'code=403, example=alreadyExists');
    await page.getByLabel('უბანი', { exact: true }).fill('ვაკე');
    await page.getByLabel('ალტერნატიული სახელი').fill('vake');
    await page.getByRole('button', { name: 'დამატება' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ამ სახელით უბანი უკვე არსებობს' })).toBeVisible();
    await expect(page.getByLabel('უბანი', { exact: true })).toHaveValue('ვაკე');
    await expect(page.getByLabel('უბანი', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/create-district$/);
  });

  test('a 403 for the role on add says the role may not do this, not that the name is taken', async ({ page }) => {
    await page.goto('/realt/en/admin/create-district');
    await prefer(page, '**/api/settings/add-district', 'code=403, example=forbidden');
    await page.getByLabel('District', { exact: true }).fill('Lisi');
    await page.getByLabel('Alternative name').fill('lisi');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your role does not allow this. Ask an administrator if you need it.' })).toBeVisible();
    await expect(page.getByText(/already exists/)).toHaveCount(0);
    await expect(page.getByLabel('District', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('District', { exact: true })).toHaveValue('Lisi');
  });

  test('edits a district without listings from its route', async ({ page }) => {
    await openSettings(page);
    await row(page, 'კრწანისი').getByRole('link', { name: 'კრწანისი, თბილისი: რედაქტირება' }).click();
    await expect(page).toHaveURL(/\/realt\/admin\/edit-district\/13\/.+\/.+\/krtsanisi$/);
    await expect(page.getByLabel('უბანი', { exact: true })).toHaveValue('კრწანისი');
    await expect(page.getByLabel('ქალაქი', { exact: true })).toHaveValue('თბილისი');
    await checkScreen(page, 'admin-edit-district');
    await expect(page.getByLabel('უბანი რუსულად')).toHaveValue('Крцаниси');
    await page.getByLabel('ალტერნატიული სახელი').fill('Krtsanisi');
    // an emptied translation is sent empty: the server removes it
    await page.getByLabel('უბანი რუსულად').fill('');
    const edited = page.waitForRequest((r) => r.url().endsWith('/api/settings/edit-district'));
    await page.getByRole('button', { name: 'შენახვა' }).click();
    expect((await edited).postDataJSON()).toEqual({ ...KRTSANISI, name_alternative: 'Krtsanisi', district_ru: '' });
    await expect(page).toHaveURL(/\/realt\/admin\/settings$/);
  });

  test('the server refusing to edit a district with listings is explained in Georgian', async ({ page }) => {
    await page.goto('/realt/admin/edit-district/13/%E1%83%97%E1%83%91%E1%83%98%E1%83%9A%E1%83%98%E1%83%A1%E1%83%98/%E1%83%99%E1%83%A0%E1%83%AC%E1%83%90%E1%83%9C%E1%83%98%E1%83%A1%E1%83%98/krtsanisi');
    await prefer(page, '**/api/settings/edit-district', 'code=422, example=hasListings');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'განცხადებებიანი უბნის რედაქტირება დაუშვებელია.' })).toBeVisible();
    await expect(page.getByText('Cannot edit district')).toHaveCount(0);
  });

  test("edit-district takes the names from the server's list, not from the link", async ({ page }) => {
    // a stale or crafted link: the id of კრწანისი with other names
    await page.goto('/realt/admin/edit-district/13/X/%E1%83%95%E1%83%90%E1%83%99%E1%83%94/vake');
    await expect(page.getByLabel('უბანი', { exact: true })).toHaveValue('კრწანისი');
    await expect(page.getByLabel('ქალაქი', { exact: true })).toHaveValue('თბილისი');
    await expect(page.getByLabel('ალტერნატიული სახელი')).toHaveValue('krtsanisi');
    const edited = page.waitForRequest((r) => r.url().endsWith('/api/settings/edit-district'));
    await page.getByRole('button', { name: 'შენახვა' }).click();
    expect((await edited).postDataJSON()).toEqual(KRTSANISI);
  });

  test('edit-district of an unknown id says the district is not found, with the way back', async ({ page }) => {
    await page.goto('/realt/admin/edit-district/999/X/Y/z');
    await expect(page.getByRole('heading', { name: 'უბანი ვერ მოიძებნა' })).toBeVisible();
    await expect(page.getByLabel('უბანი', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'უბნების სიაში დაბრუნება' }).click();
    await expect(page).toHaveURL(/\/realt\/admin\/settings$/);
  });

  test('a district with listings keeps its Georgian names, with the reason, and takes new English and Russian ones', async ({ page }) => {
    await page.goto('/realt/admin/edit-district/1/%E1%83%97%E1%83%91%E1%83%98%E1%83%9A%E1%83%98%E1%83%A1%E1%83%98/%E1%83%95%E1%83%90%E1%83%99%E1%83%94/vake');
    await expect(
      page.getByRole('alert').filter({ hasText: 'უბანს აქვს 38 განცხადება: მისი ქართული და ალტერნატიული სახელები არ იცვლება, ინგლისური და რუსული სახელები კი შეგიძლიათ შეცვალოთ.' }),
    ).toBeVisible();
    await expect(page.getByLabel('უბანი', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('ალტერნატიული სახელი')).toBeDisabled();
    await page.getByLabel('უბანი ინგლისურად').fill('Vake-Bagebi');
    const edited = page.waitForRequest((r) => r.url().endsWith('/api/settings/edit-district'));
    await page.getByRole('button', { name: 'შენახვა' }).click();
    expect((await edited).postDataJSON()).toEqual({
      id: 1,
      city: 'თბილისი',
      district: 'ვაკე',
      name_alternative: 'vake',
      city_en: 'Tbilisi',
      city_ru: 'Тбилиси',
      district_en: 'Vake-Bagebi',
      district_ru: 'Ваке',
    });
    await expect(page).toHaveURL(/\/realt\/admin\/settings$/);
  });
});

test.describe('role 2, a moderator', () => {
  test.beforeEach(async ({ signIn }) => signIn('moderator'));

  test('works in the settings too (the settings marker lets roles 1 and 2 in)', async ({ page }) => {
    await openSettings(page);
    await deleteKrtsanisi(page);
    await expect(page.getByRole('status').filter({ hasText: 'უბანი წაიშალა' })).toBeVisible();
  });
});
