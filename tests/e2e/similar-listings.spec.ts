// Similar listings on the detail page: the catalogue call with the listing's kind, deal, district
// and price band; the listing itself never among them.
import type { Request, Response } from '@playwright/test';
import { expect, prefer, test } from './fixtures/test';
import { formFields } from './fixtures/multipart';

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';
const similarCall = (message: Request | Response) => message.url().endsWith('/api/catalog-announcements');

test('asks the catalogue for the same kind, deal and district within 20% of the price, and leaves the listing itself out', async ({ page }) => {
  const request = page.waitForRequest(similarCall);
  await page.goto(LISTING);
  const sent = await request;
  expect(formFields(sent)).toEqual({
    adType: '1',
    flatObjects: '1',
    districts: '1',
    rangePrice: '228000',
    rangePriceMax: '342000',
    sort: 'newest',
    page: '1',
  });
  // the mock's answer holds the listing itself among twelve
  const answer: { result: { data: Array<{ id: number }> } } = await (await sent.response())!.json();
  expect(answer.result.data.map((card) => card.id)).toContain(102);
  expect(answer.result.data.length).toBeGreaterThan(8);

  const similar = page.getByRole('region', { name: 'მსგავსი განცხადებები' });
  await expect(similar.getByRole('article')).toHaveCount(8);
  await expect(similar.getByRole('link', { name: '3-ოთახიანი ბინა ვაკეში' })).toHaveCount(0);
  await expect(similar.getByRole('heading', { level: 3 }).first()).toHaveText('4-ოთახიანი ბინა საბურთალოზე');
  await similar.getByRole('link', { name: '2-ოთახიანი ბინა ვერაზე' }).click();
  await expect(page).toHaveURL(/\/realt\/announcement\/2-otaxiani-bina-veraze-114$/);
});

test('a commercial rent listing asks with its own kind, deal and price band', async ({ page }) => {
  await prefer(page, '**/api/announcements/*', 'example=commercial');
  const request = page.waitForRequest(similarCall);
  await page.goto('/realt/announcement/saofise-farti-veraze-104');
  expect(formFields(await request)).toMatchObject({ adType: '2', flatObjects: '4,7', districts: '3', rangePrice: '1200', rangePriceMax: '1800' });
});

test('with nothing similar the section does not show', async ({ page }) => {
  await prefer(page, '**/api/catalog-announcements', 'example=empty');
  const answered = page.waitForResponse(similarCall);
  await page.goto(LISTING);
  await answered;
  await expect(page.getByRole('heading', { level: 1, name: /ვაკეში/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'მსგავსი განცხადებები' })).toHaveCount(0);
});
