// Helpers shared by the auth-*.spec.ts journeys.
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The fields of a multipart/form-data request (the form-data calls). */
export function formFields(request: Request): Record<string, string> {
  const body = request.postData() ?? '';
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) fields[name] = value;
  }
  return fields;
}

/** Answers `url` with a 429 and a Retry-After of `seconds` (null: none) from now on. Resolves to the call count. */
export async function answerTooManyAttempts(page: Page, url: string, seconds: number | null): Promise<() => number> {
  let calls = 0;
  await page.route(url, (route) => {
    calls++;
    return route.fulfill({
      status: 429,
      headers: seconds === null ? {} : { 'Retry-After': String(seconds) },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too Many Attempts.' }),
    });
  });
  return () => calls;
}

const waitText = (seconds: number) => `ძალიან ბევრი მცდელობა. სცადეთ ხელახლა ${seconds} წამში.`;

/** A 429's wait, as the page's alerts find it. */
export const waitAlert = (within: Page | Locator) => within.getByRole('alert').filter({ hasText: 'ძალიან ბევრი მცდელობა' });

/**
 * The wait as a visitor meets it: the count on screen at `shown` seconds, while a screen reader
 * is read the wait once, as it began (`announced`), not every second.
 */
export async function expectWait(alert: Locator, { announced, shown }: { announced: number; shown: number }): Promise<void> {
  await expect(alert).toContainText(waitText(shown));
  await expect(alert).toMatchAriaSnapshot(`- alert: ${waitText(announced)}`);
}

/**
 * Answers `url` with a 429 and a Retry-After of `seconds` (null: none), and opens `path` with the
 * page's clock paused, so the countdown moves only when the test moves the clock. Resolves to the
 * call count.
 */
export async function tooManyAttempts(page: Page, url: string, seconds: number | null, path: string): Promise<() => number> {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00Z') });
  const calls = await answerTooManyAttempts(page, url, seconds);
  await page.goto(path);
  // the screen's form first: a reveal after a suspension waits on a timer, which a paused clock
  // holds (the server's skeleton has the heading already, not the fields); and the page hydrated:
  // a click kept while it hydrates is replayed on a timer too
  await page.getByRole('main').getByRole('textbox').first().waitFor();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.clock.pauseAt(new Date('2026-11-23T10:01:00Z'));
  return calls;
}

/** The token of the contract's `signedIn` example. */
export const ISSUED_TOKEN = '7|Xq2bH0c9Lk4mT8pV1sR6wY3zA5dF7gJ9';

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('access-token'));

/** The password input (its toggle button's name also contains the word). */
export const passwordInput = (page: Page, label = 'პაროლი') => page.getByLabel(label, { exact: true });

/** The validation messages as the app shows them. */
export { validationKa as MESSAGES } from '../../src/i18n/validation.ka';

/** Fills the register form with a new user's details. */
export async function fillRegistration(page: Page): Promise<void> {
  await page.getByLabel('სახელი').fill('ნინო');
  await page.getByLabel('გვარი').fill('ბერიძე');
  await page.getByLabel('ტელეფონის ნომერი').fill('599123456');
  await page.getByLabel('ელ-ფოსტა').fill('nino.beridze@example.ge');
  await passwordInput(page).fill('Tbilisi2024');
  await passwordInput(page, 'გაიმეორეთ პაროლი').fill('Tbilisi2024');
}
