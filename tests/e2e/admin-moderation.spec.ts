// The moderation queue (issue 7): a moderator works through the listings on moderation.
import type { Page, Request } from '@playwright/test';
import { checkScreen, screenshot } from './fixtures/screenshots';
import { expect, holdAnswers, prefer, requestsSettled, test } from './fixtures/test';

const isList = (request: Request) => request.method() === 'GET' && request.url().includes('/admin-api/announcements');
const statusChange = (page: Page) => page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/change-status'));
const selected = (page: Page) => page.getByRole('list', { name: 'განცხადებების სია' }).locator('[aria-current="true"]');
const panelTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /#?.*/ }).and(page.locator('#listing-panel-title'));

async function openQueue(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const list = page.waitForRequest(isList);
  await page.goto('/realt/admin/advertisements');
  // the queue opens on the listings waiting for moderation
  expect(new URL((await list).url()).searchParams.get('status')).toBe('1');
  await expect(selected(page)).toContainText('#130');
}

test.describe('role 2, a moderator', () => {
  test.beforeEach(async ({ signIn }) => signIn('moderator'));

  test('shows the queue beside the selected listing with all its fields and photos', async ({ page }) => {
    await openQueue(page);
    await expect(page.getByText('სულ 5')).toBeVisible();
    const items = page.getByRole('list', { name: 'განცხადებების სია' }).getByRole('button');
    await expect(items).toHaveCount(5);
    // the Telegram publication ordered for 131 is marked in the list
    await expect(items.nth(1)).toContainText('Telegram: შეკვეთილია');
    await expect(items.nth(3)).toContainText('ხელახლა გამოგზავნილი');
    await expect(items.nth(4)).toContainText('ფოტოს გარეშე');
    // prices in dollars and in lari at the mock's rate (118 000 × 2.71)
    await expect(items.first()).toContainText('#130 · 118 000 $ · 319 780 ₾');

    const panel = page.getByRole('article');
    await expect(panelTitle(page)).toHaveText('2-ოთახიანი ბინა საბურთალოზე, მეტრო დელისთან');
    await expect(panel.getByText('118 000 $ · 319 780 ₾', { exact: true })).toBeVisible();
    await expect(panel.getByText('1 639 $/მ²')).toBeVisible();
    await expect(panel.getByText('72 მ²')).toBeVisible();
    await expect(panel.getByText('5 / 9')).toBeVisible();
    await expect(panel.getByText('ვაჟა-ფშაველას გამზირი 45')).toBeVisible();
    // option labels of the §3 catalogue, not codes
    await expect(panel.getByText('ძველი აშენებული')).toBeVisible();
    await expect(panel.getByText('პანელი')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'ფოტო 2-ის ჩვენება' })).toContainText('სამზარეულო');
    await expect(panel.getByText('ლევან გელაშვილი')).toBeVisible();
    await checkScreen(page, 'admin-advertisements');

    await page.getByRole('button', { name: 'ფოტო 3-ის ჩვენება' }).click();
    await expect(panel.getByRole('img', { name: 'ფოტო 3: საძინებელი 1' })).toBeVisible();
  });

  test('flags a listing far below its district’s median, and asks the server for every such listing, furthest below first', async ({ page }) => {
    await openQueue(page);
    const list = page.getByRole('list', { name: 'განცხადებების სია' });
    const items = list.getByRole('button');
    const flag = /მედიანაზე \d+%-ით იაფი: საეჭვოა/;
    // 133: 978 $/m² in Mtatsminda, whose median is 2,437; no other listing of the page is flagged
    await expect(items.filter({ hasText: flag })).toHaveCount(1);
    await expect(items.filter({ hasText: flag })).toContainText('#133');
    await expect(items.filter({ hasText: flag })).toContainText('მედიანაზე 60%-ით იაფი: საეჭვოა');

    // the whole queue narrowed by the server: 151 (Vake, 51 % below) is on no page the moderator has seen
    await prefer(page, '**/admin-api/announcements?*price_flag=far_below_median*', 'example=farBelowMedian');
    const params = async (request: Promise<Request>) => Object.fromEntries(new URL((await request).url()).searchParams);
    let request = page.waitForRequest(isList);
    await page.getByRole('checkbox', { name: 'მხოლოდ მედიანაზე გაცილებით იაფი' }).check();
    expect(await params(request)).toEqual({ status: '1', page: '1', price_flag: 'far_below_median' });
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('#133');
    await expect(items.nth(1)).toContainText('#151');
    // $1,046/m² against Vake's $2,117
    await expect(items.nth(1)).toContainText('მედიანაზე 51%-ით იაფი: საეჭვოა');
    await expect(items.filter({ hasText: flag })).toHaveCount(2);
    await expect(page.getByText('სულ 2')).toBeVisible();
    await expect(selected(page)).toContainText('#133');
    await expect(panelTitle(page)).toHaveText('3-ოთახიანი ბინა მთაწმინდაზე, ქალაქის ხედით');

    request = page.waitForRequest(isList);
    await page.getByRole('checkbox', { name: 'ჯერ მედიანაზე ყველაზე იაფი' }).check();
    expect(await params(request)).toEqual({ status: '1', page: '1', price_flag: 'far_below_median', sort: 'median_gap' });
    await expect(items.nth(1)).toContainText('#151');

    // the order stays with the whole queue: the server orders every listing of the status
    request = page.waitForRequest(isList);
    await page.getByRole('checkbox', { name: 'მხოლოდ მედიანაზე გაცილებით იაფი' }).uncheck();
    expect(await params(request)).toEqual({ status: '1', page: '1', sort: 'median_gap' });
    await expect(items).toHaveCount(5);

    // a status with no such listing says so
    await page.getByRole('checkbox', { name: 'მხოლოდ მედიანაზე გაცილებით იაფი' }).check();
    await prefer(page, '**/admin-api/announcements?*price_flag=far_below_median*', 'example=queueCleared');
    await page.getByRole('button', { name: 'უარყოფილი' }).click();
    await expect(page.getByText('ამ სტატუსით უბნის მედიანაზე გაცილებით იაფი განცხადება არ არის.')).toBeVisible();
  });

  test('on a phone in Russian, the flag of a price far below the median wraps within its row', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/realt/ru/admin/advertisements');
    const items = page.getByRole('list', { name: 'Список объявлений' }).getByRole('button');
    await expect(items.filter({ hasText: /ниже медианы: подозрительно/ })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('clears the queue with the keyboard alone', async ({ page }) => {
    // a whole queue of approvals and a rejection in one flow: more than one screen's time on a loaded machine
    test.slow();
    const counts: number[] = [];
    await page.exposeFunction('recordCount', (n: number) => counts.push(n));
    // the desktop console's bridge, as its preload exposes it: the queue reports how many wait
    await page.addInitScript(() => {
      const record = (window as unknown as { recordCount: (n: number) => void }).recordCount;
      Object.assign(window, { realtDesktop: { isDesktop: true, setModerationCount: (n: number) => record(n), setLanguage: () => undefined } });
    });
    await openQueue(page);
    await expect.poll(() => counts).toContain(5);

    // J and K (and the arrows) move through the list
    await page.keyboard.press('j');
    await expect(selected(page)).toContainText('#131');
    await page.keyboard.press('ArrowDown');
    await expect(selected(page)).toContainText('#132');
    await page.keyboard.press('k');
    await page.keyboard.press('ArrowUp');
    await expect(selected(page)).toContainText('#130');

    // A approves; the next listing is selected as soon as the list is back
    let change = statusChange(page);
    await page.keyboard.press('a');
    expect((await change).postDataJSON()).toEqual({ id: 130, status: 2 });
    await expect(page.getByRole('status').filter({ hasText: 'განცხადება #130: სტატუსი „აქტიური“' })).toBeVisible();
    await expect(selected(page)).toContainText('#131');

    // R rejects: the dialog takes the keyboard (a category by arrows, the reason, Ctrl+Enter)
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'განცხადების #131 უარყოფა' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'არასწორი ფასი' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'არასწორი ფოტოები' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'მიზეზი' })).toBeFocused();
    // letters typed here are text, not shortcuts
    await page.keyboard.type('ფოტოები არ ეკუთვნის ამ ბინას, ატვირთეთ რეალური ფოტოები (a, r, d, t).');
    const reason = page.waitForRequest((r) => r.url().endsWith('/api/reject-reason'));
    change = statusChange(page);
    await page.keyboard.press('Control+Enter');
    expect((await reason).postDataJSON()).toEqual({
      announcement_id: 131,
      reject_category_ge: 'არასწორი ფოტოები',
      reject_category_en: 'Incorrect photos',
      reject_category_ru: 'Неверные фотографии',
      reject_message: 'ფოტოები არ ეკუთვნის ამ ბინას, ატვირთეთ რეალური ფოტოები (a, r, d, t).',
    });
    expect((await change).postDataJSON()).toEqual({ id: 131, status: 3 });
    await expect(page.getByRole('status').filter({ hasText: 'განცხადება #131 უარყოფილია, მიზეზი შენახულია' })).toBeVisible();
    // a confirmation takes the place of the one before: a run of approvals does not pile up over the panel
    await expect(page.getByRole('status').filter({ hasText: 'განცხადება #130' })).toHaveCount(0);
    await expect(dialog).toBeHidden();
    await expect(selected(page)).toContainText('#132');

    for (const id of [132, 133]) {
      change = statusChange(page);
      await page.keyboard.press('a');
      expect((await change).postDataJSON()).toEqual({ id, status: 2 });
      await expect(selected(page)).toContainText(`#${id + 1}`);
    }

    // the last one: the server now has nothing left on moderation
    await prefer(page, '**/admin-api/announcements?*', 'example=queueCleared');
    change = statusChange(page);
    await page.keyboard.press('a');
    expect((await change).postDataJSON()).toEqual({ id: 134, status: 2 });
    await expect(page.getByText('რიგი ცარიელია: მოდერაციაზე განცხადება აღარ არის.')).toBeVisible();
    await expect.poll(() => counts.at(-1)).toBe(0);
    await checkScreen(page, 'admin-advertisements-cleared');
  });

  test('a held A approves one listing; a key pressed while it is in flight does nothing', async ({ page }) => {
    await openQueue(page);
    const changes: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/change-status')) changes.push(r.postDataJSON().id);
    });
    // the answer takes a while, as on a slow line
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/change-status', async (route) => {
      await answered;
      await route.continue();
    });
    const hold = (times: number) =>
      page.evaluate((n) => {
        for (let i = 0; i < n; i++) {
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA', repeat: true, bubbles: true, cancelable: true }));
        }
      }, times);

    await page.keyboard.down('a');
    await expect.poll(() => changes).toEqual([130]);
    // the system repeats the held key, and the moderator presses it again: the approval is still in flight
    await hold(5);
    await page.keyboard.up('a');
    await page.keyboard.press('a');
    await page.getByRole('button', { name: /დადასტურება/ }).click({ force: true });
    answer();
    await expect(selected(page)).toContainText('#131');
    await expect(page.getByRole('toolbar')).not.toHaveAttribute('aria-busy');
    // the key is still held once the next listing is selected: nothing more is approved
    await hold(5);
    await requestsSettled(page);
    expect(changes).toEqual([130]);
    await expect(selected(page)).toContainText('#131');
  });

  test('keys typed while a dialog’s code is on its way are no shortcuts', async ({ page }) => {
    // the dialogs' code takes a while, as on a slow line
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/realt/assets/dialogs-*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    const changes: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/change-status')) changes.push(r.postDataJSON().id);
    });
    await openQueue(page);
    await page.keyboard.press('r');
    await page.keyboard.press('a');
    await page.keyboard.press('d');
    arrive();
    const dialog = page.getByRole('dialog', { name: 'განცხადების #130 უარყოფა' });
    await expect(dialog.getByRole('radio', { name: 'არასწორი ფასი' })).toBeFocused();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    expect(changes).toEqual([]);
    await expect(selected(page)).toContainText('#130');
  });

  test('the reject dialog asks for a category and a reason, and shows the earlier rejections', async ({ page }) => {
    await openQueue(page);
    await page.getByRole('button', { name: /#133/ }).click();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'განცხადების #133 უარყოფა' });
    await expect(dialog.getByText('ფოტოები არ შეესაბამება განცხადებაში მითითებულ ბინას. გთხოვთ, ატვირთოთ ბინის რეალური ფოტოები.')).toBeVisible();
    let sent = false;
    // the lari rate is read by a POST too: only the rejection counts
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/reject-reason')) sent = true;
    });
    await dialog.getByRole('button', { name: 'უარყოფა' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(['გთხოვთ, შეავსოთ ველი', 'გთხოვთ, შეავსოთ ველი']);
    expect(sent).toBe(false);
    await checkScreen(page, 'admin-reject-dialog');
    await dialog.getByRole('button', { name: 'გაუქმება' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a reason closed before it is sent waits for its listing: Esc, another listing or a reload keep it, counted', async ({ page }) => {
    await openQueue(page);
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'განცხადების #130 უარყოფა' });
    await dialog.getByRole('radio', { name: 'არასწორი ფასი' }).check();
    const reason = dialog.getByRole('textbox', { name: 'მიზეზი' });
    // the field stops at 1,000 characters: the count under it says how near it is
    await expect(reason).toHaveAccessibleDescription(/^0 \/ 1000 /);
    await reason.fill('ფასი არ შეესაბამება ბაზარს.');
    await expect(reason).toHaveAccessibleDescription(/^27 \/ 1000 /);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // another listing's dialog starts empty
    await page.getByRole('button', { name: /#133/ }).click();
    await page.keyboard.press('r');
    const other = page.getByRole('dialog', { name: 'განცხადების #133 უარყოფა' });
    await expect(other.getByRole('textbox', { name: 'მიზეზი' })).toHaveValue('');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('button', { name: /#130/ }).click();
    await page.keyboard.press('r');
    await expect(dialog.getByRole('radio', { name: 'არასწორი ფასი' })).toBeChecked();
    await expect(reason).toHaveValue('ფასი არ შეესაბამება ბაზარს.');
    await expect(reason).toHaveAccessibleDescription(/^27 \/ 1000 /);
  });

  test('a reason saved before a refused status is not saved again by the retry; the category goes in every language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/ru/admin/advertisements');
    await expect(page.getByRole('list', { name: 'Список объявлений' }).locator('[aria-current="true"]')).toContainText('#130');
    const reasons: unknown[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/reject-reason') && reasons.push(r.postDataJSON())));
    await prefer(page, '**/api/change-status', 'code=422, example=notAllowed');
    await page.getByRole('toolbar', { name: 'Действия с объявлением' }).getByRole('button', { name: /Отклонить/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Отклонение объявления #130' });
    await dialog.getByRole('radio', { name: 'Неверная цена' }).check();
    await dialog.getByRole('textbox', { name: 'Причина' }).fill('Цена не соответствует рынку.');
    let change = statusChange(page);
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await change;
    await expect(page.getByRole('alert').filter({ hasText: 'Так изменить статус объявления нельзя.' })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(reasons).toEqual([
      { announcement_id: 130, reject_category_ge: 'არასწორი ფასი', reject_category_en: 'Incorrect price', reject_category_ru: 'Неверная цена', reject_message: 'Цена не соответствует рынку.' },
    ]);

    // the server takes the status now: the retry sends only that
    await page.unroute('**/api/change-status');
    change = statusChange(page);
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    expect((await change).postDataJSON()).toEqual({ id: 130, status: 3 });
    await expect(dialog).toBeHidden();
    expect(reasons).toHaveLength(1);
  });

  test('the status select changes nothing on its own: Rejected opens the reject dialog, any other choice asks first', async ({ page }) => {
    await openQueue(page);
    const writes: string[] = [];
    page.on('request', (r) => void (['PUT', 'POST'].includes(r.method()) && /change-status|reject-reason/.test(r.url()) && writes.push(r.url())));
    const status = page.getByRole('article').getByLabel('სტატუსის შეცვლა');
    await status.selectOption({ label: 'უარყოფილი' });
    const dialog = page.getByRole('dialog', { name: 'განცხადების #130 უარყოფა' });
    await expect(dialog).toBeVisible();
    await expect(status).toHaveValue('1');
    await dialog.getByRole('button', { name: 'გაუქმება' }).click();
    await expect(dialog).toBeHidden();
    // an arrow key on the closed select chooses the next status: it only asks
    await status.focus();
    await page.keyboard.press('ArrowDown');
    const confirm = page.getByRole('alertdialog', { name: 'სტატუსის შეცვლა' });
    await expect(confirm).toContainText('#130 „2-ოთახიანი ბინა საბურთალოზე, მეტრო დელისთან“');
    await expect(confirm).toContainText('„აქტიური“');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(status).toHaveValue('1');
    expect(writes).toEqual([]);
  });

  test('a listing shown that leaves the list as it is read again (handled elsewhere) leaves nothing selected, told: A approves nothing until the moderator chooses', async ({ page }) => {
    await page.clock.install();
    // the first listing, selected by the list itself: no listing in the address
    await openQueue(page);
    await expect(page).toHaveURL(/\/admin\/advertisements$/);
    // meanwhile another moderator has handled #130: the list read again has it no more
    await prefer(page, '**/admin-api/announcements?*', 'example=farBelowMedian');
    const reread = page.waitForRequest(isList);
    await page.clock.fastForward('00:31');
    // the console's window back in front: stale, the list is read again
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await reread;
    const told = 'განცხადება #130 სიის ამ გვერდზე აღარ არის: ის სხვაგან დამუშავდა ან გადაინაცვლა. აირჩიეთ განცხადება სიიდან.';
    await expect(page.getByRole('status').filter({ hasText: told })).toBeVisible();
    await expect(page.getByRole('main').getByText(told)).toBeVisible();
    await expect(selected(page)).toHaveCount(0);
    let approvals = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/change-status') && (approvals += 1)));
    await page.keyboard.press('a');
    await page.keyboard.press('j');
    await expect(selected(page)).toContainText('#133');
    expect(approvals).toBe(0);
    const change = statusChange(page);
    await page.keyboard.press('a');
    expect((await change).postDataJSON()).toEqual({ id: 133, status: 2 });
  });

  test('a link to a listing not on the page selects none and says so: A approves nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/ru/admin/advertisements?listing=999');
    await expect(page.getByText('Объявления #999 нет на этой странице списка. Выберите объявление в списке.')).toBeVisible();
    const chosen = page.getByRole('list', { name: 'Список объявлений' }).locator('[aria-current="true"]');
    await expect(chosen).toHaveCount(0);
    let approvals = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/change-status') && (approvals += 1)));
    await page.keyboard.press('a');
    await page.keyboard.press('j');
    await expect(chosen).toContainText('#130');
    expect(approvals).toBe(0);
  });

  test('a page past the list’s end (its last listings handled, an old bookmark) gives way to the last page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await prefer(page, '**/admin-api/announcements?*page=3*', 'example=pastLastPage');
    const lastPage = page.waitForRequest((request) => isList(request) && new URL(request.url()).searchParams.get('page') === '2');
    await page.goto('/realt/admin/advertisements?page=3');
    await lastPage;
    await expect(page).toHaveURL(/\/realt\/admin\/advertisements\?page=2$/);
    await expect(selected(page)).toContainText('#130');
    await expect(page.getByText('რიგი ცარიელია')).toHaveCount(0);
  });

  test('J past a page’s last listing opens the next page at its first; K before the first goes back to the previous page’s last; keys wait while a page loads', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // the active listings fill 65 pages; the mock answers the same three for each: page 2's are told apart, and held as on a slow line
    await prefer(page, '**/admin-api/announcements?status=2*', 'example=active');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const secondPage = (url: URL) => url.pathname.endsWith('/admin-api/announcements') && url.searchParams.get('page') === '2';
    await page.route(secondPage, async (route) => {
      await released;
      const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=active' } });
      const body = await response.json();
      for (const item of body.result.data) item.id += 1000;
      body.result.current_page = 2;
      await route.fulfill({ response, json: body });
    });
    let changes = 0;
    page.on('request', (request) => void (request.url().endsWith('/api/change-status') && (changes += 1)));
    await page.goto('/realt/admin/advertisements?status=2');
    const list = page.getByRole('list', { name: 'განცხადებების სია' });
    await expect(selected(page)).toContainText('#135');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(selected(page)).toContainText('#137');

    const next = page.waitForRequest((request) => secondPage(new URL(request.url())));
    await page.keyboard.press('j');
    await next;
    await expect(page).toHaveURL(/\/realt\/admin\/advertisements\?status=2&page=2$/);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // page 1's listings are still on screen: a key acts on none of them
    await page.keyboard.press('j');
    await page.keyboard.press('a');
    release();
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(selected(page)).toContainText('#1135');
    await expect(page).toHaveURL(/\/realt\/admin\/advertisements\?status=2&page=2$/);
    await expect(page.getByText('გვერდი 2 / 65')).toBeVisible();
    expect(changes).toBe(0);

    await page.keyboard.press('k');
    await expect(page).toHaveURL(/\/realt\/admin\/advertisements\?status=2$/);
    await expect(selected(page)).toContainText('#137');
    await expect(panelTitle(page)).toHaveText('1-ოთახიანი ბინა დიდუბეში');
    // the pager opens each page at its first listing, as before
    const pager = page.getByRole('navigation', { name: 'გვერდები' });
    await pager.getByRole('button', { name: 'შემდეგი' }).click();
    await expect(selected(page)).toContainText('#1135');
    await pager.getByRole('button', { name: 'წინა' }).click();
    await expect(selected(page)).toContainText('#135');
    // the first page's first listing is the list's start
    await page.keyboard.press('k');
    await expect(selected(page)).toContainText('#135');
    await expect(page).toHaveURL(/\/realt\/admin\/advertisements\?status=2(&listing=135)?$/);
  });

  test('D deletes after a confirm that names the listing', async ({ page }) => {
    await openQueue(page);
    await page.keyboard.press('d');
    const confirm = page.getByRole('alertdialog', { name: 'განცხადების წაშლა' });
    await expect(confirm).toContainText('#130 „2-ოთახიანი ბინა საბურთალოზე, მეტრო დელისთან“');
    await checkScreen(page, 'admin-advertisements-delete-confirm');
    const removal = page.waitForRequest((r) => r.method() === 'DELETE');
    const refetch = page.waitForRequest(isList);
    await confirm.getByRole('button', { name: 'წაშლა' }).click();
    expect(new URL((await removal).url()).pathname).toBe('/api/announcement-delete/130');
    await refetch;
    await expect(page.getByRole('status').filter({ hasText: 'განცხადება #130 წაიშალა' })).toBeVisible();
  });

  test('a refused approval shows the server text and keeps the listing as the server has it', async ({ page }) => {
    await openQueue(page);
    await prefer(page, '**/api/change-status', 'code=403');
    const refetch = page.waitForRequest(isList);
    await page.getByRole('button', { name: /დადასტურება/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ამ მოქმედების შესრულების უფლება არ გაქვთ' })).toBeVisible();
    await refetch;
    // nothing moved on: the refused listing stays selected
    await expect(selected(page)).toContainText('#130');
  });

  test('a Telegram link and a tariff’s days closed before they are saved come back for their listing', async ({ page }) => {
    await openQueue(page);
    await page.keyboard.press('t');
    const telegram = page.getByRole('dialog', { name: 'Telegram პუბლიკაცია: #130' });
    await telegram.getByRole('textbox', { name: 'პოსტის ბმული' }).fill('https://t.me/realt_ge/1542');
    await page.keyboard.press('Escape');
    await expect(telegram).toBeHidden();
    await page.getByRole('button', { name: 'ტარიფი', exact: true }).click();
    const tariff = page.getByRole('dialog', { name: 'ტარიფის დამატება: #130' });
    await tariff.getByLabel('ტარიფი').selectOption({ label: 'სუპერ VIP' });
    await tariff.getByLabel('დღეების რაოდენობა').fill('14');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(selected(page)).toContainText('#130');
    await page.keyboard.press('t');
    await expect(telegram.getByRole('textbox', { name: 'პოსტის ბმული' })).toHaveValue('https://t.me/realt_ge/1542');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'ტარიფი', exact: true }).click();
    await expect(tariff.getByLabel('ტარიფი')).toHaveValue('super_vip');
    await expect(tariff.getByLabel('დღეების რაოდენობა')).toHaveValue('14');
    await page.keyboard.press('Escape');

    // another listing's start empty
    await page.getByRole('button', { name: /#133/ }).click();
    await page.keyboard.press('t');
    await expect(page.getByRole('dialog', { name: 'Telegram პუბლიკაცია: #133' }).getByRole('textbox', { name: 'პოსტის ბმული' })).toHaveValue('');
  });

  test('records a Telegram publication; typing in its fields triggers no shortcut', async ({ page }) => {
    // midday: the 28th in any time zone the browser may run in
    await page.clock.setFixedTime(new Date('2026-11-28T12:00:00Z'));
    await openQueue(page);
    await page.keyboard.press('j');
    await expect(selected(page)).toContainText('#131');
    // a listing selected by a key moves the address, not the focus: the page's heading is not read out at each key
    await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
    await page.keyboard.press('t');
    const dialog = page.getByRole('dialog', { name: 'Telegram პუბლიკაცია: #131' });
    const link = dialog.getByRole('textbox', { name: 'პოსტის ბმული' });
    await expect(link).toBeFocused();
    let sent = false;
    page.on('request', (r) => {
      // the lari rate is read by a POST that changes nothing
      if (r.method() !== 'GET' && !r.url().endsWith('/api/convert-price')) sent = true;
    });
    await page.keyboard.type('not a link');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('მიუთითეთ პოსტის ბმული t.me-ზე: https://t.me/არხი/ნომერი')).toBeVisible();
    // the day starts as today, and a day still to come is refused
    const day = dialog.getByLabel('გამოქვეყნების თარიღი');
    await expect(day).toHaveValue('2026-11-28');
    await day.fill('2026-11-29');
    await expect(dialog.getByText('მიუთითეთ დღე 2013 წლიდან დღევანდელის ჩათვლით')).toBeVisible();
    await day.fill('');
    await expect(dialog.getByText('გთხოვთ, შეავსოთ ველი')).toBeVisible();
    expect(sent).toBe(false);
    await checkScreen(page, 'admin-telegram-dialog');

    await link.fill('https://t.me/realt_ge/1542');
    await dialog.getByLabel('გამოქვეყნების თარიღი').fill('2026-11-21');
    const publication = page.waitForRequest((r) => r.url().endsWith('/admin-api/announcement/telegram_publication'));
    await dialog.getByRole('button', { name: 'შენახვა' }).click();
    expect((await publication).postDataJSON()).toEqual({ announcement_id: 131, publication_date: '2026-11-21', link: 'https://t.me/realt_ge/1542' });
    await expect(dialog).toBeHidden();
    // recording a publication does not move on
    await expect(selected(page)).toContainText('#131');
  });

  test('adds a tariff for a number of days through the admin change-tariff dialog', async ({ page }) => {
    await openQueue(page);
    await page.getByRole('button', { name: 'ტარიფი', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'ტარიფის დამატება: #130' });
    await dialog.getByLabel('ტარიფი').selectOption({ label: 'სუპერ VIP' });
    await dialog.getByLabel('დღეების რაოდენობა').fill('0');
    await dialog.getByRole('button', { name: 'დამატება' }).click();
    await expect(dialog.getByText('დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა')).toBeVisible();
    await checkScreen(page, 'admin-change-tariff-dialog');
    await dialog.getByLabel('დღეების რაოდენობა').fill('14');
    const added = page.waitForRequest((r) => r.url().endsWith('/admin-api/announcement/add_tariff'));
    await dialog.getByRole('button', { name: 'დამატება' }).click();
    expect((await added).postDataJSON()).toEqual({ announcement_id: 130, tariff: 'super_vip', days: 14 });
    await expect(page.getByRole('status').filter({ hasText: 'ცვლილებები შენახულია' })).toBeVisible();
  });

  test('while another status loads, the last list’s listing cannot be acted on', async ({ page }) => {
    await openQueue(page);
    const toolbar = page.getByRole('toolbar', { name: 'მოქმედებები განცხადებაზე' });
    const held = await holdAnswers(page, '**/admin-api/announcements?*');
    await page.getByRole('button', { name: 'აქტიური', exact: true }).click();
    await held.requested;
    // the panel still shows #130 of the waiting list: approving it now was not what was asked
    await expect(toolbar.getByRole('button', { name: /დადასტურება/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(toolbar.getByRole('button', { name: /წაშლა/ })).toHaveAttribute('aria-disabled', 'true');
    held.release();
    await expect(page.getByRole('list', { name: 'განცხადებების სია' })).not.toHaveAttribute('aria-busy');
    await expect(toolbar.getByRole('button', { name: /წაშლა/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('filters by status and shows the rejection history', async ({ page }) => {
    await openQueue(page);
    await prefer(page, '**/admin-api/announcements?*', 'example=rejected');
    const list = page.waitForRequest(isList);
    await page.getByRole('button', { name: 'უარყოფილი' }).click();
    expect(new URL((await list).url()).searchParams.get('status')).toBe('3');
    await expect(selected(page)).toContainText('#138');
    const panel = page.getByRole('article');
    await expect(panel.getByText('მისამართი რუკაზე სხვა უბანშია. გთხოვთ, შეასწოროთ მისამართი.')).toBeVisible();
    await expect(panel.getByText('არასწორი ფასი', { exact: true })).toBeVisible();
    // a rejected listing can be approved, not rejected again; any status is one choice away
    await expect(panel.getByRole('button', { name: /უარყოფა/ })).toBeDisabled();
    const change = statusChange(page);
    await panel.getByLabel('სტატუსის შეცვლა').selectOption({ label: 'არააქტიური' });
    const confirm = page.getByRole('alertdialog', { name: 'სტატუსის შეცვლა' });
    await expect(confirm).toContainText('#138');
    await expect(confirm).toContainText('„არააქტიური“');
    await confirm.getByRole('button', { name: 'შეცვლა' }).click();
    expect((await change).postDataJSON()).toEqual({ id: 138, status: 4 });
  });

  test('the status, page and selected listing are in the address: a reload, Back and Forward and a language switch keep them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await prefer(page, '**/admin-api/announcements?status=2*', 'example=active');
    await page.goto('/realt/en/admin/advertisements');
    const list = page.getByRole('list', { name: 'Listings' });
    const current = list.locator('[aria-current="true"]');
    const tab = (name: string) => page.getByRole('group', { name: 'Listing status' }).getByRole('button', { name, exact: true });
    await expect(current).toContainText('#130');

    // a tab and a page are history entries; a selection changes the entry it is made in
    await tab('Active').click();
    await expect(page).toHaveURL(/\/realt\/en\/admin\/advertisements\?status=2$/);
    await list.getByRole('button', { name: /#136/ }).click();
    await expect(page).toHaveURL(/\?status=2&listing=136$/);
    const second = page.waitForRequest((r) => isList(r) && new URL(r.url()).searchParams.get('page') === '2');
    await page.getByRole('button', { name: 'Next' }).click();
    await second;
    await expect(page).toHaveURL(/\?status=2&page=2$/);
    // page 2's own list (the keys wait for it)
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(current).toContainText('#135');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(page).toHaveURL(/\?status=2&page=2&listing=137$/);

    const asked: string[] = [];
    page.on('request', (r) => void (isList(r) && asked.push(new URL(r.url()).search)));
    await page.reload();
    await expect(current).toContainText('#137');
    await expect(tab('Active')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Page 2 of 65')).toBeVisible();
    expect(asked).toEqual(['?status=2&page=2']);

    await page.goBack();
    await expect(page).toHaveURL(/\?status=2&listing=136$/);
    await expect(current).toContainText('#136');
    await expect(page.getByText('Page 1 of 65')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/advertisements$/);
    await expect(tab('In moderation')).toHaveAttribute('aria-pressed', 'true');
    await expect(current).toContainText('#130');
    await page.goForward();
    await expect(tab('Active')).toHaveAttribute('aria-pressed', 'true');
    await expect(current).toContainText('#136');

    // the language switch keeps the screen as it is
    await page.getByRole('navigation', { name: 'Language, page footer' }).getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/realt\/ru\/admin\/advertisements\?status=2&listing=136$/);
    await expect(page.getByRole('list', { name: 'Список объявлений' }).locator('[aria-current="true"]')).toContainText('#136');
  });

  test('a link to a status, page and view asks the server for exactly that page; a malformed value falls back to the default', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await prefer(page, '**/admin-api/announcements?*', 'example=active');
    const asked: string[] = [];
    page.on('request', (r) => void (isList(r) && asked.push(new URL(r.url()).search)));
    await page.goto('/realt/en/admin/advertisements?status=2&page=3&price_flag=far_below_median&sort=median_gap&listing=136');
    await expect(page.getByRole('list', { name: 'Listings' }).locator('[aria-current="true"]')).toContainText('#136');
    await expect(page.getByRole('group', { name: 'Listing status' }).getByRole('button', { name: 'Active', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('checkbox', { name: 'Only far below the median' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Furthest below the median first' })).toBeChecked();
    await expect(page.getByText('Page 3 of 65')).toBeVisible();
    await requestsSettled(page);
    expect(asked).toEqual(['?status=2&page=3&price_flag=far_below_median&sort=median_gap']);

    await page.unroute('**/admin-api/announcements?*');
    asked.length = 0;
    await page.goto('/realt/en/admin/advertisements?status=9&page=0&price_flag=cheap&sort=newest&listing=abc');
    await expect(page.getByRole('list', { name: 'Listings' }).locator('[aria-current="true"]')).toContainText('#130');
    await expect(page.getByRole('checkbox', { name: 'Only far below the median' })).not.toBeChecked();
    await requestsSettled(page);
    expect(asked).toEqual(['?status=1&page=1']);
  });

  test('a ticked view checkbox keeps the shortcuts: J moves and A approves from it; the legend says only typing stops them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/realt/en/admin/advertisements');
    const current = page.getByRole('list', { name: 'Listings' }).locator('[aria-current="true"]');
    await expect(current).toContainText('#130');
    const sorted = page.waitForRequest((r) => isList(r) && new URL(r.url()).searchParams.get('sort') === 'median_gap');
    const furthestFirst = page.getByRole('checkbox', { name: 'Furthest below the median first' });
    await furthestFirst.click();
    await sorted;
    await expect(furthestFirst).toBeChecked();
    await expect(furthestFirst).toBeFocused();
    // the reordered list is in: keys wait for it
    await expect(page.getByRole('list', { name: 'Listings' })).not.toHaveAttribute('aria-busy');
    await page.keyboard.press('j');
    await expect(current).toContainText('#131');
    const change = statusChange(page);
    await page.keyboard.press('a');
    expect((await change).postDataJSON()).toEqual({ id: 131, status: 2 });
    // Space is still the checkbox's own
    await page.keyboard.press('Space');
    await expect(furthestFirst).not.toBeChecked();
    await page.keyboard.press('Shift+?');
    await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toContainText('Shortcuts are off while you type in a field or choose from a drop-down list');
  });

  test('? shows and hides the shortcut legend; each action is named by its words, its key told apart', async ({ page }) => {
    await openQueue(page);
    const toolbar = page.getByRole('toolbar', { name: 'მოქმედებები განცხადებაზე' });
    for (const [name, key] of [['დადასტურება', 'A'], ['უარყოფა', 'R'], ['Telegram', 'T'], ['წაშლა', 'D']]) {
      await expect(toolbar.getByRole('button', { name, exact: true })).toHaveAttribute('aria-keyshortcuts', key!);
    }
    await page.keyboard.press('Shift+?');
    const legend = page.getByRole('region', { name: 'კლავიატურის მალსახმობები' });
    await expect(legend).toBeVisible();
    await expect(legend).toContainText('შემდეგი განცხადება');
    await checkScreen(page, 'admin-shortcut-legend');
    await page.keyboard.press('Shift+?');
    await expect(legend).toBeHidden();
  });

  const legendTexts = {
    en: { toggle: 'Shortcuts (?)', legend: 'Keyboard shortcuts', list: 'Listings' },
    ru: { toggle: 'Горячие клавиши (?)', legend: 'Горячие клавиши', list: 'Список объявлений' },
  };
  for (const [lang, texts] of Object.entries(legendTexts)) {
    test(`the open shortcut legend covers none of the queue's controls at 1280×800, and Escape closes it (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/realt/${lang}/admin/advertisements`);
      await expect(page.getByRole('list', { name: texts.list }).locator('[aria-current="true"]')).toContainText('#130');
      const toggle = page.getByRole('button', { name: texts.toggle });
      await toggle.click();
      const legend = page.getByRole('region', { name: texts.legend });
      await expect(legend).toBeVisible();
      expect(await coveredControls(page)).toEqual([]);
      await screenshot(page, `admin-shortcut-legend-1280-${lang}`, { fullPage: false });
      // the focus is on its toggle: it stays there
      await page.keyboard.press('Escape');
      await expect(legend).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // opened by its key, wherever the focus is
      await page.keyboard.press('Shift+?');
      await expect(legend).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(legend).toBeHidden();
    });
  }
});

test.describe('on a laptop', () => {
  test.beforeEach(async ({ signIn }) => signIn('moderator'));

  test('a chosen listing opens beside the list, the focus staying in the list', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/realt/admin/advertisements');
    const item = page.getByRole('button', { name: /#132/ });
    await item.click();
    await expect(page.getByRole('article').getByRole('heading', { name: 'საოფისე ფართი ვაკეში, ბიზნეს ცენტრში' })).toBeVisible();
    await expect(item).toBeFocused();
  });

  for (const [width, height, lang] of [
    [1280, 800, ''],
    [1280, 720, ''],
    [1024, 768, ''],
    [1024, 768, 'ru/'],
    [1440, 900, 'en/'],
  ] as const) {
    test(`at ${width}×${height} (${lang || 'ka/'}) the queue ends within the window, the listing scrolling within it`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/realt/${lang}admin/advertisements`);
      const queue = page.locator('.queue');
      await expect(queue.getByRole('button', { name: /#134/ })).toBeVisible();
      const box = await queue.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(height);
      expect(box?.height).toBeGreaterThanOrEqual(360);
      // the listing's photos and details run on below, inside the panel
      const body = page.locator('.listing-panel__body');
      expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    });
  }
});

/** The controls of the screen (in view) whose middle something else is drawn over. */
async function coveredControls(page: Page): Promise<string[]> {
  const controls = page.getByRole('main').locator('button, select, input, a[href], [role="tab"]');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const hidden = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
      const top = document.elementFromPoint(x, y);
      return top !== null && !element.contains(top);
    });
    if (hidden) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covered;
}

test.describe('on a phone', () => {
  test.beforeEach(async ({ signIn }) => signIn('admin'));

  test('the list arrives in place: nothing above it grows once it is in', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript(() => {
      const moved: string[] = [];
      Reflect.set(window, 'moved', moved);
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          for (const source of Reflect.get(entry, 'sources') ?? []) if (source.node instanceof Element) moved.push(source.node.className);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/realt/admin/advertisements');
    await expect(page.getByRole('button', { name: /#132/ })).toBeVisible();
    await expect(page.getByText(/სულ/)).toBeVisible();
    const moved: string[] = await page.evaluate(() => Reflect.get(window, 'moved'));
    expect(moved.filter((name) => /queue|admin-layout/.test(name))).toEqual([]);
  });

  test('a tapped listing opens full screen, and back returns to the list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/realt/admin/advertisements');
    const item = page.getByRole('button', { name: /#132/ });
    await expect(item).toBeVisible();
    await expect(page.getByRole('article')).toBeHidden();
    await checkScreen(page, 'admin-advertisements-phone-list');
    await page.setViewportSize({ width: 375, height: 812 });
    await item.click();
    const panel = page.getByRole('article');
    await expect(panel.getByRole('heading', { name: 'საოფისე ფართი ვაკეში, ბიზნეს ცენტრში' })).toBeFocused();
    await expect(panel.getByText('ოფისი')).toBeVisible();
    await screenshot(page, 'admin-advertisements-phone-panel-375', { fullPage: false });
    await panel.getByRole('button', { name: 'სიაში დაბრუნება' }).click();
    await expect(panel).toBeHidden();
  });
});
