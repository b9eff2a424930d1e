import { CREATE_URL, READY_FLAT, seedDraft } from './advertisement-helpers';
import { formFields } from './fixtures/multipart';
import { expect, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

test.beforeEach(async ({ signIn }) => signIn('user'));

for (const [from, to] of [
  ['payment-success', '/realt/profile/apartments/my-apartments?succes=true'],
  ['my-apartments-payment-fail', '/realt/profile/apartments/my-apartments?succes=false'],
  ['payment-fail', '/realt/profile/advertisement/create-advertisement?succes=false'],
  ['payment-fail-edit/12', '/realt/profile/advertisement/edit-advertisement/12?succes=false'],
]) {
  test(`${from} returns to ${to}`, async ({ page }) => {
    await page.goto(`/realt/${from}`);
    await expect(page).toHaveURL((url) => url.pathname + url.search === to);
  });
}

test('a signed-out visitor coming back from the bank signs in first', async ({ page, context }) => {
  await context.clearCookies();
  await page.addInitScript(() => localStorage.removeItem('access-token'));
  await page.goto('/realt/payment-success');
  // and comes back to the payment's outcome once signed in
  await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fprofile%2Fapartments%2Fmy-apartments%3Fsucces%3Dtrue$/);
});

test('a new listing whose card payment failed: back on my listings, its VIP ready to pay again for that listing', async ({ page }) => {
  await seedDraft(page, { ...READY_FLAT, basket: { days: { vip: '10' }, telegram: true }, withBalance: 0 });
  await page.route('https://ecommerce.ufc.ge/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>bank</title>' }));
  await page.goto(CREATE_URL);
  const ordered = page.waitForRequest('**/api/order');
  await page.getByRole('button', { name: 'გამოქვეყნება და გადახდა' }).click();
  const { return_url_success: success, return_url_fail: fail } = (await ordered).postDataJSON();
  await expect(page).toHaveURL(/^https:\/\/ecommerce\.ufc\.ge\//);
  // both name the saved listing and what was chosen: a success to be checked against the listing
  expect(success).toMatch(/^http:\/\/localhost:\d+\/realt\/payment-success\?listing=110&tariffs=/);
  expect(fail).toMatch(/^http:\/\/localhost:\d+\/realt\/my-apartments-payment-fail\?listing=110&tariffs=/);

  // the bank sends the browser back to the failure address; listing 110 is the one just saved
  await prefer(page, '**/client-api/announcements/110/ge', 'example=created');
  await page.goto(fail);
  await expect(page).toHaveURL((url) => url.pathname === '/realt/profile/apartments/my-apartments' && url.searchParams.get('succes') === 'false');
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  const banner = page.getByRole('alert').filter({ hasText: 'გადახდა ვერ შესრულდა' });
  await expect(banner).toContainText('განცხადება „2-ოთახიანი ბინა ვაკეში“ შენახულია, ბარათიდან თანხა არ ჩამოგეჭრათ.');
  await checkScreen(page, 'profile-payment-retry');

  await banner.getByRole('button', { name: 'თავიდან გადახდა' }).click();
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await expect(dialog.getByRole('checkbox', { name: /^VIP\s/ })).toBeChecked();
  await expect(dialog.getByLabel('VIP: დღეების რაოდენობა')).toHaveValue('10');
  await expect(dialog.getByRole('checkbox', { name: /Telegram/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /ბარათით/ })).toBeChecked();

  // paying again buys for the saved listing: nothing is created a second time
  const again = page.waitForRequest('**/api/order');
  await dialog.getByRole('button', { name: /^გადახდა/ }).click();
  expect((await again).postDataJSON()).toMatchObject({
    basket: { announcements: [{ announcement_id: 110, tariff: 'vip', days: 10, telegram_publication: true }], with_balance: 0 },
  });
  await expect(page).toHaveURL(/^https:\/\/ecommerce\.ufc\.ge\//);
});

test('the change-tariff dialog with days out of the tariff’s range: the field says the range and what is wrong, Pay goes there, no price is asked', async ({ page }) => {
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/price-calculation')) asked.push(...JSON.parse(formFields(request).announcements ?? '[]').map((item: { days: unknown }) => item.days));
  });
  const ordered: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/order')) ordered.push(request.url());
  });
  await prefer(page, '**/client-api/announcements/110/ge', 'example=created');
  await page.goto(`/realt/ru/my-apartments-payment-fail?listing=110&tariffs=${encodeURIComponent(JSON.stringify({ days: { vip: '45' }, telegram: false }))}`);
  await page.getByRole('alert').filter({ hasText: 'Оплата не прошла' }).getByRole('button', { name: 'Оплатить ещё раз' }).click();
  const dialog = page.getByRole('dialog', { name: /тариф/i });
  const days = dialog.getByLabel('VIP: количество дней');
  await expect(days).toHaveValue('45');
  // the range is said up front, and nothing is wrong before the field is left or Pay pressed
  await expect(days).toHaveAccessibleDescription('От 1 до 30 дней');
  await expect(days).not.toHaveAttribute('aria-invalid');
  await expect(dialog.getByText('Укажите правильное количество дней, чтобы увидеть стоимость.')).toBeVisible();

  // left, the field says what is wrong, by the first failing §5 rule, and keeps what was typed
  await days.fill('0');
  await days.press('Tab');
  await expect(dialog.getByRole('alert')).toHaveText('Допустимы только значения больше 0');
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(days).toHaveValue('0');
  await days.fill('45');
  await expect(dialog.getByRole('alert')).toHaveText('Значение не должно превышать 30');
  await expect(days).toHaveAccessibleDescription('От 1 до 30 дней Значение не должно превышать 30');
  await expect(dialog.getByText('Укажите правильное количество дней, чтобы увидеть стоимость.')).toBeVisible();

  // Pay stays, as every form's submit does: pressed, it orders nothing and goes to the field that says why
  await dialog.getByRole('button', { name: 'Купить тариф' }).click();
  await expect(days).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveText('Значение не должно превышать 30');
  await expect(days).toHaveValue('45');
  await checkScreen(page, 'profile-tariff-days-refused');

  const priced = page.waitForRequest('**/api/price-calculation');
  await days.fill('30');
  await priced;
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Оплатить ·/ })).toBeVisible();
  expect(asked).toEqual([30]);
  expect(ordered).toEqual([]);
});
