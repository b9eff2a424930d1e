// Banners (issue 7): the main-page carousel's banners, reordered, removed and added.
import type { Page } from '@playwright/test';
import { checkScreen } from './fixtures/screenshots';
import { editAnswers, expect, test } from './fixtures/test';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600"><rect width="1920" height="600" fill="#0b6e62"/></svg>');
// the first bytes of a PNG: the form checks them, not only the name and type
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64)]);

async function openBanners(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/realt/admin/banners');
  await expect(page.getByRole('list', { name: 'ბანერები კარუსელის რიგით' }).getByRole('listitem')).toHaveCount(3);
}

test.describe('role 1, an administrator (banners are theirs alone)', () => {
  test.beforeEach(async ({ signIn }) => signIn('admin'));

  test('lists the banners in order with their previews', async ({ page }) => {
    await openBanners(page);
    const items = page.getByRole('list', { name: 'ბანერები კარუსელის რიგით' }).getByRole('listitem');
    await expect(items.first()).toContainText('ახალი აშენებული ბინები ვაკესა და საბურთალოზე');
    await expect(items.nth(1)).toContainText('ბმულის გარეშე');
    await expect(items.first().getByRole('button', { name: /ზემოთ აწევა/ })).toBeDisabled();
    await checkScreen(page, 'admin-banners');
  });

  test('shows each caption in the page’s language, and the Georgian one, marked as such, where none was entered', async ({ page }) => {
    // the second banner has no Russian caption yet
    await editAnswers(page, '**/admin-api/banners', (body) => {
      body.result[1].title_ru = '';
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/ru/admin/banners');
    const items = page.getByRole('list', { name: 'Баннеры в порядке показа в карусели' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Квартиры в новостройках Ваке и Сабуртало');
    await expect(items.first()).not.toContainText('ახალი აშენებული ბინები');
    await expect(items.first().getByText('Квартиры в новостройках Ваке и Сабуртало')).not.toHaveAttribute('lang');
    await expect(items.nth(1).getByText('გაყიდეთ ბინა სწრაფად VIP განცხადებით')).toHaveAttribute('lang', 'ka');
    await expect(items.nth(2).getByRole('button', { name: 'Удалить: Квартиры в аренду во всех районах Тбилиси' })).toBeVisible();
    await items.nth(2).getByRole('button', { name: /Удалить/ }).click();
    await expect(page.getByRole('alertdialog', { name: 'Удаление баннера' })).toContainText('«Квартиры в аренду во всех районах Тбилиси»');
  });

  test('moves a banner up with the keyboard; the focus stays on it', async ({ page }) => {
    await openBanners(page);
    const up = page.getByRole('button', { name: 'ზემოთ აწევა: გაყიდეთ ბინა სწრაფად VIP განცხადებით' });
    await up.focus();
    const order = page.waitForRequest((r) => r.url().endsWith('/admin-api/banners/order'));
    await page.keyboard.press('Enter');
    expect((await order).postDataJSON()).toEqual({ ids: [2, 1, 3] });
    const items = page.getByRole('list', { name: 'ბანერები კარუსელის რიგით' }).getByRole('listitem');
    await expect(items.first()).toContainText('გაყიდეთ ბინა სწრაფად VIP განცხადებით');
    await expect(page.getByRole('status').filter({ hasText: 'რიგი შეიცვალა' })).toBeVisible();
    // now first, it cannot go further up: the keyboard stays on its other arrow
    await expect(page.getByRole('button', { name: 'ქვემოთ ჩამოწევა: გაყიდეთ ბინა სწრაფად VIP განცხადებით' })).toBeFocused();
  });

  test('removes a banner after a confirm that names it', async ({ page }) => {
    await openBanners(page);
    await page.getByRole('button', { name: 'წაშლა: ქირავდება ბინები თბილისის ყველა უბანში' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'ბანერის წაშლა' });
    await expect(confirm).toContainText('„ქირავდება ბინები თბილისის ყველა უბანში“');
    const removal = page.waitForRequest((r) => r.method() === 'DELETE');
    await confirm.getByRole('button', { name: 'წაშლა' }).click();
    expect(new URL((await removal).url()).pathname).toBe('/admin-api/banners/3');
    await expect(page.getByRole('status').filter({ hasText: 'ბანერი წაიშალა' })).toBeVisible();
  });

  test('a deleted banner hands the keyboard focus to the Delete of the one before it when it was last, then to the heading', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/en/admin/banners');
    const list = page.getByRole('list', { name: 'Banners in carousel order' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    // the server no longer lists what was deleted
    const deleted: number[] = [];
    await editAnswers(page, '**/admin-api/banners', (body) => {
      body.result = body.result.filter((banner: { id: number }) => !deleted.includes(banner.id));
    });
    const confirm = page.getByRole('alertdialog', { name: 'Delete banner' });
    const remove = async (id: number, title: string) => {
      await page.getByRole('button', { name: `Delete: ${title}` }).focus();
      await page.keyboard.press('Enter');
      deleted.push(id);
      await confirm.getByRole('button', { name: 'Delete' }).click();
    };

    await remove(3, 'Flats for rent in every district of Tbilisi');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Delete: Sell your flat fast with a VIP listing' })).toBeFocused();

    deleted.push(1);
    await remove(2, 'Sell your flat fast with a VIP listing');
    await expect(page.getByText('No banners yet.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeFocused();
  });

  test('a half-filled banner asks before the menu leaves it; Cancel keeps what was typed', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/en/admin/banners');
    const form = page.getByRole('region', { name: 'New banner' });
    await form.getByLabel('Title', { exact: true }).fill('Winter sale');
    await page.getByRole('navigation', { name: 'Admin panel menu' }).getByRole('link', { name: 'Users' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/banners$/);
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Winter sale');
    // emptied again, it leaves without a question
    await form.getByLabel('Title', { exact: true }).fill('');
    await page.getByRole('navigation', { name: 'Admin panel menu' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(ask).toHaveCount(0);
  });

  test('checks the image before sending, then uploads it with its title and link', async ({ page }) => {
    await openBanners(page);
    let sent = false;
    // the lari rate is read by a POST too: only the banner's own counts
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/admin-api/banners')) sent = true;
    });
    const form = page.getByRole('region', { name: 'ახალი ბანერი' });
    await form.getByRole('button', { name: 'დამატება' }).click();
    await expect(form.getByRole('alert')).toHaveText(['გთხოვთ, შეავსოთ ველი', 'გთხოვთ, შეავსოთ ველი']);
    await form.getByLabel('სურათი').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await form.getByRole('button', { name: 'დამატება' }).click();
    await expect(form.getByText('აირჩიეთ სურათის ფაილი')).toBeVisible();
    await form.getByLabel('სურათი').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(form.getByText('სურათის ზომა არ უნდა აღემატებოდეს 10 მბ-ს')).toBeVisible();
    await form.getByLabel('ბმული').fill('realt.ge');
    await expect(form.getByText('შეიყვანეთ სწორი ბმული (https://…)')).toBeVisible();
    expect(sent).toBe(false);
    await checkScreen(page, 'admin-banners-invalid');

    await form.getByLabel('სურათი').setInputFiles({ name: 'winter.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await form.getByRole('button', { name: 'დამატება' }).click();
    await expect(form.getByText('აირჩიეთ სურათის ფაილი')).toBeVisible();
    await expect(form.getByLabel('სურათი')).toBeFocused();
    expect(sent).toBe(false);
    await form.getByLabel('სურათი').setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('სათაური', { exact: true }).fill('ზამთრის ფასდაკლება VIP განცხადებებზე');
    // the Russian caption is left for later: only the English one is sent beside the Georgian
    await form.getByLabel('სათაური ინგლისურად').fill('Winter discount on VIP listings');
    await form.getByLabel('ბმული').fill('https://realt.ge/realt/catalog/sell');
    const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/admin-api/banners'));
    await form.getByRole('button', { name: 'დამატება' }).click();
    const body = (await upload).postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toContain('name="image"; filename="winter.png"');
    expect(body).toContain('name="title"\r\n\r\nზამთრის ფასდაკლება VIP განცხადებებზე');
    expect(body).toContain('name="title_en"\r\n\r\nWinter discount on VIP listings');
    expect(body).not.toContain('name="title_ru"');
    expect(body).toContain('name="link"\r\n\r\nhttps://realt.ge/realt/catalog/sell');
    await expect(page.getByRole('status').filter({ hasText: 'ბანერი დაემატა' })).toBeVisible();
    await expect(form.getByLabel('სათაური', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('სათაური ინგლისურად')).toHaveValue('');
  });
});
