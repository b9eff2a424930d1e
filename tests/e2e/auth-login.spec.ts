// Signing in: by phone or email, the refusals, a server error, the guest draft, the
// keyboard, and the separate admin login.
import { ISSUED_TOKEN, MESSAGES, expectWait, formFields, passwordInput, storedToken, tooManyAttempts, waitAlert } from './auth-fixtures';
import { checkScreen } from './fixtures/screenshots';
import { expect, holdAnswers, hydrated, prefer, pressWhileBusy, test } from './fixtures/test';

const LOGIN = '/realt/auth/login';
const MY_APARTMENTS = /\/realt\/profile\/apartments\/my-apartments$/;

test('signs in by phone and lands on my apartments', async ({ page }) => {
  await page.goto(LOGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'შესვლა' })).toBeVisible();
  await checkScreen(page, 'auth-login');

  const phone = page.getByLabel('ტელეფონის ნომერი');
  await phone.fill('+995 599 12 34 56');
  await expect(phone).toHaveValue('599 123-456');
  await passwordInput(page).fill('  Tbilisi2024 ');
  const sent = page.waitForRequest('**/api/login');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();

  expect(formFields(await sent)).toEqual({ login: '+995599123456', password: 'Tbilisi2024' });
  await expect(page).toHaveURL(MY_APARTMENTS);
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  expect(await storedToken(page)).toBe(ISSUED_TOKEN);
});

test('a digit typed once too often stays, and the number is refused, not sent cut short', async ({ page }) => {
  await page.goto(LOGIN);
  await hydrated(page);
  const phone = page.getByLabel('ტელეფონის ნომერი');
  await phone.pressSequentially('5991234567');
  await expect(phone).toHaveValue('599 123-4567');
  await passwordInput(page).fill('Tbilisi2024');
  let sent = false;
  page.on('request', (request) => void (request.url().endsWith('/api/login') && (sent = true)));
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await expect(phone).toHaveAccessibleDescription(/შეიყვანეთ სწორი ტელეფონის ნომერი/);
  await expect(phone).toBeFocused();
  expect(sent).toBe(false);
});

test('signs in by email with the keyboard alone', async ({ page }) => {
  await page.goto(LOGIN);
  await page.getByRole('radio', { name: 'ტელეფონით' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'ელ-ფოსტით' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('ელ-ფოსტა')).toBeFocused();
  await page.keyboard.type('nino.beridze@example.ge');
  await page.keyboard.press('Tab');
  await expect(passwordInput(page)).toBeFocused();
  await page.keyboard.type('Tbilisi2024');
  const sent = page.waitForRequest('**/api/login');
  await page.keyboard.press('Enter');

  expect(formFields(await sent)).toEqual({ login: 'nino.beridze@example.ge', password: 'Tbilisi2024' });
  await expect(page).toHaveURL(MY_APARTMENTS);
});

test('shows the first failing rule of each field, announced beside it', async ({ page }) => {
  await page.goto(LOGIN);
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  const phone = page.getByLabel('ტელეფონის ნომერი');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(`+995 ${MESSAGES.required}`);
  await expect(passwordInput(page)).toHaveAccessibleDescription(MESSAGES.required);
  await expect(phone).toBeFocused();

  await phone.fill('322 12');
  await phone.blur();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.validatePhone })).toBeVisible();
  await checkScreen(page, 'auth-login-invalid');

  await page.getByRole('radio', { name: 'ელ-ფოსტით' }).check();
  await page.getByLabel('ელ-ფოსტა').fill('nino.beridze@');
  await page.getByLabel('ელ-ფოსტა').blur();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.email })).toBeVisible();
});

test('a blocked account is told to contact support, and the form stays filled', async ({ page }) => {
  await prefer(page, '**/api/login', 'code=422, example=userBlocked');
  await page.goto(LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'თქვენი ანგარიში დაბლოკილია' })).toContainText('მხარდაჭერის სამსახურს');
  await expect(page.getByText('User blocked')).toHaveCount(0);
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveValue('599 123-456');
  await expect(passwordInput(page)).toHaveValue('Tbilisi2024');
  expect(await storedToken(page)).toBeNull();
  await checkScreen(page, 'auth-login-blocked');
});

test('wrong credentials say so, without the server text', async ({ page }) => {
  await prefer(page, '**/api/login', 'code=422, example=wrongCredentials');
  await page.goto(LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Wrong2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'ტელეფონის ნომერი, ელ-ფოსტა ან პაროლი არასწორია' })).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toHaveCount(0);
  await expect(passwordInput(page)).toHaveValue('Wrong2024');
});

test('too many attempts (429) count down the Retry-After, then the form sends again', async ({ page }) => {
  await tooManyAttempts(page, '**/api/login', 5, LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  const submit = page.getByRole('button', { name: 'შესვლა', exact: true });
  await submit.click();

  const wait = waitAlert(page);
  await expectWait(wait, { announced: 5, shown: 5 });
  await expect(submit).toBeDisabled();
  await page.clock.fastForward(2_000);
  await expectWait(wait, { announced: 5, shown: 3 });
  await expect(passwordInput(page)).toHaveValue('Tbilisi2024');

  await page.unrouteAll();
  await page.clock.fastForward(4_000);
  await expect(wait).toHaveCount(0);
  await submit.click();
  await expect(page).toHaveURL(MY_APARTMENTS);
});

test('during the 429 countdown Sign in keeps the keyboard focus, tells why it waits, and sends nothing', async ({ page }) => {
  const calls = await tooManyAttempts(page, '**/api/login', 5, LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  const submit = page.getByRole('button', { name: 'შესვლა', exact: true });
  await submit.focus();
  await page.keyboard.press('Enter');

  const wait = waitAlert(page);
  await expectWait(wait, { announced: 5, shown: 5 });
  await expect(submit).toBeFocused();
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription('ძალიან ბევრი მცდელობა. სცადეთ ხელახლა 5 წამში.');
  // a press meanwhile sends nothing
  await page.keyboard.press('Enter');
  await page.clock.fastForward(2_000);
  await expectWait(wait, { announced: 5, shown: 3 });
  await expect(submit).toHaveAccessibleDescription('ძალიან ბევრი მცდელობა. სცადეთ ხელახლა 5 წამში.');
  await expect(submit).toBeFocused();
  expect(calls()).toBe(1);

  await page.clock.fastForward(4_000);
  await expect(wait).toHaveCount(0);
  await expect(submit).toBeFocused();
  await expect(submit).not.toHaveAttribute('aria-disabled');
});

test('a server error opens the 500 dialog and keeps what was typed', async ({ page }) => {
  await prefer(page, '**/api/login', 'code=500');
  await page.goto(LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();

  const dialog = page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveValue('599 123-456');
  await expect(passwordInput(page)).toHaveValue('Tbilisi2024');
  await expect(page.getByRole('button', { name: 'შესვლა', exact: true })).toBeEnabled();
});

test('cannot send twice while the first request is in flight', async ({ page }) => {
  const held = await holdAnswers(page, '**/api/login');
  await page.goto(LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  const button = page.getByRole('button', { name: 'შესვლა', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
  await passwordInput(page).press('Enter');
  // forced: Playwright itself waits for a control marked aria-disabled
  await button.click({ force: true });
  held.release();
  await expect(page).toHaveURL(MY_APARTMENTS);
  expect(held.calls()).toBe(1);
});

test('Enter on Sign in keeps the focus on the button while the answer is on its way', async ({ page }) => {
  const held = await holdAnswers(page, '**/api/login');
  await page.goto(LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').focus();
  await page.keyboard.type('599123456');
  await page.keyboard.press('Tab');
  await expect(passwordInput(page)).toBeFocused();
  await page.keyboard.type('Tbilisi2024');
  // past the password's show toggle and the forgotten-password link
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: 'შესვლა', exact: true });
  await pressWhileBusy(page, button, held);
  await expect(page).toHaveURL(MY_APARTMENTS);
  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  expect(await storedToken(page)).toBe(ISSUED_TOKEN);
  expect(held.calls()).toBe(1);
});

test('a guest with a draft listing lands on the create page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('guest-draft-listing', JSON.stringify({ title: 'ბინა ვაკეში' })));
  await page.goto(LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await expect(page).toHaveURL(/\/realt\/profile\/advertisement\/create-advertisement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'განცხადების დამატება' })).toBeVisible();
});

test('the admin console opens the admin login, which signs in against /api/admin and returns there', async ({ page }) => {
  await prefer(page, '**/api/get-authenticated-user', 'example=admin');
  await page.goto('/realt/admin');
  await expect(page).toHaveURL(/\/realt\/auth\/admin-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ადმინისტრატორის შესვლა' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'დარეგისტრირდით' })).toHaveCount(0);
  await checkScreen(page, 'auth-admin-login');

  await page.getByRole('radio', { name: 'ელ-ფოსტით' }).check();
  await page.getByLabel('ელ-ფოსტა').fill('admin@realt.ge');
  await passwordInput(page).fill('Console2024');
  const sent = page.waitForRequest('**/api/admin/login');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();

  expect(formFields(await sent)).toEqual({ login: 'admin@realt.ge', password: 'Console2024' });
  await expect(page).toHaveURL(/\/realt\/admin\/users$/);
  expect(await storedToken(page)).toBe(ISSUED_TOKEN);
});

test('the admin login refuses a blocked account like the site login', async ({ page }) => {
  await prefer(page, '**/api/admin/login', 'code=422, example=userBlocked');
  await page.goto('/realt/auth/admin-login');
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Console2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'თქვენი ანგარიში დაბლოკილია' })).toBeVisible();
});

test('switching to email and back keeps what was typed in each', async ({ page }) => {
  await page.goto(LOGIN);
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await page.getByRole('radio', { name: 'ელ-ფოსტით' }).check();
  await expect(page.getByLabel('ტელეფონის ნომერი')).toBeHidden();
  await page.getByLabel('ელ-ფოსტა').fill('nino@example.ge');
  await page.getByRole('radio', { name: 'ტელეფონით' }).check();
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveValue('599 123-456');
  await page.getByRole('radio', { name: 'ელ-ფოსტით' }).check();
  await expect(page.getByLabel('ელ-ფოსტა')).toHaveValue('nino@example.ge');
  // the chosen one is sent, the other one is not
  await passwordInput(page).fill('Tbilisi2024');
  const sent = page.waitForRequest('**/api/login');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  expect(formFields(await sent)).toEqual({ login: 'nino@example.ge', password: 'Tbilisi2024' });
});

test('the links to register and to the password reset keep the page the sign-in returns to', async ({ page }) => {
  const next = `next=${encodeURIComponent('/announcement/3-otaxiani-bina-vakeshi-102')}`;
  await page.goto(`${LOGIN}?${next}`);
  await expect(page.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' })).toHaveAttribute('href', `/realt/auth/reset-password?${next}`);
  await page.getByRole('link', { name: 'დარეგისტრირდით' }).click();
  await expect(page).toHaveURL(`/realt/auth/register?${next}`);
});

test('a return to another site is not passed on to register or to the password reset', async ({ page }) => {
  await page.goto(`${LOGIN}?${new URLSearchParams({ next: '//evil.example' })}`);
  await expect(page.getByRole('link', { name: 'დაგავიწყდათ პაროლი?' })).toHaveAttribute('href', '/realt/auth/reset-password');
  await expect(page.getByRole('link', { name: 'დარეგისტრირდით' })).toHaveAttribute('href', '/realt/auth/register');
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await passwordInput(page).fill('Tbilisi2024');
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
  await expect(page).toHaveURL(MY_APARTMENTS);
});

test('on a phone, one tap on “Forgot your password?” opens the reset page after a number was half typed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/realt/ru/auth/login');
  await page.getByLabel('Номер телефона').fill('599 123');
  // the field's message appears once the press is a click: shown as it began, it moved the link from under the finger
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/realt\/ru\/auth\/reset-password$/);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('one tap on “Forgot your password?” opens the reset page after a number was half typed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/realt/ru/auth/login');
    await page.getByLabel('Номер телефона').tap();
    await page.keyboard.type('599 123');
    // a finger's tap moves the focus after pointerup: the message waits for the click all the same
    await page.getByRole('link', { name: 'Забыли пароль?' }).tap();
    await expect(page).toHaveURL(/\/realt\/ru\/auth\/reset-password$/);
  });
});
