import type { Page } from '@playwright/test';
import { expect, prefer, test } from './fixtures/test';

test('a stored token restores the session', async ({ page, signIn }) => {
  await signIn('user');
  const userCall = page.waitForRequest('**/api/get-authenticated-user');
  await page.goto('/realt/');
  const request = await userCall;
  expect(request.headers()['authorization']).toBe('Bearer 7|e2e-test-token-0123456789');
  expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
  await expect(page.getByRole('link', { name: 'ნინო' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'შესვლა' })).toHaveCount(0);
});

test('a token the server refuses is dropped and the visitor is a guest', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('access-token', 'expired-token-0123456789'));
  await prefer(page, '**/api/get-authenticated-user', 'code=401');
  await page.goto('/realt/catalog/sell');
  await expect(page.getByRole('link', { name: 'შესვლა' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
});

test('a refused token on a profile page ends on sign-in', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('access-token', 'expired-token-0123456789');
    }
  });
  await prefer(page, '**/api/get-authenticated-user', 'code=401');
  await page.goto('/realt/profile/my-wallet');
  await expect(page).toHaveURL(/\/realt\/auth\/login\?next=%2Fprofile%2Fmy-wallet$/);
});

test('logout clears the token and the user', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/realt/profile/edit-profile');
  await expect(page.getByRole('link', { name: 'ნინო' })).toBeVisible();
  await page.getByRole('button', { name: 'გასვლა' }).click();
  await expect(page).toHaveURL(/\/realt\/$/);
  await expect(page.getByRole('link', { name: 'შესვლა' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
});

test('a 500 answer opens the server error dialog; the token is kept and a retry signs the user in', async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/api/get-authenticated-user', 'code=500');
  await page.goto('/realt/');
  const dialog = page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('სერვერის შეცდომა, გთხოვთ სცადოთ მოგვიანებით.');
  await dialog.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  const notice = page.getByRole('alert').filter({ hasText: 'სერვერთან დაკავშირება ვერ მოხერხდა' });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe('7|e2e-test-token-0123456789');
  await expect(page.getByRole('link', { name: 'შესვლა' })).toHaveCount(0);

  // the server is back
  await page.unrouteAll();
  await prefer(page, '**/api/get-authenticated-user', 'example=user');
  await notice.getByRole('button', { name: 'თავიდან ცდა' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('link', { name: 'ნინო' })).toBeVisible();
});

test('a network failure keeps the token, says so, and a login-required page waits instead of signing out', async ({ page, signIn }) => {
  await signIn('user');
  await page.route('**/api/get-authenticated-user', (route) => route.abort('internetdisconnected'));
  await page.goto('/realt/profile/my-wallet');
  await expect(page.getByRole('alert').filter({ hasText: 'სერვერთან დაკავშირება ვერ მოხერხდა' })).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/profile\/my-wallet$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe('7|e2e-test-token-0123456789');
});

// what Chrome and Firefox do when a visitor blocks cookies: every touch of storage throws
const blockStorage = (page: Page) =>
  page.addInitScript(() => {
    for (const area of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, area, {
        get() {
          throw new DOMException(`Failed to read the '${area}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });

test('with storage blocked the app starts, and a sign-in lasts as long as the page, which says so', async ({ page }) => {
  await blockStorage(page);
  await page.goto('/realt/auth/login');
  // the page answers: the app started without storage
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await page.getByLabel('პაროლი', { exact: true }).fill('Tbilisi2024');
  const userCall = page.waitForRequest('**/api/get-authenticated-user');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();

  await expect(page.getByText('ბრაუზერი საიტს მონაცემების შენახვის ნებას არ აძლევს: გვერდის განახლების ან დახურვის შემდეგ ხელახლა შესვლა მოგიწევთ.')).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  expect((await userCall).headers()['authorization']).toBe('Bearer 7|Xq2bH0c9Lk4mT8pV1sR6wY3zA5dF7gJ9');
});

test('a session refused mid-action ends in place: home, told why, signed out', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/realt/profile/my-messages');
  await page.getByRole('button', { name: /ლევან/ }).first().click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  const dialog = page.getByRole('dialog', { name: 'პასუხი: ლევან გელაშვილი' });
  await dialog.getByLabel('თქვენი შეტყობინება').fill('შაბათი მაწყობს.');
  await prefer(page, '**/api/messages/new-message', 'code=401');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();

  await expect(page).toHaveURL(/\/realt\/$/);
  await expect(page.getByText('თქვენი სესია დასრულდა. გასაგრძელებლად ხელახლა შედით.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'შესვლა' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();

  // signed in again (the fixture stores the token with the next page), the message is still there
  await page.unrouteAll();
  await signIn('user');
  await page.goto('/realt/profile/my-messages');
  await page.getByRole('button', { name: /ლევან/ }).first().click();
  await page.getByRole('button', { name: 'პასუხი' }).click();
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toHaveValue('შაბათი მაწყობს.');
});
