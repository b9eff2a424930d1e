// The HTML of every page type as validators read it: html-validate's standard and document rules
// (0 errors), on what the server sends before any script runs.
import { HtmlValidate } from 'html-validate';
import { expect, test } from './fixtures/test';

const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document'],
  // the page's own files come from its own origin: integrity is asked of other origins' only
  rules: { 'require-sri': ['error', { target: 'crossorigin' }] },
});

const PAGES: Array<[string, string, number]> = [
  ['main page', '/realt/', 200],
  ['sale catalogue', '/realt/catalog/sell', 200],
  ['rent catalogue with filters and a page', '/realt/catalog/rent?flatObjects=1&bedrooms=2,3&page=2', 200],
  ['market page of a kind', '/realt/en/market/sell?flatObjects=1', 200],
  ['listing', '/realt/announcement/3-otaxiani-bina-vakeshi-102', 200],
  ['user’s page', '/realt/user/23', 200],
  ['not-found page', '/realt/no-such-page', 404],
  ['malformed address', '/realt/announcement/%E0%A4%A', 400],
  ['sign-in shell', '/realt/auth/login', 200],
  ['profile shell', '/realt/profile/my-wallet', 200],
  // in English and Russian the author's Georgian words are marked as such
  ...(['en', 'ru'] as const).flatMap((lang): Array<[string, string, number]> => [
    [`${lang} main page`, `/realt/${lang}/`, 200],
    [`${lang} rent catalogue with filters and a page`, `/realt/${lang}/catalog/rent?flatObjects=1&bedrooms=2,3&page=2`, 200],
    [`${lang} listing`, `/realt/${lang}/announcement/3-otaxiani-bina-vakeshi-102`, 200],
    [`${lang} user’s page`, `/realt/${lang}/user/23`, 200],
  ]),
];

for (const [name, address, status] of PAGES) {
  test(`the ${name} is valid HTML`, async ({ page }) => {
    const response = await page.request.get(address);
    expect(response.status()).toBe(status);
    const report = await validator.validateString(await response.text());
    const messages = report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`));
    expect(messages).toEqual([]);
  });
}
