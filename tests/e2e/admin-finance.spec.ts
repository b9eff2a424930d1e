// Finance (issue 7, role 1 only): tariffs, the debits-and-deposits ledger and money transfers.
import type { Page } from '@playwright/test';
import { checkScreen } from './fixtures/screenshots';
import { expect, prefer, requestsSettled, test } from './fixtures/test';

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

test.describe('role 1, an administrator', () => {
  test.beforeEach(async ({ signIn, page }) => {
    await signIn('admin');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('edits a tariff price and its day range, validated before sending', async ({ page }) => {
    await page.goto('/realt/admin/finance/tariffs');
    const vip = row(page, '^VIP$');
    await expect(vip).toContainText('6.00 ₾');
    await checkScreen(page, 'admin-tariffs');
    await vip.getByRole('button', { name: 'VIP: რედაქტირება' }).click();
    const dialog = page.getByRole('dialog', { name: 'ტარიფი: VIP' });
    await dialog.getByLabel('ფასი დღეში (₾)').fill('-1');
    await dialog.getByLabel('მინიმუმ დღე').fill('5');
    await dialog.getByLabel('მაქსიმუმ დღე').fill('3');
    await dialog.getByRole('button', { name: 'შენახვა' }).click();
    await expect(dialog.getByText('ფასი არ შეიძლება იყოს უარყოფითი')).toBeVisible();
    await expect(dialog.getByText('მაქსიმუმი არ უნდა იყოს მინიმუმზე ნაკლები')).toBeVisible();
    await checkScreen(page, 'admin-tariff-dialog');

    // 6.125: a thousand times 6.125, or thousandths? neither is saved
    await dialog.getByLabel('ფასი დღეში (₾)').fill('6.125');
    await dialog.getByRole('button', { name: 'შენახვა' }).click();
    await expect(dialog.getByLabel('ფასი დღეში (₾)')).toHaveAccessibleDescription(/ათასები ჰარით გამოყავით \(1 000\)/);

    await dialog.getByLabel('ფასი დღეში (₾)').fill('7.5');
    await dialog.getByLabel('მინიმუმ დღე').fill('1');
    await dialog.getByLabel('მაქსიმუმ დღე').fill('30');
    const saved = page.waitForRequest((r) => r.url().endsWith('/admin-api/tariffs'));
    await dialog.getByRole('button', { name: 'შენახვა' }).click();
    expect((await saved).postDataJSON()).toEqual({ tariffs: [{ id: 3, price: 7.5, min_days: 1, max_days: 30 }] });
    await expect(page.getByRole('status').filter({ hasText: 'ცვლილებები შენახულია' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // the table shows the tariffs as the server answered them
    await expect(vip).toContainText('6.00 ₾');
  });

  test('a price typed and left with Esc comes back told as not saved; the saved one is a press away, and Cancel lets it go', async ({ page }) => {
    await page.goto('/realt/ru/admin/finance/tariffs');
    const edit = row(page, '^Супер VIP$').getByRole('button', { name: 'Изменить: Супер VIP' });
    const dialog = page.getByRole('dialog', { name: 'Тариф: Супер VIP' });
    const price = dialog.getByLabel('Цена в день (₾)');
    const told = dialog.getByText('Здесь снова то, что вы вводили раньше. Это ещё не сохранено.');
    await edit.click();
    await expect(price).toHaveValue('15');
    await expect(told).toHaveCount(0);
    await price.fill('99');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await edit.click();
    await expect(price).toHaveValue('99');
    await expect(told).toBeVisible();
    await dialog.getByRole('button', { name: 'Показать сохранённое' }).click();
    await expect(price).toHaveValue('15');
    await expect(told).toHaveCount(0);

    await price.fill('99');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await edit.click();
    await expect(price).toHaveValue('15');
    await expect(told).toHaveCount(0);
  });

  test("the server's field errors land under the tariff's fields", async ({ page }) => {
    await page.goto('/realt/admin/finance/tariffs');
    await prefer(page, '**/admin-api/tariffs', 'code=422, example=fieldErrors');
    await page.getByRole('button', { name: 'სუპერ VIP: რედაქტირება' }).click();
    const dialog = page.getByRole('dialog', { name: 'ტარიფი: სუპერ VIP' });
    await dialog.getByRole('button', { name: 'შენახვა' }).click();
    await expect(dialog.getByText('მაქსიმალური დღეები უნდა იყოს მინიმალურზე მეტი ან ტოლი')).toBeVisible();
    await expect(dialog.getByLabel('მაქსიმუმ დღე')).toHaveAttribute('aria-invalid', 'true');
  });

  test('filters the ledger and shows the totals', async ({ page }) => {
    await page.goto('/realt/admin/finance/debits-and-deposits');
    const totals = page.getByRole('region', { name: /ჯამები/ });
    await expect(totals).toContainText('18 420.50 ₾');
    await expect(totals).toContainText('12 965.25 ₾');
    await expect(totals).toContainText('5 455.25 ₾');
    await expect(row(page, '21.11.2026 13:12')).toContainText('−84.00 ₾');
    await checkScreen(page, 'admin-debits-and-deposits');

    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/admin-api/transactions?type')) sent = true;
    });
    await page.getByLabel('ტიპი').selectOption({ label: 'ჩამოჭრა' });
    await page.getByLabel('თარიღიდან').fill('2026-11-20');
    await page.getByLabel('თარიღამდე').fill('2026-11-01');
    await page.getByRole('button', { name: 'გაფილტვრა' }).click();
    await expect(page.getByText('საბოლოო თარიღი არ უნდა იყოს საწყისზე ადრე')).toBeVisible();
    expect(sent).toBe(false);

    await prefer(page, '**/admin-api/transactions?*', 'example=debits');
    await page.getByLabel('თარიღამდე').fill('2026-11-30');
    await page.getByLabel('მომხმარებელი').fill('ცინცაძე');
    const filtered = page.waitForRequest((r) => r.url().includes('/admin-api/transactions?'));
    await page.getByRole('button', { name: 'გაფილტვრა' }).click();
    const query = new URL((await filtered).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ type: 'debit', user: 'ცინცაძე', from: '2026-11-20', to: '2026-11-30', page: '1' });
    await expect(totals).toContainText('575.00 ₾');
  });

  test('a filter the server refuses shows its message under the field it names, keeps the filters and is not sent again unchanged, but is with another filter', async ({ page }) => {
    await page.goto('/realt/en/admin/finance/debits-and-deposits');
    const totals = page.getByRole('region', { name: /Totals/ });
    await expect(totals).toContainText('18,420.50');
    await prefer(page, '**/admin-api/transactions?*', 'code=422, example=fieldErrors');
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().includes('/admin-api/transactions?') && sent.push(r.url())));
    await page.getByLabel('From', { exact: true }).fill('2026-11-01');
    await page.getByLabel('To', { exact: true }).fill('2026-11-30');
    await page.getByRole('button', { name: 'Apply' }).click();
    const to = page.getByLabel('To', { exact: true });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('The end date cannot be before the start date. Choose a later end date.');
    await expect(to).toBeFocused();
    await expect(to).toHaveValue('2026-11-30');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-11-01');
    await expect(page.getByText('Could not load the data')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    // the same filter again would be refused again: it waits for the field to change
    await page.getByRole('button', { name: 'Apply' }).click();
    await requestsSettled(page);
    expect(sent).toHaveLength(1);
    // another filter is the server's to judge, the refused field unchanged
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Debit' });
    const again = page.waitForRequest((r) => r.url().includes('/admin-api/transactions?'));
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(new URL((await again).url()).searchParams.get('type')).not.toBeNull();
  });

  test('the ledger’s filter and page are in the address: a reload, Back and Forward restore them', async ({ page }) => {
    await page.goto('/realt/en/admin/finance/debits-and-deposits');
    const totals = page.getByRole('region', { name: /Totals/ });
    await expect(totals).toContainText('18,420.50');
    const field = (name: string) => page.getByLabel(name, { exact: true });
    await field('Type').selectOption({ label: 'Debit' });
    await field('User').fill('Tsintsadze');
    await field('From').fill('2026-11-01');
    await field('To').fill('2026-11-30');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/debits-and-deposits\?type=debit&user=Tsintsadze&from=2026-11-01&to=2026-11-30$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?type=debit&user=Tsintsadze&from=2026-11-01&to=2026-11-30&page=2$/);

    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/admin-api/transactions?') && asked.push(new URL(r.url()).search)));
    await page.reload();
    await expect(page.getByText('Page 2 of 22')).toBeVisible();
    await expect(field('Type')).toHaveValue('debit');
    await expect(field('User')).toHaveValue('Tsintsadze');
    await expect(field('From')).toHaveValue('2026-11-01');
    await expect(field('To')).toHaveValue('2026-11-30');
    expect(asked).toEqual(['?type=debit&user=Tsintsadze&from=2026-11-01&to=2026-11-30&page=2']);

    await page.goBack();
    await expect(page.getByText('Page 1 of 22')).toBeVisible();
    await expect(field('User')).toHaveValue('Tsintsadze');
    // the entry before the filter: every movement, the fields emptied
    await page.goBack();
    await expect(page).toHaveURL(/\/debits-and-deposits$/);
    await expect(field('Type')).toHaveValue('');
    await expect(field('User')).toHaveValue('');
    await expect(field('From')).toHaveValue('');
    await expect(field('To')).toHaveValue('');
    await page.goForward();
    await expect(field('User')).toHaveValue('Tsintsadze');
    await expect(field('To')).toHaveValue('2026-11-30');
  });

  test('a link to a ledger filter asks for exactly it; malformed values are left out', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/admin-api/transactions?') && asked.push(new URL(r.url()).search)));
    await page.goto('/realt/en/admin/finance/debits-and-deposits?type=deposit&from=2026-11-01&page=4');
    await expect(page.getByText('Page 4 of 22')).toBeVisible();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('deposit');
    await requestsSettled(page);
    expect(asked).toEqual(['?type=deposit&from=2026-11-01&page=4']);
    // reset empties the fields the link filled, and shows everything from the first page
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/debits-and-deposits$/);
    await expect(page.getByText('Page 1 of 22')).toBeVisible();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
    expect(asked.at(-1)).toBe('?page=1');

    asked.length = 0;
    // an unknown type, a day that does not exist and a page of letters
    await page.goto('/realt/en/admin/finance/debits-and-deposits?type=refund&from=2026-02-30&to=2026-11-30&page=x');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('2026-11-30');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
    await requestsSettled(page);
    expect(asked).toEqual(['?to=2026-11-30&page=1']);
    asked.length = 0;
    // a range that ends before it starts
    await page.goto('/realt/en/admin/finance/debits-and-deposits?from=2026-11-20&to=2026-11-01');
    await expect(page.getByText('Page 1 of 22')).toBeVisible();
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('');
    await requestsSettled(page);
    expect(asked).toEqual(['?page=1']);
  });

  test('a link to a money-transfer search asks for exactly it, and Back from another screen keeps it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/admin-api/users?') && asked.push(new URL(r.url()).search)));
    await page.goto('/realt/en/admin/finance/money-transfer?search=Levan&page=2');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveValue('Levan');
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await requestsSettled(page);
    expect(asked).toEqual(['?search=Levan&page=2']);
    await page.getByRole('navigation', { name: 'Admin panel menu' }).getByRole('link', { name: 'Debits and deposits' }).click();
    await expect(page.getByRole('region', { name: /Totals/ })).toBeVisible();
    await page.goBack();
    await expect(search).toHaveValue('Levan');
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
  });

  test('credits a wallet through the input dialog, after a confirm naming the sum and the user', async ({ page }) => {
    await page.goto('/realt/admin/finance/money-transfer');
    // the column says phone and email, as on the users' screen
    const admin = page.getByRole('row', { name: /გიორგი კაპანაძე/ });
    await expect(admin.getByRole('cell', { name: /admin@realt\.ge/ })).toContainText('+995 577 001-122');
    await page.getByRole('button', { name: 'ჩარიცხვა: ნინო ბერიძე' }).click();
    const dialog = page.getByRole('dialog', { name: 'თანხის ჩარიცხვა: ნინო ბერიძე' });
    await expect(dialog).toContainText('მიმდინარე ბალანსი: 124.50 ₾');
    await dialog.getByRole('button', { name: 'გაგრძელება' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(['გთხოვთ, შეავსოთ ველი', 'გთხოვთ, შეავსოთ ველი']);
    await checkScreen(page, 'admin-money-transfer-dialog');
    await dialog.getByRole('textbox', { name: 'თანხა, ₾' }).fill('50');
    await dialog.getByRole('textbox', { name: 'მიზეზი' }).fill('კომპენსაცია ტექნიკური შეფერხებისთვის');
    await dialog.getByRole('button', { name: 'გაგრძელება' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'ოპერაციის დადასტურება' });
    await expect(confirm).toContainText('ჩაერიცხოს 50.00 ₾ მომხმარებელს „ნინო ბერიძე“?');
    const transfer = page.waitForRequest((r) => r.url().endsWith('/admin-api/money-transfer'));
    await confirm.getByRole('button', { name: 'ჩარიცხვა' }).click();
    expect((await transfer).postDataJSON()).toEqual({ user_id: 17, amount: 50, direction: 'credit', reason: 'კომპენსაცია ტექნიკური შეფერხებისთვის' });
    await expect(page.getByRole('status').filter({ hasText: 'ოპერაცია შესრულდა. ახალი ბალანსი: 174.50 ₾' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the transfer dialog opens over the console at once, and gives the focus back once closed', async ({ page }) => {
    // the words the amount's check says (the API's refusal's) come with the screen, not with the first dialog
    const words = page.waitForResponse('**/assets/refusals.ka-*.js');
    await page.goto('/realt/admin/finance/money-transfer');
    await words;
    const credit = page.getByRole('button', { name: 'ჩარიცხვა: ნინო ბერიძე' });
    await credit.click();
    const dialog = page.getByRole('dialog', { name: 'თანხის ჩარიცხვა: ნინო ბერიძე' });
    await expect(dialog.getByRole('textbox', { name: 'თანხა, ₾' })).toBeFocused();
    await expect(credit).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(credit).toBeFocused();
  });

  test('debits a percent of the balance, refused before sending below a tetri; a refusal keeps the dialog with what was typed', async ({ page }) => {
    await page.goto('/realt/admin/finance/money-transfer');
    await prefer(page, '**/admin-api/money-transfer', 'code=422, example=insufficientBalance');
    await page.getByRole('button', { name: 'ჩამოჭრა: ნინო ბერიძე' }).click();
    const dialog = page.getByRole('dialog', { name: 'თანხის ჩამოჭრა: ნინო ბერიძე' });
    await dialog.getByRole('radio', { name: 'ბალანსის %' }).check();
    const percent = dialog.getByRole('textbox', { name: 'პროცენტი' });
    await percent.fill('150');
    await dialog.getByRole('textbox', { name: 'მიზეზი' }).fill('ორჯერ ჩარიცხული ბონუსის კორექცია');
    await dialog.getByRole('button', { name: 'გაგრძელება' }).click();
    await expect(dialog.getByText('მნიშვნელობა არ უნდა აღემატებოდეს 100-ს')).toBeVisible();
    // no sum beside the refusal: 150 % would name more than the balance
    await expect(dialog.getByText(/^ეს არის/)).toHaveCount(0);
    // 0.004 % of 124.50 GEL is 0.00 once rounded to the tetri, which the contract refuses: nothing is asked or sent
    await percent.fill('0.004');
    await dialog.getByRole('button', { name: 'გაგრძელება' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'თანხა 0.01 ₾-ზე ნაკლები გამოდის. მიუთითეთ უფრო დიდი პროცენტი.' })).toBeVisible();
    await expect(percent).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog', { name: 'ოპერაციის დადასტურება' })).toHaveCount(0);
    await percent.fill('10');
    await expect(dialog.getByText('ეს არის 12.45 ₾')).toBeVisible();
    await dialog.getByRole('button', { name: 'გაგრძელება' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'ოპერაციის დადასტურება' });
    await expect(confirm).toContainText('ჩამოეჭრას 12.45 ₾ მომხმარებელს „ნინო ბერიძე“?');
    const transfer = page.waitForRequest((r) => r.url().endsWith('/admin-api/money-transfer'));
    await confirm.getByRole('button', { name: 'ჩამოჭრა' }).click();
    expect((await transfer).postDataJSON()).toEqual({ user_id: 17, amount: 12.45, direction: 'debit', reason: 'ორჯერ ჩარიცხული ბონუსის კორექცია' });
    await expect(page.getByRole('alert').filter({ hasText: 'ჩამოჭრა შეუძლებელია: მომხმარებლის ბალანსი ამ თანხაზე ნაკლებია.' })).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(percent).toHaveValue('10');
  });

  test('a debit above the balance is refused at its field in English, before any confirm or request', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => void (request.url().endsWith('/admin-api/money-transfer') && sent.push(request.url())));
    await page.goto('/realt/en/admin/finance/money-transfer');
    await page.getByRole('button', { name: 'Debit: ნინო ბერიძე' }).click();
    const dialog = page.getByRole('dialog', { name: /Debit/ });
    await expect(dialog).toContainText('₾124.50');
    const amount = dialog.getByRole('textbox', { name: 'Amount, ₾' });
    await amount.fill('500');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Refund');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("The user's balance is lower than this amount. Enter a smaller amount.");
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // the whole balance may go
    await amount.fill('124.50');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Confirm transaction' })).toContainText('₾124.50');
    expect(sent).toEqual([]);
  });

  test('what was typed in a transfer closed before it was sent comes back for that user and direction, through a reload, until it is sent', async ({ page }) => {
    await page.goto('/realt/admin/finance/money-transfer');
    await page.getByRole('button', { name: 'ჩამოჭრა: ნინო ბერიძე' }).click();
    const dialog = page.getByRole('dialog', { name: 'თანხის ჩამოჭრა: ნინო ბერიძე' });
    await dialog.getByRole('radio', { name: 'ბალანსის %' }).check();
    await dialog.getByRole('textbox', { name: 'პროცენტი' }).fill('10');
    await dialog.getByRole('textbox', { name: 'მიზეზი' }).fill('ორჯერ ჩარიცხული ბონუსის კორექცია');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // a credit to the same user is another transfer: it starts empty
    await page.getByRole('button', { name: 'ჩარიცხვა: ნინო ბერიძე' }).click();
    const credit = page.getByRole('dialog', { name: 'თანხის ჩარიცხვა: ნინო ბერიძე' });
    await expect(credit.getByRole('textbox', { name: 'თანხა, ₾' })).toHaveValue('');
    await expect(credit.getByRole('textbox', { name: 'მიზეზი' })).toHaveValue('');
    await credit.getByRole('button', { name: 'გაუქმება' }).click();

    await page.reload();
    await page.getByRole('button', { name: 'ჩამოჭრა: ნინო ბერიძე' }).click();
    await expect(dialog.getByRole('radio', { name: 'ბალანსის %' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'პროცენტი' })).toHaveValue('10');
    await expect(dialog.getByText('ეს არის 12.45 ₾')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'მიზეზი' })).toHaveValue('ორჯერ ჩარიცხული ბონუსის კორექცია');

    const transfer = page.waitForRequest((r) => r.url().endsWith('/admin-api/money-transfer'));
    await dialog.getByRole('button', { name: 'გაგრძელება' }).click();
    await page.getByRole('alertdialog', { name: 'ოპერაციის დადასტურება' }).getByRole('button', { name: 'ჩამოჭრა' }).click();
    expect((await transfer).postDataJSON()).toEqual({ user_id: 17, amount: 12.45, direction: 'debit', reason: 'ორჯერ ჩარიცხული ბონუსის კორექცია' });
    await expect(dialog).toBeHidden();
    // sent: the next transfer starts empty
    await page.getByRole('button', { name: 'ჩამოჭრა: ნინო ბერიძე' }).click();
    await expect(dialog.getByRole('radio', { name: 'ლარი (₾)' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'თანხა, ₾' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'მიზეზი' })).toHaveValue('');
  });

  test('screens of the money transfer list', async ({ page }) => {
    await page.goto('/realt/admin/finance/money-transfer');
    await expect(row(page, 'ნინო ბერიძე')).toContainText('124.50 ₾');
    await checkScreen(page, 'admin-money-transfer');
  });
});

test.describe('role 2, a moderator', () => {
  test.beforeEach(async ({ signIn }) => signIn('moderator'));

  test('is sent to the profile from the finance routes by a full page load', async ({ page }) => {
    for (const path of ['finance', 'finance/tariffs', 'finance/debits-and-deposits', 'finance/money-transfer']) {
      await page.goto(`/realt/admin/${path}`);
      await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
    }
  });
});
