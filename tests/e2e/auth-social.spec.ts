// The social sign-in: the login and register pages start it with a one-use state kept in the tab;
// the return route adopts `?token=` only with that state, asks before replacing another signed-in
// account, and takes the token and state out of the address at once.
import type { Page } from '@playwright/test';
import { checkScreen } from './fixtures/screenshots';
import { expect, prefer, test } from './fixtures/test';

const TOKEN = '9|socialProviderToken0123456789';
const STATE = 'q3XbE9yZQ0m1vJtC8dLw7A';
const RETURN = `/realt/auth/social-auth?token=${encodeURIComponent(TOKEN)}&state=${STATE}`;

/** The tab started a social sign-in with `state` from a page in `lang` (what the login page's buttons keep). */
async function started(page: Page, state = STATE, lang = 'ka', next?: string) {
  await page.addInitScript((value) => sessionStorage.setItem('social-sign-in-state', value), JSON.stringify({ state, lang, next }));
}

/** The backend's part of a start: the provider round trip, then back to the app's return address with the same state. */
async function providerReturns(page: Page): Promise<URL[]> {
  const starts: URL[] = [];
  await page.route('**/api/social/google/redirect?*', async (route) => {
    const start = new URL(route.request().url());
    if (route.request().isNavigationRequest()) starts.push(start);
    const state = start.searchParams.get('state') ?? '';
    await route.fulfill({ status: 302, headers: { location: `/realt/auth/social-auth?token=${encodeURIComponent(TOKEN)}&state=${state}` } });
  });
  return starts;
}

/** Every request that carried `token` as its bearer token. */
function bearerUses(page: Page, token: string): string[] {
  const uses: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['authorization'] === `Bearer ${token}`) uses.push(request.url());
  });
  return uses;
}

test('the Google button starts the sign-in with a fresh state, and its return signs in', async ({ page }) => {
  let start: URL | null = null;
  await page.route('**/api/social/google/redirect?*', async (route) => {
    start = new URL(route.request().url());
    // the backend's part: the provider round trip, then back with the token and the same state
    const state = start.searchParams.get('state') ?? '';
    await route.fulfill({ status: 302, headers: { location: `/realt/auth/social-auth?token=${encodeURIComponent(TOKEN)}&state=${state}` } });
  });
  await page.goto('/realt/auth/login');
  const userCall = page.waitForRequest('**/api/get-authenticated-user');
  await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();
  expect((await userCall).headers()['authorization']).toBe(`Bearer ${TOKEN}`);
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  const state = (start as URL | null)?.searchParams.get('state');
  expect(state).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe(TOKEN);
  // one use: the stored state is gone
  expect(await page.evaluate(() => sessionStorage.getItem('social-sign-in-state'))).toBeNull();
});

test('the Facebook button starts its own provider with a new state each time', async ({ page }) => {
  const starts: string[] = [];
  await page.route('**/api/social/*/redirect?*', (route) => {
    if (route.request().isNavigationRequest()) starts.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await page.goto('/realt/auth/login');
  await page.getByRole('button', { name: 'Facebook-ით შესვლა' }).click();
  await expect.poll(() => starts.length).toBe(1);
  await page.goto('/realt/auth/login');
  await page.getByRole('button', { name: 'Facebook-ით შესვლა' }).click();
  await expect.poll(() => starts.length).toBe(2);
  const [first, second] = starts.map((url) => new URL(url));
  expect(first?.pathname).toBe('/api/social/facebook/redirect');
  expect(first?.searchParams.get('state')).not.toBe(second?.searchParams.get('state'));
});

test('a matching state stores the token and lands on my apartments', async ({ page }) => {
  await started(page);
  const userCall = page.waitForRequest('**/api/get-authenticated-user');
  await page.goto(RETURN);
  expect((await userCall).headers()['authorization']).toBe(`Bearer ${TOKEN}`);
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe(TOKEN);
});

test('a link with a token but no state does not sign in', async ({ page }) => {
  const uses = bearerUses(page, TOKEN);
  await page.goto(`/realt/auth/social-auth?token=${encodeURIComponent(TOKEN)}`);
  await expect(page.getByRole('alert')).toContainText('შესვლის ბმული არ არის ძალაში');
  await expect(page).toHaveURL(/\/realt\/auth\/social-auth$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  expect(uses).toEqual([]);
  await page.getByRole('link', { name: 'თავიდან შესვლა' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
});

test('a link with a state this tab did not start does not sign in', async ({ page }) => {
  await started(page);
  const uses = bearerUses(page, TOKEN);
  await page.goto(`/realt/auth/social-auth?token=${encodeURIComponent(TOKEN)}&state=attackerChosenState00000`);
  await expect(page.getByRole('alert')).toContainText('შესვლის ბმული არ არის ძალაში');
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  expect(uses).toEqual([]);
});

test('the token and state leave the address before the sign-in is checked', async ({ page }) => {
  await started(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/get-authenticated-user', async (route) => {
    await held;
    await route.continue();
  });
  const userCall = page.waitForRequest('**/api/get-authenticated-user');
  await page.goto(RETURN);
  await userCall;
  expect(page.url()).toMatch(/\/realt\/auth\/social-auth$/);
  release();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  // the history entry of the return was replaced: going back does not reach the token
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
});

test('a signed-in user is asked before another account replaces theirs, and cancel keeps the session', async ({ page, signIn }) => {
  await signIn();
  await started(page);
  const uses = bearerUses(page, TOKEN);
  await page.goto(RETURN);
  const question = page.getByRole('alertdialog', { name: 'სხვა ანგარიშზე გადასვლა?' });
  await expect(question).toContainText('თქვენ შესული ხართ როგორც ნინო ბერიძე');
  await expect(page).toHaveURL(/\/realt\/auth\/social-auth$/);
  await question.getByRole('button', { name: 'დარჩენა მიმდინარე ანგარიშზე' }).click();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe('7|e2e-test-token-0123456789');
  expect(uses).toEqual([]);
});

test('the return’s token leaves in no request: the page sends no Referer, and nothing is asked while the token is in the address', async ({ page, signIn }) => {
  // signed in already: the page's start would send the user's call at once
  await signIn();
  await started(page);
  const leaks: string[] = [];
  const asked: string[] = [];
  page.on('request', (request) => {
    if ((request.headers()['referer'] ?? '').includes('token')) leaks.push(request.url());
    if (new URL(request.url()).pathname.startsWith('/api/') && page.url().includes('token=')) asked.push(request.url());
  });
  const response = await page.goto(RETURN);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('alertdialog', { name: 'სხვა ანგარიშზე გადასვლა?' })).toContainText('ნინო ბერიძე');
  await page.getByRole('alertdialog').getByRole('button', { name: 'გადასვლა' }).click();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  expect(leaks).toEqual([]);
  expect(asked).toEqual([]);
});

test('a signed-in user who continues switches to the new account', async ({ page, signIn }) => {
  await signIn();
  await started(page);
  await page.goto(RETURN);
  const userCall = page.waitForRequest((request) => request.headers()['authorization'] === `Bearer ${TOKEN}`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'გადასვლა' }).click();
  await userCall;
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe(TOKEN);
});

test('continues to the create page when a guest draft waits', async ({ page }) => {
  await started(page);
  await page.addInitScript(() => localStorage.setItem('guest-draft-listing', '{}'));
  await page.goto(RETURN);
  await expect(page).toHaveURL(/\/realt\/profile\/advertisement\/create-advertisement$/);
});

test('without a token it explains and links back to login', async ({ page }) => {
  await page.goto('/realt/auth/social-auth');
  await expect(page.getByRole('heading', { level: 1, name: 'სოციალური ქსელით შესვლა' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('სოციალური ქსელიდან შესვლის მონაცემი ვერ მივიღეთ. სცადეთ თავიდან.');
  await checkScreen(page, 'auth-social-auth');
  await page.getByRole('link', { name: 'შესვლაზე დაბრუნება' }).click();
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
});

test('a token the server refuses is dropped and taken out of the address; the sign-in it offers still returns to the page', async ({ page }) => {
  await started(page, STATE, 'ka', '/profile/my-messages');
  await prefer(page, '**/api/get-authenticated-user', 'code=401');
  await page.goto(`/realt/auth/social-auth?token=expired-token-0123456789&state=${STATE}`);
  await expect(page.getByRole('alert')).toContainText('შესვლა ვერ დადასტურდა');
  await expect(page).toHaveURL(/\/realt\/auth\/social-auth$/);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'შესვლაზე დაბრუნება' })).toHaveAttribute('href', '/realt/auth/login?next=%2Fprofile%2Fmy-messages');
});

test('a sign-in started in Russian comes back in Russian, without a language cookie', async ({ page }) => {
  const starts = await providerReturns(page);
  await page.goto('/realt/ru/auth/login');
  await page.getByRole('button', { name: 'Войти через Google' }).click();
  await expect(page).toHaveURL(/\/realt\/ru\/profile\/apartments\/my-apartments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Мои объявления' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(starts).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe(TOKEN);
});

test('a sign-in started in English asks in English before switching accounts, and lands in English', async ({ page, signIn }) => {
  await signIn();
  await started(page, STATE, 'en');
  await page.goto(RETURN);
  const question = page.getByRole('alertdialog', { name: 'Switch to another account?' });
  await expect(question).toContainText('You are signed in as ნინო ბერიძე');
  // her name is read in Georgian, the question around it in English
  await expect(question.getByText('ნინო ბერიძე', { exact: true })).toHaveAttribute('lang', 'ka');
  await expect(page).toHaveURL(/\/realt\/en\/auth\/social-auth$/);
  await question.getByRole('button', { name: 'Stay in the current account' }).click();
  await expect(page).toHaveURL(/\/realt\/en\/profile\/apartments\/my-apartments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
});

test('a sign-in started from a private page’s sign-in returns to that page, in its language', async ({ page }) => {
  await providerReturns(page);
  await page.goto('/realt/en/profile/my-messages');
  await expect(page).toHaveURL(/\/realt\/en\/auth\/login\?next=%2Fprofile%2Fmy-messages$/);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/realt\/en\/profile\/my-messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My messages' })).toBeVisible();
});

test('a sign-in started from the register page returns to the page its sign-in was for', async ({ page }) => {
  await providerReturns(page);
  await page.goto(`/realt/auth/register?next=${encodeURIComponent('/announcement/3-otaxiani-bina-vakeshi-102')}`);
  await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();
  await expect(page).toHaveURL('/realt/announcement/3-otaxiani-bina-vakeshi-102');
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe(TOKEN);
});

test('a start refused with 429 stays on the login page and counts down the wait', async ({ page }) => {
  await prefer(page, '**/api/social/google/redirect?*', 'code=429');
  await page.goto('/realt/auth/login');
  const google = page.getByRole('button', { name: 'Google-ით შესვლა' });
  await google.click();
  await expect(page.getByRole('alert').filter({ hasText: 'ძალიან ბევრი მცდელობა' })).toBeVisible();
  await expect(google).toHaveAttribute('aria-disabled', 'true');
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'შესვლა' })).toBeVisible();
});

test('a start that fails on the server (500) stays on the login page and says so', async ({ page }) => {
  await prefer(page, '**/api/social/google/redirect?*', 'code=500');
  await page.goto('/realt/auth/login');
  await page.getByRole('button', { name: 'Google-ით შესვლა' }).click();
  await expect(page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' })).toBeVisible();
  await expect(page).toHaveURL(/\/realt\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Google-ით შესვლა' })).toBeVisible();
});

test('the Google button stays busy while the browser goes to the provider, and is ready again when Back shows the page from its cache', async ({ page }) => {
  await page.route('**/api/social/google/redirect?*', (route) => (route.request().isNavigationRequest() ? route.abort('aborted') : route.fulfill({ status: 204 })));
  await page.goto('/realt/auth/login');
  const google = page.getByRole('button', { name: 'Google-ით შესვლა' });
  const left = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/api/social/google/redirect'));
  await google.click();
  await left;
  await expect(google).toHaveAttribute('aria-busy', 'true');
  // Back from the provider, as a browser shows a page it kept in its back-forward cache
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(google).not.toHaveAttribute('aria-busy');
  await expect(google).toBeEnabled();
});
