// Registration: the form, the code screen (reload-safe without keeping the password, resend
// countdown, a 429's wait), the refused codes and a refused registration, ending signed in on my
// apartments, or on the page the sign-in it came from was for (`?next=`).
import type { Page } from '@playwright/test';
import { ISSUED_TOKEN, MESSAGES, answerTooManyAttempts, expectWait, fillRegistration, formFields, passwordInput, storedToken, tooManyAttempts, waitAlert } from './auth-fixtures';
import { checkScreen } from './fixtures/screenshots';
import { expect, holdAnswers, prefer, pressWhileBusy, test } from './fixtures/test';

const REGISTER = '/realt/auth/register';
const CODE_SCREEN = /\/realt\/auth\/confirmation-code\?type=register$/;

async function reachCodeScreen(page: Page) {
  await page.goto(REGISTER);
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await expect(page).toHaveURL(CODE_SCREEN);
}

test('registers through the code and lands on my apartments', async ({ page }) => {
  await page.goto(REGISTER);
  await expect(page.getByRole('heading', { level: 1, name: 'რეგისტრაცია' })).toBeVisible();
  await checkScreen(page, 'auth-register');
  await fillRegistration(page);
  const codeRequest = page.waitForRequest('**/api/generate-user-code-register');
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  expect((await codeRequest).postDataJSON()).toEqual({ phone: '+995599123456', email: 'nino.beridze@example.ge' });

  await expect(page).toHaveURL(CODE_SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'დადასტურების კოდი' })).toBeVisible();
  await expect(page.getByText('+995 599 123-456')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ხელახლა გაგზავნა' })).toHaveAccessibleDescription(/^0:[5-6]\d-ში$/);
  await checkScreen(page, 'auth-confirmation-code');

  // nothing secret rests in the browser: the password is in memory only
  const atRest = () => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(await atRest()).toContain('ბერიძე');
  expect(await atRest()).not.toContain('Tbilisi2024');

  // a reload on the code screen keeps the step and asks for the password again
  await page.reload();
  await expect(page.getByText('+995 599 123-456')).toBeVisible();
  await expect(page.getByText('უსაფრთხოებისთვის პაროლს არ ვინახავთ')).toBeVisible();
  await passwordInput(page).fill('Tbilisi2024');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Tbilisi2024');

  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  const check = page.waitForRequest('**/api/check-user-code-register');
  const register = page.waitForRequest('**/api/register');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
  expect((await check).postDataJSON()).toEqual({ phone: '+995599123456', code: '4821' });
  expect(formFields(await register)).toEqual({
    name: 'ნინო',
    surname: 'ბერიძე',
    phone: '+995599123456',
    email: 'nino.beridze@example.ge',
    password: 'Tbilisi2024',
    password_confirmation: 'Tbilisi2024',
    code: '4821',
  });

  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  expect(await storedToken(page)).toBe(ISSUED_TOKEN);
  expect(await atRest()).not.toContain('ბერიძე');
});

test('a reload of the half-filled form brings back what was typed, but no password, which rests nowhere', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/realt/ru${REGISTER.slice('/realt'.length)}`);
  await page.getByLabel('Имя').fill('Нино');
  await page.getByLabel('Номер телефона').fill('599123456');
  await page.getByLabel('Эл. почта').fill('nino@example.ge');
  await passwordInput(page, 'Пароль').fill('Tbilisi2024');
  await page.reload();
  await expect(page.getByLabel('Имя')).toHaveValue('Нино');
  await expect(page.getByLabel('Номер телефона')).toHaveValue('599 123-456');
  await expect(page.getByLabel('Эл. почта')).toHaveValue('nino@example.ge');
  await expect(passwordInput(page, 'Пароль')).toHaveValue('');
  const atRest = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(atRest).toContain('Нино');
  expect(atRest).not.toContain('Tbilisi2024');
});

test('without a reload the code screen does not ask for the password again', async ({ page }) => {
  await reachCodeScreen(page);
  await expect(passwordInput(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  const register = page.waitForRequest('**/api/register');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
  expect(formFields(await register)).toMatchObject({ password: 'Tbilisi2024', password_confirmation: 'Tbilisi2024' });
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
});

test('Enter on the submit keeps the focus on it while the code request is on its way', async ({ page }) => {
  const held = await holdAnswers(page, '**/api/generate-user-code-register');
  await page.goto(REGISTER);
  await page.getByLabel('სახელი').focus();
  for (const value of ['ნინო', 'ბერიძე', '599123456', 'nino.beridze@example.ge']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(passwordInput(page)).toBeFocused();
  await page.keyboard.type('Tbilisi2024');
  // past the password's show toggle
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(passwordInput(page, 'გაიმეორეთ პაროლი')).toBeFocused();
  await page.keyboard.type('Tbilisi2024');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const submit = page.getByRole('button', { name: 'კოდის მიღება' });
  await pressWhileBusy(page, submit, held);
  await expect(page).toHaveURL(CODE_SCREEN);
  await expect(page.getByText('+995 599 123-456')).toBeVisible();
  expect(held.calls()).toBe(1);
});

test('too many code requests (429) wait out the Retry-After with a live countdown', async ({ page }) => {
  const calls = await tooManyAttempts(page, '**/api/generate-user-code-register', 30, REGISTER);
  await fillRegistration(page);
  const submit = page.getByRole('button', { name: 'კოდის მიღება' });
  await submit.click();
  const wait = waitAlert(page);
  await expectWait(wait, { announced: 30, shown: 30 });
  await expect(submit).toBeDisabled();
  await page.clock.fastForward(10_000);
  await expectWait(wait, { announced: 30, shown: 20 });
  await page.clock.fastForward(21_000);
  await expect(wait).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(/\/realt\/auth\/register$/);
  expect(calls()).toBe(1);
});

test('names every broken rule of the form, the first per field', async ({ page }) => {
  await page.goto(REGISTER);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.required })).toHaveCount(5);
  await expect(page.getByLabel('სახელი')).toBeFocused();

  await page.getByLabel('ტელეფონის ნომერი').fill('599 12');
  await page.getByLabel('ელ-ფოსტა').fill('nino.beridze@example');
  await passwordInput(page).fill('tbilisi2024');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Tbilisi2025');
  await page.getByLabel('სახელი').focus();
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveAccessibleDescription(`+995 ${MESSAGES.validatePhone}`);
  await expect(page.getByLabel('ელ-ფოსტა')).toHaveAccessibleDescription(MESSAGES.email);
  await expect(passwordInput(page)).toHaveAccessibleDescription(`მინიმუმ 1 დიდი ასო, 1 პატარა ასო და 1 ციფრი ${MESSAGES.validatePassword}`);
  await expect(passwordInput(page, 'გაიმეორეთ პაროლი')).toHaveAccessibleDescription(MESSAGES.sameAs);
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, 'auth-register-invalid');
});

test('the code field checks the format and the length before asking the server', async ({ page }) => {
  await reachCodeScreen(page);
  const code = page.getByRole('textbox', { name: 'კოდი' });
  await code.fill('48a1');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
  await expect(code).toHaveAccessibleDescription(`4 ციფრი ${MESSAGES.wrongFormatError.code}`);
  await code.fill('48');
  await expect(code).toHaveAccessibleDescription(`4 ციფრი ${MESSAGES.sameLengthError(4)}`);
});

for (const [example, text] of [
  ['wrongCode', 'კოდი არასწორია'],
  ['expiredCode', 'კოდს ვადა გაუვიდა, მოითხოვეთ ახალი კოდი'],
] as const) {
  test(`a refused code (${example}) is shown on the field once and the code stays`, async ({ page }) => {
    await prefer(page, '**/api/check-user-code-register', `code=422, example=${example}`);
    await reachCodeScreen(page);
    const code = page.getByRole('textbox', { name: 'კოდი' });
    await code.fill('1234');
    await page.getByRole('button', { name: 'დადასტურება' }).click();
    await expect(code).toHaveAccessibleDescription(`4 ციფრი ${text}`);
    await expect(page.getByText(text)).toHaveCount(1);
    await expect(code).toHaveValue('1234');
    await expect(code).toBeFocused();
    await expect(page).toHaveURL(CODE_SCREEN);
  });
}

test('a registration refused by field goes back to the filled form with the errors on its fields', async ({ page }) => {
  await prefer(page, '**/api/register', 'code=422, example=fieldErrors');
  await reachCodeScreen(page);
  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  await page.getByRole('button', { name: 'დადასტურება' }).click();

  await expect(page).toHaveURL(/\/realt\/auth\/register$/);
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveAccessibleDescription('+995 ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია');
  // a refused registration ends the flow: the form holds what is needed to start again
  expect(await page.evaluate(() => sessionStorage.getItem('pending-registration'))).toBeNull();
  await expect(page.getByLabel('ელ-ფოსტა')).toHaveAccessibleDescription(MESSAGES.email);
  await expect(page.getByLabel('სახელი')).toHaveValue('ნინო');
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveValue('599 123-456');
  await expect(passwordInput(page)).toHaveValue('Tbilisi2024');

  // the server's error leaves once the field is changed
  await page.getByLabel('ტელეფონის ნომერი').fill('577123456');
  await expect(page.getByText('ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია')).toHaveCount(0);
});

test('a phone already registered is refused before the code screen, the form stays', async ({ page }) => {
  await prefer(page, '**/api/generate-user-code-register', 'code=422, example=phoneTaken');
  await page.goto(REGISTER);
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await expect(page.getByText('ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია')).toHaveCount(1);
  await expect(page).toHaveURL(/\/realt\/auth\/register$/);
  await expect(page.getByLabel('გვარი')).toHaveValue('ბერიძე');
});

test('a new code can be asked for when the countdown ends, and the button keeps the focus while it waits', async ({ page }) => {
  await page.clock.install();
  await reachCodeScreen(page);
  const countdown = /^(1:00|0:[0-5]\d)-ში$/;
  const resend = page.getByRole('button', { name: 'ხელახლა გაგზავნა' });
  await expect(page.getByText(countdown)).toBeVisible();
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await expect(resend).toHaveAccessibleDescription(countdown);
  let requests = 0;
  page.on('request', (request) => void (request.url().endsWith('/api/generate-user-code-register') && requests++));
  // a press meanwhile sends nothing
  await resend.focus();
  await page.keyboard.press('Enter');
  await page.clock.fastForward(61_000);
  await expect(page.getByText(countdown)).toHaveCount(0);
  await expect(resend).not.toHaveAttribute('aria-disabled');
  await expect(resend).toBeFocused();
  expect(requests).toBe(0);

  const again = page.waitForRequest('**/api/generate-user-code-register');
  await page.keyboard.press('Enter');
  expect((await again).postDataJSON()).toEqual({ phone: '+995599123456', email: 'nino.beridze@example.ge' });
  await expect(page.getByText('ახალი კოდი გაიგზავნა.')).toBeVisible();
  // the next wait: the pressed button stays, with the focus, and says how long
  await expect(page.getByText(countdown)).toBeVisible();
  await expect(resend).toBeFocused();
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await expect(resend).toHaveAccessibleDescription(countdown);
});

test('a resend refused with a 429 keeps the focus on the button, which waits out the Retry-After and says so', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  await reachCodeScreen(page);
  // the code screen in first: with the clock paused, React would not reveal it after its code loads
  await expect(page.getByRole('textbox', { name: 'კოდი' })).toBeVisible();
  // past the first wait, with the clock paused: the 429's countdown moves only with the test
  await page.clock.pauseAt(new Date('2026-11-23T10:05:00Z'));
  const calls = await answerTooManyAttempts(page, '**/api/generate-user-code-register', 30);
  const resend = page.getByRole('button', { name: 'ხელახლა გაგზავნა' });
  await expect(resend).not.toHaveAttribute('aria-disabled');
  await resend.focus();
  await page.keyboard.press('Enter');

  const wait = waitAlert(page);
  await expectWait(wait, { announced: 30, shown: 30 });
  await expect(resend).toBeFocused();
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await expect(resend).toHaveAccessibleDescription('ძალიან ბევრი მცდელობა. სცადეთ ხელახლა 30 წამში.');
  // a press meanwhile sends nothing
  await page.keyboard.press('Enter');
  await page.clock.fastForward(10_000);
  await expectWait(wait, { announced: 30, shown: 20 });
  expect(calls()).toBe(1);

  await page.clock.fastForward(21_000);
  await expect(wait).toHaveCount(0);
  await expect(resend).toBeFocused();
  await expect(resend).not.toHaveAttribute('aria-disabled');
});

test('the code screen without a registration offers to start again', async ({ page }) => {
  await page.goto('/realt/auth/confirmation-code?type=register');
  await expect(page.getByRole('alert')).toContainText('დასადასტურებელი მოთხოვნა ვერ მოიძებნა');
  await page.getByRole('link', { name: 'რეგისტრაციის დაწყება' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/register$/);
});

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
// the query of a sign-in that returns to the listing, and of one that returns to my messages
const FOR_LISTING = `next=${encodeURIComponent('/announcement/3-otaxiani-bina-vakeshi-102')}`;
const FOR_MESSAGES = `next=${encodeURIComponent('/profile/my-messages')}`;

async function confirmCode(page: Page) {
  await page.getByRole('textbox', { name: 'კოდი' }).fill('4821');
  await page.getByRole('button', { name: 'დადასტურება' }).click();
}

const loginLink = (page: Page) => page.getByRole('main').getByRole('link', { name: 'შესვლა', exact: true });

test('a guest who taps Save on a listing and registers from the sign-in lands back on the listing', async ({ page }) => {
  await page.goto(LISTING);
  await page.getByRole('complementary').getByRole('button', { name: 'შენახვა' }).click();
  await expect(page).toHaveURL(`/realt/auth/login?${FOR_LISTING}`);
  await page.getByRole('link', { name: 'დარეგისტრირდით' }).click();
  await expect(page).toHaveURL(`${REGISTER}?${FOR_LISTING}`);
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await expect(page).toHaveURL(`/realt/auth/confirmation-code?type=register&${FOR_LISTING}`);
  await confirmCode(page);

  await expect(page).toHaveURL(LISTING);
  await expect(page.getByRole('heading', { level: 1, name: '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში' })).toBeVisible();
  expect(await storedToken(page)).toBe(ISSUED_TOKEN);
});

test('a reload on the code screen keeps the page the registration returns to', async ({ page }) => {
  await page.goto(`${REGISTER}?${FOR_MESSAGES}`);
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await expect(page).toHaveURL(`/realt/auth/confirmation-code?type=register&${FOR_MESSAGES}`);
  await page.reload();
  await passwordInput(page).fill('Tbilisi2024');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Tbilisi2024');
  await confirmCode(page);
  await expect(page).toHaveURL('/realt/profile/my-messages');
});

test('the ways back from registration keep the page it returns to', async ({ page }) => {
  await page.goto(`${REGISTER}?${FOR_LISTING}`);
  await expect(loginLink(page)).toHaveAttribute('href', `/realt/auth/login?${FOR_LISTING}`);
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await page.getByRole('link', { name: 'მონაცემების შეცვლა' }).click();
  await expect(page).toHaveURL(`${REGISTER}?${FOR_LISTING}`);
  await loginLink(page).click();
  await expect(page).toHaveURL(`/realt/auth/login?${FOR_LISTING}`);
});

test('a registration refused by field goes back to a form that still returns to the page', async ({ page }) => {
  await prefer(page, '**/api/register', 'code=422, example=fieldErrors');
  await page.goto(`${REGISTER}?${FOR_LISTING}`);
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await confirmCode(page);
  await expect(page.getByLabel('ტელეფონის ნომერი')).toHaveAccessibleDescription('+995 ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია');
  await expect(page).toHaveURL(`${REGISTER}?${FOR_LISTING}`);
});

test('a return to another site or to an auth page is not passed on, and registration lands on my apartments', async ({ page }) => {
  for (const next of ['/auth/login', '//evil.example']) {
    await page.goto(`${REGISTER}?${new URLSearchParams({ next })}`);
    await expect(loginLink(page)).toHaveAttribute('href', '/realt/auth/login');
  }
  await fillRegistration(page);
  await page.getByRole('button', { name: 'კოდის მიღება' }).click();
  await expect(page).toHaveURL(CODE_SCREEN);
  await confirmCode(page);
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
});

test('signed-in users never see the register form', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(REGISTER);
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
});
