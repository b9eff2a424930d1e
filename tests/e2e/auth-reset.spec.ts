// Password reset: contact -> code -> new password -> back to login; the refusals;
// the same flow from the admin login against /api/admin.
import type { Page } from '@playwright/test';
import { MESSAGES, formFields, passwordInput } from './auth-fixtures';
import { checkScreen } from './fixtures/screenshots';
import { expect, prefer, test } from './fixtures/test';

const RESET = '/realt/auth/reset-password';

async function reachNewPassword(page: Page) {
  await page.goto(RESET);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await page.getByRole('button', { name: 'კოდის გაგზავნა' }).click();
  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/create-password\?type=resetPassword$/);
}

test('resets the password through the code and returns to login', async ({ page }) => {
  await page.goto('/realt/auth/login');
  await page.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'პაროლის აღდგენა' })).toBeVisible();
  await checkScreen(page, 'auth-reset-password');

  await page.getByLabel('ტელეფონის ნომერი').fill('+995 599 12 34 56');
  const codeRequest = page.waitForRequest('**/api/generate-user-code-reset-password');
  await page.getByRole('button', { name: 'კოდის გაგზავნა' }).click();
  expect((await codeRequest).postDataJSON()).toEqual({ phone: '+995599123456' });

  await expect(page).toHaveURL(/\/realt\/auth\/confirmation-code\?type=resetPassword$/);
  await expect(page.getByText('+995 599 123-456')).toBeVisible();
  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  const check = page.waitForRequest('**/api/check-user-code-reset-password');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
  expect((await check).postDataJSON()).toEqual({ phone: '+995599123456', code: '4821' });

  await expect(page).toHaveURL(/\/realt\/auth\/create-password\?type=resetPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ახალი პაროლი' })).toBeVisible();
  await checkScreen(page, 'auth-create-password');
  await passwordInput(page, 'ახალი პაროლი').fill('Batumi2025');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Batumi2025');
  const reset = page.waitForRequest('**/api/reset-password');
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  expect((await reset).postDataJSON()).toEqual({
    phone: '+995599123456',
    code: '4821',
    password: 'Batumi2025',
    password_confirmation: 'Batumi2025',
  });

  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
  await expect(page.getByText('პაროლი შეიცვალა. შედით ახალი პაროლით.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pending-reset'))).toBeNull();
  // the sign-in asks only for the new password: the number is the reset's
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveValue('599 123-456');
  await passwordInput(page).fill('Batumi2025');
  const login = page.waitForRequest('**/api/login');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  expect(formFields(await login)).toEqual({ login: '+995599123456', password: 'Batumi2025' });
});

test('a reset from a sign-in that returns to a page comes back to that sign-in, which returns there', async ({ page }) => {
  const next = `next=${encodeURIComponent('/profile/my-messages')}`;
  await page.goto(`/realt/auth/login?${next}`);
  await page.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' }).click();
  await expect(page).toHaveURL(`${RESET}?${next}`);
  await expect(page.getByRole('link', { name: 'შესვლაზე დაბრუნება' })).toHaveAttribute('href', `/realt/auth/login?${next}`);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await page.getByRole('button', { name: 'კოდის გაგზავნა' }).click();
  await expect(page).toHaveURL(`/realt/auth/confirmation-code?type=resetPassword&${next}`);
  await expect(page.getByRole('link', { name: 'მონაცემების შეცვლა' })).toHaveAttribute('href', `${RESET}?${next}`);
  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
  await expect(page).toHaveURL(`/realt/auth/create-password?type=resetPassword&${next}`);
  await passwordInput(page, 'ახალი პაროლი').fill('Batumi2025');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Batumi2025');
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();

  await expect(page).toHaveURL(`/realt/auth/login?${next}`);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Batumi2025');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await expect(page).toHaveURL('/realt/profile/my-messages');
});

test('an unknown account shows the server text once and keeps the form', async ({ page }) => {
  await prefer(page, '**/api/generate-user-code-reset-password', 'code=422, example=unknownUser');
  await page.goto(RESET);
  await page.getByRole('radio', { name: 'ელ-ფოსტით' }).check();
  await page.getByLabel('ელ-ფოსტა').fill('nobody@example.ge');
  const sent = page.waitForRequest('**/api/generate-user-code-reset-password');
  await page.getByRole('button', { name: 'კოდის გაგზავნა' }).click();
  expect((await sent).postDataJSON()).toEqual({ email: 'nobody@example.ge' });

  await expect(page.getByText('მომხმარებელი ვერ მოიძებნა')).toHaveCount(1);
  await expect(page).toHaveURL(/\/realt\/auth\/reset-password$/);
  await expect(page.getByLabel('ელ-ფოსტა')).toHaveValue('nobody@example.ge');
});

test('an expired code at the last step says so beside the form, which stays filled', async ({ page }) => {
  await prefer(page, '**/api/reset-password', 'code=422, example=expiredCode');
  await reachNewPassword(page);
  await passwordInput(page, 'ახალი პაროლი').fill('Batumi2025');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Batumi2025');
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'კოდს ვადა გაუვიდა, მოითხოვეთ ახალი კოდი' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('კოდს ვადა გაუვიდა, მოითხოვეთ ახალი კოდი')).toHaveCount(1);
  await expect(passwordInput(page, 'ახალი პაროლი')).toHaveValue('Batumi2025');
  await checkScreen(page, 'auth-create-password-expired');

  await alert.getByRole('link', { name: 'ახალი კოდის მოთხოვნა' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/reset-password$/);
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveValue('599 123-456');
});

test('errors by field from the server land on the password fields', async ({ page }) => {
  await prefer(page, '**/api/reset-password', 'code=422, example=fieldErrors');
  await reachNewPassword(page);
  await passwordInput(page, 'ახალი პაროლი').fill('Batumi2025');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Batumi2025');
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  await expect(passwordInput(page, 'გაიმეორეთ პაროლი')).toHaveAccessibleDescription(MESSAGES.sameAs);
  await expect(passwordInput(page, 'ახალი პაროლი')).toHaveAttribute('aria-invalid', 'true');
});

test('the new password follows the rules', async ({ page }) => {
  await reachNewPassword(page);
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.required })).toHaveCount(2);
  await passwordInput(page, 'ახალი პაროლი').fill('batumi');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('batum');
  await passwordInput(page, 'ახალი პაროლი').focus();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.validatePassword })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.sameAs })).toBeVisible();
});

test('the new-password screen without a checked code offers to start again', async ({ page }) => {
  await page.goto('/realt/auth/create-password?type=resetPassword');
  await expect(page.getByRole('alert')).toContainText('ჯერ დაადასტურეთ კოდი');
  await page.getByRole('link', { name: 'პაროლის აღდგენის დაწყება' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/reset-password$/);
});

test('from the admin login the reset runs against /api/admin and returns to the admin login', async ({ page }) => {
  await page.goto('/realt/auth/admin-login');
  await page.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/reset-password\?scope=admin$/);

  await page.getByRole('radio', { name: 'ელ-ფოსტით' }).check();
  await page.getByLabel('ელ-ფოსტა').fill('admin@realt.ge');
  const codeRequest = page.waitForRequest('**/api/admin/generate-user-code-reset-password');
  await page.getByRole('button', { name: 'კოდის გაგზავნა' }).click();
  expect((await codeRequest).postDataJSON()).toEqual({ email: 'admin@realt.ge' });
  await expect(page.getByText('admin@realt.ge')).toBeVisible();

  await page.getByRole('textbox', { name: 'კოდი' }).fill('0397');
  const check = page.waitForRequest('**/api/admin/check-user-code-reset-password');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
  expect((await check).postDataJSON()).toEqual({ email: 'admin@realt.ge', code: '0397' });

  await passwordInput(page, 'ახალი პაროლი').fill('Console2025');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Console2025');
  const reset = page.waitForRequest('**/api/admin/reset-password');
  await page.getByRole('button', { name: 'პაროლის შენახვა' }).click();
  expect((await reset).postDataJSON()).toEqual({ email: 'admin@realt.ge', code: '0397', password: 'Console2025', password_confirmation: 'Console2025' });
  await expect(page).toHaveURL(/\/realt\/auth\/admin-login$/);
  await expect(page.getByText('პაროლი შეიცვალა. შედით ახალი პაროლით.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'ელ-ფოსტით' })).toBeChecked();
  await expect(page.getByLabel('ელ-ფოსტა')).toHaveValue('admin@realt.ge');
});

test('switching the reset to email and back brings back the typed phone', async ({ page }) => {
  await page.goto(RESET);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await page.getByRole('radio', { name: 'ელ-ფოსტით' }).check();
  await page.getByRole('radio', { name: 'ტელეფონით' }).check();
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveValue('599 123-456');
});
