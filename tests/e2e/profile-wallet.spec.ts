// My wallet: balance, history, top-up by card and the return from the bank.
import { expect, prefer, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const WALLET = '/realt/profile/my-wallet';
const BANK = 'https://ecommerce.ufc.ge/ecomm2/ClientHandler?trans_id=Wt4hN8pQ2xZ6vL0aK9mS3dF7gJ1%3D';

// settled styles in the screenshots, which are taken right after each viewport change
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ signIn }) => signIn('user'));

test('shows the balance with 2 decimals and the history of debits and deposits', async ({ page }) => {
  await page.goto(WALLET);
  await expect(page.getByRole('region', { name: 'ბალანსი' })).toContainText('124.50 ₾');
  const items = page.getByRole('region', { name: 'ოპერაციების ისტორია' }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('VIP ტარიფი, 7 დღე - განცხადება #101');
  await expect(items.first()).toContainText('−70.00 ₾');
  await expect(items.nth(1)).toContainText('+150.00 ₾');
  await expect(items.nth(1)).toContainText('20.11.2026 16:02');
  await checkScreen(page, 'profile-wallet');
});

test('in Russian the history says each line in Russian, its amounts written as Russian writes them', async ({ page }) => {
  await page.goto('/realt/ru/profile/my-wallet');
  const items = page.getByRole('region', { name: 'История операций' }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText('Тариф VIP, 7 дней - объявление #101');
  await expect(items.first()).not.toContainText('ტარიფი');
  await expect(items.nth(1)).toContainText('+150,00 ₾');
});

test('a refund in the history is told to a screen reader as a refund, not a top-up, in each language', async ({ page }) => {
  for (const { lang, history, description, refund, topUp } of [
    { lang: '', history: 'ოპერაციების ისტორია', description: 'ტარიფის გაუქმება, თანხის დაბრუნება', refund: 'თანხის დაბრუნება:', topUp: 'შევსება:' },
    { lang: '/en', history: 'Transaction history', description: 'Tariff cancelled, refund', refund: 'Refund:', topUp: 'Top-up:' },
    { lang: '/ru', history: 'История операций', description: 'Отмена тарифа, возврат средств', refund: 'Возврат:', topUp: 'Пополнение:' },
  ]) {
    await page.goto(`/realt${lang}/profile/my-wallet`);
    const row = page.getByRole('region', { name: history }).getByRole('listitem').filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(refund, { exact: true })).toBeAttached();
    await expect(row.getByText(topUp, { exact: true })).toHaveCount(0);
  }
});

test('tops up by card: the browser goes to the bank’s page', async ({ page }) => {
  await page.route('https://ecommerce.ufc.ge/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>UFC</h1>' }));
  await page.goto(WALLET);
  await page.getByLabel('თანხა, ₾').fill('50');
  // a top-up of its own, for no purchase
  await expect(page.getByText(/^საფულეს .* აკლია/)).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  const order = page.waitForRequest('**/api/wallet/top-up');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  expect((await order).postDataJSON()).toEqual({
    amount: 50,
    return_url_success: `${origin}/realt/profile/my-wallet?succes=true`,
    return_url_fail: `${origin}/realt/profile/my-wallet?succes=false`,
  });
  await expect(page).toHaveURL(BANK);
});

test('checks the amount before asking the server', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wallet/top-up')) sent = true;
  });
  await page.goto(WALLET);
  const amount = page.getByLabel('თანხა, ₾');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  await expect(page.getByText('გთხოვთ, შეავსოთ ველი')).toBeVisible();
  await expect(amount).toBeFocused();
  // each press lands on Pay, its field's message on screen, and takes the focus back to the field
  await amount.fill('0');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  await expect(page.getByText('მხოლოდ 0-ზე მეტი მნიშვნელობა')).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill('6000');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  await expect(page.getByText('თანხა არ უნდა აღემატებოდეს 5 000 ლარს.')).toBeVisible();
  await expect(amount).toBeFocused();
  // lari and tetri only: more than two decimals are not guessed at
  await amount.fill('4,9999');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  await expect(page.getByText('არასწორი ფორმატი')).toBeVisible();
  await expect(amount).toBeFocused();
  expect(sent).toBe(false);
});

test('an amount the server refuses is shown on the field, and what was typed stays', async ({ page }) => {
  await prefer(page, '**/api/wallet/top-up', 'code=422, example=amountTooLarge');
  await page.goto(WALLET);
  await page.getByLabel('თანხა, ₾').fill('100');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  await expect(page.getByText('თანხა არ უნდა აღემატებოდეს 5 000 ლარს.')).toBeVisible();
  await expect(page.getByLabel('თანხა, ₾')).toHaveValue('100');
});

test('back from the bank: success and failure banners', async ({ page }) => {
  // 8 minutes after the history's 150 GEL card top-up: the one just made
  await page.clock.setFixedTime(new Date('2026-11-20T12:10:00Z'));
  await page.goto(`${WALLET}?succes=true`);
  const done = page.getByRole('dialog', { name: 'საფულე შევსებულია' });
  await expect(done).toContainText('თანხა ჩაირიცხა თქვენს ბალანსზე');
  await expect(done.getByRole('button', { name: 'კარგი' })).toBeFocused();
  await done.getByRole('button', { name: 'კარგი' }).click();
  await expect(done).toBeHidden();
  await expect(page).toHaveURL(/\/realt\/profile\/my-wallet$/);
  await page.goto(`${WALLET}?succes=false`);
  const failed = page.getByRole('alert').filter({ hasText: 'გადახდა ვერ შესრულდა' });
  await expect(failed).toBeVisible();
  // the wallet's own words: a top-up, not a tariff to pay from the wallet
  await expect(failed).toContainText('ბალანსი არ შეცვლილა. სცადეთ ხელახლა შევსება');
  await checkScreen(page, 'profile-wallet-payment-fail');
});

test('an address anyone can send claims no top-up: with no card top-up of just now in the history, only the wait for the bank', async ({ page }) => {
  // days after the history's last card top-up
  await page.clock.setFixedTime(new Date('2026-11-29T08:00:00Z'));
  await page.goto(`${WALLET}?succes=true`);
  await expect(page.getByRole('region', { name: 'ოპერაციების ისტორია' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('status').filter({ hasText: 'ველოდებით ბანკის დადასტურებას' })).toContainText('მანამდე ბალანსი არ იცვლება.');
  await expect(page.getByRole('dialog', { name: 'საფულე შევსებულია' })).toHaveCount(0);
});

test('the top-up amount reads thousands written with a space, refuses a mark that could be either, and writes the limit as its message writes it', async ({ page }) => {
  await page.route('https://ecommerce.ufc.ge/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>UFC</h1>' }));
  await page.goto('/realt/ru/profile/my-wallet');
  const amount = page.getByLabel('Сумма, ₾');
  await expect(amount).toHaveAccessibleDescription(/^Не более 5\s000 ₾ за один раз$/);
  await amount.fill('6000');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByText(/^За один раз можно пополнить не больше 5\s000\s₾\. Введите сумму поменьше\.$/)).toBeVisible();
  // a lone mark before three digits may be a thousand or thousandths: neither is guessed
  for (const typed of ['1,000', '10,555']) {
    await amount.fill(typed);
    await expect(page.getByRole('button', { name: 'Оплатить', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await expect(amount).toHaveAccessibleDescription(/Пишите тысячи через пробел \(1 000\)/);
  }
  // the button says how an amount it would send was read, before the bank's page
  await amount.fill('1 000');
  const order = page.waitForRequest('**/api/wallet/top-up');
  await page.getByRole('button', { name: /^Оплатить 1\s000,00\s₾$/ }).click();
  expect((await order).postDataJSON()).toMatchObject({ amount: 1000 });
});

test('in Russian, a failed top-up speaks of the top-up, not of paying from the wallet', async ({ page }) => {
  await page.goto('/realt/ru/profile/my-wallet?succes=false');
  const failed = page.getByRole('alert').filter({ hasText: 'Оплата не прошла' });
  await expect(failed).toContainText('Деньги с карты не списаны, баланс не изменился. Попробуйте пополнить ещё раз — другой картой или позже.');
  await expect(failed).not.toContainText('из кошелька');
});
