import { expect, test } from './fixtures/test';

test.describe('signed out', () => {
  test('a login-required page sends the visitor to sign-in, naming the page to return to', async ({ page }) => {
    await page.goto('/realt/profile/my-wallet');
    await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fprofile%2Fmy-wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'შესვლა' })).toBeVisible();
  });

  test('signing in from there returns to the page asked for, in its language', async ({ page }) => {
    await page.goto('/realt/ru/profile/my-messages');
    await expect(page).toHaveURL(/\/realt\/ru\/auth\/login\?next=%2Fprofile%2Fmy-messages$/);
    await page.getByLabel('Номер телефона').fill('599123456');
    await page.getByLabel('Пароль', { exact: true }).fill('Tbilisi2024');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page).toHaveURL(/\/realt\/ru\/profile\/my-messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Мои сообщения' })).toBeVisible();
  });

  test('a guest who taps Save on a listing signs in and comes back to it', async ({ page }) => {
    const listing = '/realt/en/announcement/3-otaxiani-bina-vakeshi-102';
    await page.goto(listing);
    await page.getByRole('complementary').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/realt\/en\/auth\/login\?next=%2Fannouncement%2F3-otaxiani-bina-vakeshi-102$/);
    await page.getByLabel('Phone number').fill('599123456');
    await page.getByLabel('Password', { exact: true }).fill('Tbilisi2024');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(listing);
    await expect(page.getByRole('complementary').getByRole('button', { name: /Save|Remove from saved/ })).toBeVisible();
  });

  test('a sign-in address naming another site lands on my apartments', async ({ page }) => {
    await page.goto(`/realt/auth/login?${new URLSearchParams({ next: '//evil.example/profile' })}`);
    await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
    await page.getByLabel('პაროლი', { exact: true }).fill('Tbilisi2024');
    await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
    await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  });

  test('the admin console sends the visitor to the admin login', async ({ page }) => {
    await page.goto('/realt/admin/users');
    await expect(page).toHaveURL(/\/realt\/auth\/admin-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ადმინისტრატორის შესვლა' })).toBeVisible();
  });

  test('public pages open and the header offers sign-in, no admin link', async ({ page }) => {
    await page.goto('/realt/catalog/rent');
    await expect(page.getByRole('heading', { level: 1, name: 'ქირავდება' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'შესვლა' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ადმინისტრირება' })).toHaveCount(0);
  });
});

test.describe('role 3, a regular user', () => {
  test.beforeEach(async ({ signIn }) => signIn('user'));

  test('login and register lead to my apartments', async ({ page }) => {
    await page.goto('/realt/auth/login');
    await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
    await page.goto('/realt/auth/register');
    await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  });

  test('the profile default is my apartments', async ({ page }) => {
    await page.goto('/realt/profile');
    await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  });

  test('never enters the admin console', async ({ page }) => {
    await page.goto('/realt/admin/advertisements');
    await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
    await expect(page.getByRole('link', { name: 'ადმინისტრირება' })).toHaveCount(0);
  });
});

test.describe('role 2, a moderator', () => {
  test.beforeEach(async ({ signIn }) => signIn('moderator'));

  test('works in users, advertisements and settings', async ({ page }) => {
    for (const [path, heading] of [
      ['users', 'მომხმარებლები'],
      ['advertisements', 'განცხადებები'],
      ['settings', 'პარამეტრები'],
    ]) {
      await page.goto(`/realt/admin/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'ადმინისტრირება' })).toBeVisible();
  });

  test('is sent to the profile from every finance route', async ({ page }) => {
    // eight full page loads
    test.slow();
    for (const path of ['finance', 'finance/tariffs', 'finance/debits-and-deposits', 'finance/money-transfer']) {
      await page.goto(`/realt/admin/${path}`);
      // two full page loads, each with its user fetch
      await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
    }
  });

  test('is sent to the profile from banners, which the console menu does not offer', async ({ page }) => {
    await page.goto('/realt/admin/users');
    const menu = page.getByRole('navigation', { name: 'მართვის პანელის მენიუ' });
    await expect(menu.getByRole('link', { name: 'მომხმარებლები' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'ბანერები' })).toHaveCount(0);
    await page.goto('/realt/admin/banners');
    await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  });
});

test.describe('role 1, an administrator', () => {
  test.beforeEach(async ({ signIn }) => signIn('admin'));

  test('opens banners', async ({ page }) => {
    await page.goto('/realt/admin/banners');
    await expect(page.getByRole('heading', { level: 1, name: 'ბანერები' })).toBeVisible();
  });

  test('the admin default is users, and finance is open', async ({ page }) => {
    await page.goto('/realt/admin');
    await expect(page).toHaveURL(/\/realt\/admin\/users$/);
    await page.goto('/realt/admin/finance');
    await expect(page).toHaveURL(/\/realt\/admin\/finance\/tariffs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ტარიფები' })).toBeVisible();
    await page.goto('/realt/admin/finance/money-transfer');
    await expect(page.getByRole('heading', { level: 1, name: 'თანხის გადარიცხვა' })).toBeVisible();
  });

  test('opens the district routes', async ({ page }) => {
    await page.goto('/realt/admin/edit-district/3/%E1%83%97%E1%83%91%E1%83%98%E1%83%9A%E1%83%98%E1%83%A1%E1%83%98/vake/vake');
    await expect(page.getByRole('heading', { level: 1, name: 'უბნის რედაქტირება' })).toBeVisible();
    await page.goto('/realt/admin/create-district');
    await expect(page.getByRole('heading', { level: 1, name: 'უბნის დამატება' })).toBeVisible();
  });
});
