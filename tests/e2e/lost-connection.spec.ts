// Code that loads when it is needed, on a connection that drops: the part that needed it says so
// where it stands, the rest of the page and what was typed stay, and a retry (or the next tap)
// loads it once the connection is back.
import type { Page } from '@playwright/test';
import { CREATE_URL, fillLocation, nextButton, stepHeading } from './advertisement-helpers';
import { expect, hydrated, openInApp, requestsSettled, test } from './fixtures/test';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';

/** Fails every request for the chunks `pattern` names, as with no connection, until the returned function is called. */
async function offlineFor(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('internetdisconnected');
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

test('a screen whose code cannot load says so in the page, keeps the header, and opens on a retry', async ({ page }) => {
  const reconnect = await offlineFor(page, '**/realt/assets/listing-page-*.js');
  await openInApp(page, '/realt/announcement/3-otaxiani-bina-vakeshi-102');
  const failed = page.getByRole('main').getByRole('alert');
  await expect(failed.getByRole('heading', { level: 1, name: 'გვერდი ვერ ჩაიტვირთა' })).toBeVisible();
  await expect(failed).toContainText('შეამოწმეთ ინტერნეტი ან გადატვირთეთ გვერდი');
  await expect(page.getByRole('navigation', { name: 'მთავარი მენიუ' })).toBeVisible();
  await checkScreen(page, 'screen-code-failed');

  await reconnect();
  await failed.getByRole('button', { name: 'თავიდან ცდა' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '3-ოთახიანი ბინა ვაკეში, ახალ აშენებულ კორპუსში' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a dialog whose code cannot load closes with a notification; the next tap opens it', async ({ page }) => {
  const reconnect = await offlineFor(page, '**/realt/assets/AdvancedFilters-*.js');
  await page.goto('/realt/catalog/sell');
  await hydrated(page);
  const allFilters = page.getByRole('button', { name: /ყველა ფილტრი/ });
  await allFilters.click();
  await expect(page.getByRole('region', { name: 'შეტყობინებები' })).toContainText('ვერ გაიხსნა. შეამოწმეთ ინტერნეტი და სცადეთ თავიდან.');
  await expect(page.getByRole('dialog', { name: 'ფილტრები' })).toHaveCount(0);

  await reconnect();
  await allFilters.click();
  await expect(page.getByRole('dialog', { name: 'ფილტრები' })).toBeVisible();
});

test('a message dialog whose code cannot load closes with a notification; the next tap opens it', async ({ page, signIn }) => {
  await signIn('user');
  const reconnect = await offlineFor(page, '**/realt/assets/WriteMessageDialog-*.js');
  await page.goto('/realt/announcement/3-otaxiani-bina-vakeshi-102');
  await hydrated(page);
  const write = page.getByRole('main').getByRole('button', { name: 'მიწერა' }).first();
  await write.click();
  await expect(page.getByRole('region', { name: 'შეტყობინებები' })).toContainText('ვერ გაიხსნა');
  await expect(page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' })).toHaveCount(0);

  await reconnect();
  await write.click();
  await expect(page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' })).toBeVisible();
});

test('a message that cannot be sent says why inside its dialog, where it can be read, closed and tried again', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/realt/announcement/3-otaxiani-bina-vakeshi-102');
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'მიწერა' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'შეტყობინების გაგზავნა' });
  await dialog.getByLabel('თქვენი შეტყობინება').fill('გამარჯობა, ბინა ისევ იყიდება?');
  const reconnect = await offlineFor(page, '**/api/messages/new-message');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  // over the dialog's backdrop the page's notifications are out of reach: the dialog holds them
  const told = dialog.getByRole('alert').filter({ hasText: 'სერვერთან კავშირი ვერ დამყარდა' });
  await expect(told).toBeVisible();
  await told.getByRole('button', { name: 'შეტყობინების დახურვა' }).click();
  await expect(told).toHaveCount(0);
  await expect(dialog.getByLabel('თქვენი შეტყობინება')).toHaveValue('გამარჯობა, ბინა ისევ იყიდება?');
  await reconnect();
  const sent = page.waitForRequest('**/api/messages/new-message');
  await dialog.getByRole('button', { name: 'გაგზავნა' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ content: 'გამარჯობა, ბინა ისევ იყიდება?' });
});

test('a dialog whose styles cannot load opens styled on the next tap', async ({ page }) => {
  const reconnect = await offlineFor(page, '**/realt/assets/AdvancedFilters-*.css');
  await page.goto('/realt/catalog/sell');
  await hydrated(page);
  const allFilters = page.getByRole('button', { name: /ყველა ფილტრი/ });
  await allFilters.click();
  await expect(page.getByRole('region', { name: 'შეტყობინებები' })).toContainText('ვერ გაიხსნა');

  await reconnect();
  await allFilters.click();
  const dialog = page.getByRole('dialog', { name: 'ფილტრები' });
  await expect(dialog).toBeVisible();
  // its sections laid out by its own stylesheet, which the browser had given up on
  await expect(dialog.locator('.catalog-dialog')).toHaveCSS('display', 'grid');
});

test('a form step whose code cannot load says so in its place; what was typed stays, and a retry opens it', async ({ page, signIn }) => {
  await signIn('user');
  const reconnect = await offlineFor(page, '**/realt/assets/StepParameters-*.js');
  await page.goto(CREATE_URL);
  await fillLocation(page, 'იყიდება');
  await nextButton(page).click();
  const failed = page.getByRole('alert').filter({ hasText: 'გვერდის ეს ნაწილი ვერ ჩაიტვირთა' });
  await expect(failed).toBeVisible();
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await checkScreen(page, 'form-step-code-failed');

  await reconnect();
  await failed.getByRole('button', { name: 'თავიდან ცდა' }).click();
  await page.getByLabel('ფართი').fill('92');
  await page.getByRole('button', { name: /მდებარეობა/ }).click();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');
});

test("the signed-in header whose code cannot load comes back with the connection", async ({ page, signIn }) => {
  await signIn('user');
  const reconnect = await offlineFor(page, '**/realt/assets/AccountBar-*.js');
  const lost = page.waitForEvent('requestfailed', (request) => request.url().includes('/AccountBar-'));
  await page.goto('/realt/profile/my-wallet');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the header asks for its account part once the page is idle: the connection comes back only
  // after that has failed and the page has taken the failure in
  await lost;
  await requestsSettled(page);
  await expect(header.getByRole('link', { name: /საფულე/ })).toHaveCount(0);

  await reconnect();
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(header.getByRole('link', { name: /საფულე/ })).toContainText('124.50 ₾');
});

test('a page whose interface texts cannot load stays as its server sent it, and comes alive with the connection', async ({ page }) => {
  // the file, and the same file named anew for a retry
  const layoutTexts = /\/layout\.en-[\w-]+\.js(\?attempt=\d+)?$/;
  const reconnect = await offlineFor(page, layoutTexts);
  const retried = page.waitForEvent('requestfailed', (request) => layoutTexts.test(request.url()) && request.url().endsWith('?attempt=2'));
  await page.goto('/realt/en/catalog/sell');
  // asked for again after a pause, the page readable meanwhile: not emptied by a start without its texts
  await retried;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await reconnect();
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await hydrated(page);
  await page.getByRole('button', { name: /All filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
});

test('a signed-in page whose screen’s texts cannot load says so in its place, the header signed in, and opens on a retry', async ({ page, signIn }) => {
  await signIn('user');
  // the file, and the same file named anew for a retry
  const reconnect = await offlineFor(page, /\/profile\.ka-[\w-]+\.js(\?attempt=\d+)?$/);
  await page.goto('/realt/profile/my-wallet');
  const failed = page.getByRole('main').getByRole('alert');
  await expect(failed.getByRole('heading', { level: 1, name: 'გვერდი ვერ ჩაიტვირთა' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /საფულე/ })).toContainText('124.50 ₾');

  await reconnect();
  await failed.getByRole('button', { name: 'თავიდან ცდა' }).click();
  await expect(page.getByRole('region', { name: 'ბალანსი' })).toContainText('124.50');
});

test('without a connection a search waits, says why where it can be seen, and runs once the connection is back', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await page.goto('/realt/ru/catalog/rent?bedrooms=1');
  await hydrated(page);
  const notice = page.getByText('Нет подключения к интернету. Страница обновится, как только связь восстановится.');
  await expect(notice).toHaveCount(0);
  await page.context().setOffline(true);
  await page.getByRole('group', { name: 'Спальни' }).getByRole('checkbox', { name: '2' }).click();
  await expect(notice).toBeVisible();
  // the last search's listings stay, and the count says the new one waits, not that it loads
  await expect(page.getByText('Поиск продолжится, когда связь восстановится')).toBeVisible();
  await expect(page.getByText('Загрузка объявлений…')).toHaveCount(0);
  // in view under the header, wherever the visitor has scrolled
  await page.mouse.wheel(0, 1200);
  await expect(notice).toBeInViewport();
  await checkScreen(page, 'catalogue-offline');
  const search = page.waitForRequest((request) => request.url().endsWith('/api/catalog-announcements'));
  await page.context().setOffline(false);
  expect(formFields(await search)).toMatchObject({ bedrooms: '1,2' });
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/realt\/ru\/catalog\/rent\?bedrooms=1,2$/);
});
