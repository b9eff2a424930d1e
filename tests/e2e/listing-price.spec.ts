// A price in context: a listing's price of 1 m² against its district's median, its history, and a
// reduced price on the catalogue's card.
import { expect, hydrated, prefer, test } from './fixtures/test';

const LISTING = '/realt/announcement/3-otaxiani-bina-vakeshi-102';

test('a listing says how its price of 1 m² stands against its district’s median, and its price history (Georgian, English, Russian)', async ({ page }) => {
  await page.goto(LISTING);
  const aside = page.getByRole('complementary');
  await expect(aside).toContainText('12%-ით ძვირია უბნის მედიანაზე (ვაკე: 2 117 $/მ²; ახალი აშენებული ბინები, საქსტატი, 2025 წლის 1 კვარტალი)');
  const history = aside.getByRole('region', { name: 'ფასის ისტორია' });
  await expect(history.getByRole('listitem')).toHaveText(['15.11.2026310 000 $', '21.11.2026299 000 $', '26.11.2026285 000 $']);
  await expect(aside.locator('s')).toHaveText('იყო: 299 000 $');

  await page.goto(LISTING.replace('/realt/', '/realt/en/'));
  await expect(page.getByRole('complementary')).toContainText('12% above the Vake median of $2,117/m² (new-build flats, Geostat, Q1 2025)');
  await page.getByRole('complementary').getByRole('link', { name: 'Prices by district' }).click();
  // the market of its deal and kind
  await expect(page).toHaveURL(/\/realt\/en\/market\/sell\?flatObjects=1$/);

  const russian = await (await page.request.get(LISTING.replace('/realt/', '/realt/ru/'))).text();
  expect(russian).toMatch(/На 12% выше медианы района Ваке \(2\s117\s\$\/м²; новостройки, квартиры, Сакстат, 1 квартал 2025 года\)/);
  expect(russian).toContain('История цены');
});

test('lari chosen with the catalogue’s switch lead every amount of a listing’s price: the median, the history, the price before (Russian, English, Georgian)', async ({ page }) => {
  await page.goto('/realt/ru/catalog/rent');
  await hydrated(page);
  await page.getByRole('group', { name: 'Валюта' }).getByRole('button', { name: 'GEL' }).click();
  await expect(page).toHaveURL(/currency=GEL$/);

  // the mock's rate: 2.71 GEL for 1 USD
  await page.goto(LISTING.replace('/realt/', '/realt/ru/'));
  const aside = page.getByRole('complementary');
  // the headline leads with them
  await expect(aside).toContainText(/Цена в лари: 772\s350\s₾.*Цена в долларах: 285\s000\s\$/);
  await expect(aside).toContainText(/На 12% выше медианы района Ваке \(5\s737\s₾\/м²; новостройки, квартиры, Сакстат, 1 квартал 2025 года\)/);
  const history = aside.getByRole('region', { name: 'История цены' });
  await expect(history.getByRole('listitem')).toHaveText([/840\s100\s₾$/, /810\s290\s₾$/, /772\s350\s₾$/]);
  await expect(aside.locator('s')).toHaveText(/^Было: 810\s290\s₾$/);

  await page.goto(LISTING.replace('/realt/', '/realt/en/'));
  await expect(page.getByRole('complementary')).toContainText('12% above the Vake median of ₾5,737/m² (new-build flats, Geostat, Q1 2025)');
  await expect(page.getByRole('complementary').getByRole('region', { name: 'Price history' }).getByRole('listitem').first()).toHaveText('15 November 2026₾840,100');
  await expect(page.getByRole('complementary').locator('s')).toHaveText('Was: ₾810,290');

  await page.goto(LISTING);
  await expect(page.getByRole('complementary')).toContainText('12%-ით ძვირია უბნის მედიანაზე (ვაკე: 5 737 ₾/მ²;');
  await expect(page.getByRole('complementary').getByRole('region', { name: 'ფასის ისტორია' }).getByRole('listitem').last()).toHaveText('26.11.2026772 350 ₾');
  await expect(page.getByRole('complementary').locator('s')).toHaveText('იყო: 810 290 ₾');
});

test('an old build is not compared with the median of new-build flats', async ({ page }) => {
  // listing 116 in Gldani, an old build, with Geostat's new-flat median of its district
  await prefer(page, '**/api/announcements/*', 'example=noPhotos');
  await page.goto(LISTING.replace('/realt/', '/realt/en/'));
  await expect(page.getByRole('complementary')).toContainText('$58,000');
  await expect(page.getByRole('complementary')).not.toContainText('median');
});

test('a catalogue card shows a reduced price’s previous amount struck through and the cut', async ({ page }) => {
  await page.goto('/realt/en/catalog/sell');
  // listing 102, down from 299,000 to 285,000
  const reduced = page.getByRole('article').filter({ has: page.getByRole('link', { name: '3-ოთახიანი ბინა ვაკეში' }) });
  await expect(reduced.locator('s')).toHaveText('Was: $299,000');
  await expect(reduced).toContainText('$285,000');
  // a true minus sign, as the market's changes
  await expect(reduced).toContainText('−5%');
  // a card whose price was never reduced shows none
  const unchanged = page.getByRole('article').filter({ has: page.getByRole('link', { name: '4-ოთახიანი ბინა საბურთალოზე' }) }).first();
  await expect(unchanged).toContainText('$245,000');
  await expect(unchanged.locator('s')).toHaveCount(0);
});
