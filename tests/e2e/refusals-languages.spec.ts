// The server's refusals on an English or Russian page: told in the app's own words for their
// code, in the page's language, never in the server's Georgian (registration, its code check,
// password reset, the edit-profile page), and worded again when the page switches language.
import type { Page } from '@playwright/test';
import authEn from '../../src/i18n/auth.en';
import authRu from '../../src/i18n/auth.ru';
import profileEn from '../../src/i18n/profile.en';
import profileRu from '../../src/i18n/profile.ru';
import refusalsEn from '../../src/i18n/refusals.en';
import refusalsRu from '../../src/i18n/refusals.ru';
import { expect, prefer, test } from './fixtures/test';

const PAGES = [
  { lang: 'en', native: 'English', auth: authEn, profile: profileEn, refusals: refusalsEn },
  { lang: 'ru', native: 'Русский', auth: authRu, profile: profileRu, refusals: refusalsRu },
] as const;

// the contract's examples of these refusals, as the server words them
const GEORGIAN = { phoneTaken: 'ეს ტელეფონის ნომერი უკვე დარეგისტრირებულია', wrongCode: 'კოდი არასწორია', expiredCode: 'კოდს ვადა გაუვიდა' };

for (const { lang, auth, profile, refusals } of PAGES) {
  // the other of the two languages, which the page switches to
  const other = PAGES.find((each) => each.lang !== lang) ?? PAGES[0];

  const password = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  async function fillRegistration(page: Page) {
    await page.goto(`/realt/${lang}/auth/register`);
    await page.getByLabel(auth.fields.name).fill('Nino');
    await page.getByLabel(auth.fields.surname).fill('Beridze');
    await page.getByLabel(auth.fields.phone).fill('599123456');
    await password(page, auth.fields.password).fill('Tbilisi2024');
    await password(page, auth.fields.passwordConfirmation).fill('Tbilisi2024');
  }

  /** A password reset up to its last step, whose new password the server refuses: the code expired. */
  async function resetWithExpiredCode(page: Page) {
    await prefer(page, '**/api/reset-password', 'code=422, example=expiredCode');
    await page.goto(`/realt/${lang}/auth/reset-password`);
    await page.getByLabel(auth.fields.phone).fill('599123456');
    await page.getByRole('button', { name: auth.reset.submit }).click();
    await page.getByRole('textbox', { name: auth.fields.code }).fill('4821');
    await page.getByRole('button', { name: auth.code.submit }).click();
    await password(page, auth.fields.newPassword).fill('Batumi2025');
    await password(page, auth.fields.passwordConfirmation).fill('Batumi2025');
    await page.getByRole('button', { name: auth.createPassword.submit }).click();
  }

  test(`${lang}: a phone already registered is told in the page's language`, async ({ page }) => {
    await prefer(page, '**/api/generate-user-code-register', 'code=422, example=phoneTaken');
    await fillRegistration(page);
    await page.getByRole('button', { name: auth.register.submit }).click();
    await expect(page.getByText(refusals.phone_taken)).toHaveCount(1);
    await expect(page.getByText(GEORGIAN.phoneTaken)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/realt/${lang}/auth/register$`));
  });

  test(`${lang}: a wrong registration code is told in the page's language on the code field`, async ({ page }) => {
    await prefer(page, '**/api/check-user-code-register', 'code=422, example=wrongCode');
    await fillRegistration(page);
    await page.getByRole('button', { name: auth.register.submit }).click();
    const code = page.getByRole('textbox', { name: auth.fields.code });
    await code.fill('1234');
    await page.getByRole('button', { name: auth.code.submit }).click();
    await expect(code).toHaveAccessibleDescription(`${auth.fields.codeHint} ${refusals.code_wrong}`);
    await expect(page.getByText(GEORGIAN.wrongCode)).toHaveCount(0);
  });

  test(`${lang}: an expired code at the password reset is told in the page's language`, async ({ page }) => {
    await resetWithExpiredCode(page);
    await expect(page.getByRole('alert').filter({ hasText: refusals.code_expired })).toBeVisible();
    await expect(page.getByText(GEORGIAN.expiredCode)).toHaveCount(0);
  });

  test(`${lang}: an expired code at the password reset is worded again after a switch to ${other.lang}`, async ({ page }) => {
    await resetWithExpiredCode(page);
    await expect(page.getByRole('alert').filter({ hasText: refusals.code_expired })).toHaveText(`${refusals.code_expired} ${auth.createPassword.newCode}`);

    await page.getByRole('banner').getByRole('link', { name: other.native }).click();
    await expect(page).toHaveURL(new RegExp(`/realt/${other.lang}/auth/create-password\\?type=resetPassword$`));
    await expect(page.getByRole('alert').filter({ hasText: other.refusals.code_expired })).toHaveText(`${other.refusals.code_expired} ${other.auth.createPassword.newCode}`);
    await expect(page.getByText(refusals.code_expired)).toHaveCount(0);
  });

  test(`${lang}: wrong credentials at sign-in are worded again after a switch to ${other.lang}, with what was typed kept`, async ({ page }) => {
    await prefer(page, '**/api/login', 'code=422, example=wrongCredentials');
    await page.goto(`/realt/${lang}/auth/login`);
    await page.getByLabel(auth.fields.phone).fill('599123456');
    await password(page, auth.fields.password).fill('Wrong2024');
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: auth.login.wrong })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: other.native }).click();
    await expect(page).toHaveURL(new RegExp(`/realt/${other.lang}/auth/login$`));
    await expect(page.getByRole('alert').filter({ hasText: other.auth.login.wrong })).toBeVisible();
    await expect(page.getByText(auth.login.wrong)).toHaveCount(0);
    await expect(password(page, other.auth.fields.password)).toHaveValue('Wrong2024');
  });

  test(`${lang}: a refused registration's errors on the form are worded again after a switch to ${other.lang}`, async ({ page }) => {
    await prefer(page, '**/api/register', 'code=422, example=fieldErrors');
    await fillRegistration(page);
    await page.getByRole('button', { name: auth.register.submit }).click();
    await page.getByRole('textbox', { name: auth.fields.code }).fill('4821');
    await page.getByRole('button', { name: auth.code.submit }).click();
    await expect(page.getByLabel(auth.fields.phone)).toHaveAccessibleDescription(`+995 ${refusals.phone_taken}`);

    await page.getByRole('banner').getByRole('link', { name: other.native }).click();
    await expect(page).toHaveURL(new RegExp(`/realt/${other.lang}/auth/register$`));
    await expect(page.getByLabel(other.auth.fields.phone)).toHaveAccessibleDescription(`+995 ${other.refusals.phone_taken}`);
    await expect(page.getByLabel(other.auth.fields.phone)).toHaveValue('599 123-456');
  });

  test(`${lang}: a phone another account has is refused on the edit-profile page without advice to sign in`, async ({ page, signIn }) => {
    await signIn('user');
    await prefer(page, '**/client-api/profile/phone-code', 'code=422, example=phoneTaken');
    await page.goto(`/realt/${lang}/profile/edit-profile`);
    const phone = page.getByLabel(profile.profile.phone);
    await phone.fill('577654321');
    await page.getByRole('button', { name: profile.profile.save }).click();
    await expect(phone).toHaveAccessibleDescription(`+995 ${profile.profile.phoneChangeNote} ${profile.profile.phoneTaken}`);
    await expect(page.getByText(refusals.phone_taken)).toHaveCount(0);
  });
}
