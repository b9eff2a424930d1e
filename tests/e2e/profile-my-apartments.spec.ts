// My apartments: the owner's listings, the status filter, the empty state and the payment banners.
import { expect, prefer, SERVICES_RUN, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const MY_APARTMENTS = '/realt/profile/apartments/my-apartments';

// settled styles in the screenshots, which are taken right after each viewport change
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ signIn }) => signIn('user'));

test('lists the owner’s listings with status, services and their end dates', async ({ page }) => {
  await page.clock.setFixedTime(SERVICES_RUN);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/client-api/announcements')) requests.push(request.postData() ?? '');
  });
  const list = page.waitForRequest('**/client-api/announcements');
  await page.goto(MY_APARTMENTS);
  expect((await list).postDataJSON()).toEqual({ locale: 'ru', page: 1 });

  await expect(page.getByRole('heading', { level: 1, name: 'ჩემი განცხადებები' })).toBeVisible();
  await expect(page.getByText('6 განცხადება')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  // started at boot beside the page's code, and not asked again when the page mounts
  expect(requests).toHaveLength(1);

  const vip = cards.filter({ hasText: '3-ოთახიანი ბინა საბურთალოზე' });
  await expect(vip).toContainText('აქტიური');
  await expect(vip).toContainText('VIP · 15.12.2026-მდე');
  await expect(vip).toContainText('გაფერადება · 15.12.2026-მდე');
  await expect(vip).toContainText('165 000 $');
  await expect(cards.filter({ hasText: '3-ოთახიანი ბინა გლდანში' })).toContainText('უარყოფილი');
  await expect(cards.filter({ hasText: '2-ოთახიანი ბინა ისანში' })).toContainText('არააქტიური');
  await expect(cards.filter({ hasText: '2-ოთახიანი ბინა დიდ დიღომში' })).toContainText('მოდერაციაზე');

  // the side menu marks where the user is and shows the wallet and the unread count
  const menu = page.getByRole('navigation', { name: 'პროფილის განყოფილებები' });
  await expect(menu.getByRole('link', { name: 'ჩემი განცხადებები' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: /საფულე/ })).toContainText('124.50 ₾');
  await expect(menu.getByRole('link', { name: /შეტყობინებები/ })).toContainText('2');
  await checkScreen(page, 'profile-my-apartments');
});

test('filters by status and sends the status to the server', async ({ page }) => {
  await page.goto(MY_APARTMENTS);
  await expect(page.getByRole('article')).toHaveCount(6);
  const filtered = page.waitForRequest((request) => request.url().endsWith('/client-api/announcements') && request.postDataJSON()?.status === 3);
  await page.getByRole('group', { name: 'სტატუსით ფილტრი' }).getByRole('button', { name: 'უარყოფილი' }).click();
  expect((await filtered).postDataJSON()).toEqual({ locale: 'ru', page: 1, status: 3 });
  await expect(page.getByRole('button', { name: 'უარყოფილი', pressed: true })).toBeVisible();
  await expect(page).toHaveURL(`${MY_APARTMENTS}?status=3`);
});

test('the status chosen is in the address: a reload keeps it, Back returns to them all', async ({ page }) => {
  await page.goto(MY_APARTMENTS);
  await expect(page.getByRole('article')).toHaveCount(6);
  const filter = page.getByRole('group', { name: 'სტატუსით ფილტრი' });
  await filter.getByRole('button', { name: 'არააქტიური' }).click();
  await expect(page).toHaveURL(`${MY_APARTMENTS}?status=4`);

  // opened at that address, the first request asks for that status
  const reloaded = page.waitForRequest('**/client-api/announcements');
  await page.reload();
  expect((await reloaded).postDataJSON()).toEqual({ locale: 'ru', page: 1, status: 4 });
  await expect(filter.getByRole('button', { name: 'არააქტიური', pressed: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(MY_APARTMENTS);
  await expect(filter.getByRole('button', { name: 'ყველა', exact: true, pressed: true })).toBeVisible();
});

test('a payment’s return leaves the list’s filter alone: closing its banner keeps the filter, a filter chosen after it takes its entry', async ({ page }) => {
  await page.goto('/realt/profile/apartments/my-apartments?succes=false&status=4');
  const banner = page.getByRole('alert').filter({ hasText: 'გადახდა ვერ შესრულდა' });
  await expect(banner).toBeVisible();
  const filter = page.getByRole('group', { name: 'სტატუსით ფილტრი' });
  await expect(filter.getByRole('button', { name: 'არააქტიური', pressed: true })).toBeVisible();
  await banner.getByRole('button', { name: 'შეტყობინების დახურვა' }).click();
  await expect(page).toHaveURL(`${MY_APARTMENTS}?status=4`);
  await expect(filter.getByRole('button', { name: 'არააქტიური', pressed: true })).toBeVisible();

  await page.goto('/realt/my-apartments-payment-fail');
  await expect(banner).toBeVisible();
  const entries = await page.evaluate(() => history.length);
  await filter.getByRole('button', { name: 'უარყოფილი' }).click();
  await expect(page).toHaveURL(`${MY_APARTMENTS}?status=3`);
  await expect(banner).toHaveCount(0);
  // Back does not bring the failure again: the return's entry is the filtered list now
  expect(await page.evaluate(() => history.length)).toBe(entries);
});

test('a tariff past its last day shows no tag on the owner’s card, and its end date no more', async ({ page }) => {
  // 16.12.2026 in Tbilisi: 101's VIP and colouring ended with the 15th
  await page.clock.setFixedTime(new Date('2026-12-16T08:00:00Z'));
  await page.goto(MY_APARTMENTS);
  const vip = page.getByRole('article').filter({ hasText: '3-ოთახიანი ბინა საბურთალოზე' });
  await expect(vip).toContainText('აქტიური');
  await expect(vip).not.toContainText('VIP');
  await expect(vip).not.toContainText('15.12.2026');
});

test('a page past the last (an old link) opens the last page, not an empty list', async ({ page }) => {
  const asked: unknown[] = [];
  await page.route('**/client-api/announcements', (route) => {
    const request = route.request();
    asked.push(request.postDataJSON());
    const headers = request.postDataJSON()?.page === 3 ? { ...request.headers(), prefer: 'example=pastLastPage' } : request.headers();
    return route.continue({ headers });
  });
  await page.goto(`${MY_APARTMENTS}?page=3`);
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page).toHaveURL(MY_APARTMENTS);
  await expect(page.getByRole('heading', { name: 'ჯერ განცხადება არ გაქვთ' })).toHaveCount(0);
  expect(asked).toEqual([
    { locale: 'ru', page: 3 },
    { locale: 'ru', page: 1 },
  ]);
});

test('a status with no listings offers them all, and its button hands the focus to the filter’s “all”', async ({ page }) => {
  // the rejected ones are none: the mock's empty page answers that status only
  await page.route('**/client-api/announcements', (route) => {
    const request = route.request();
    const headers = request.postDataJSON()?.status === 3 ? { ...request.headers(), prefer: 'example=empty' } : request.headers();
    return route.continue({ headers });
  });
  await page.goto(MY_APARTMENTS);
  await expect(page.getByRole('article')).toHaveCount(6);
  const filter = page.getByRole('group', { name: 'სტატუსით ფილტრი' });
  await filter.getByRole('button', { name: 'უარყოფილი' }).click();
  await expect(page.getByRole('heading', { name: 'ამ სტატუსით განცხადება არ არის' })).toBeVisible();

  await page.getByRole('button', { name: 'ყველას ნახვა' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(filter.getByRole('button', { name: 'ყველა', exact: true, pressed: true })).toBeFocused();
});

test('with no listings the empty state leads to creating one', async ({ page }) => {
  await prefer(page, '**/client-api/announcements', 'example=empty');
  await page.goto(MY_APARTMENTS);
  await expect(page.getByRole('heading', { name: 'ჯერ განცხადება არ გაქვთ' })).toBeVisible();
  await checkScreen(page, 'profile-my-apartments-empty');
  await page.getByRole('main').getByRole('link', { name: 'განცხადების დამატება' }).last().click();
  await expect(page).toHaveURL(/\/realt\/profile\/advertisement\/create-advertisement$/);
});

test('a failed load says so and retries', async ({ page }) => {
  await prefer(page, '**/client-api/announcements', 'code=500');
  await page.goto(MY_APARTMENTS);
  await page.getByRole('alertdialog', { name: '500 სერვერის შეცდომა' }).getByRole('button', { name: 'დახურვა', exact: true }).last().click();
  await expect(page.getByText('მონაცემები ვერ ჩაიტვირთა')).toBeVisible();
  await page.unroute('**/client-api/announcements');
  await page.getByRole('button', { name: 'თავიდან ცდა' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);
});

/** The query of a purchase for `listing` as the bank's return carries it (the listing and the tariffs chosen). */
const bought = (listing: number, days: Record<string, string>) => `listing=${listing}&tariffs=${encodeURIComponent(JSON.stringify({ days, telegram: false }))}`;
// the purchase for listing 101 that its own answer (MyAnnouncementFlat) runs: VIP and the colouring
const VIP_COLOURED = bought(101, { vip: '10', coloring: '7' });

test('back from the bank with success: the listing runs what was bought, the success dialog says so, offers the next step, and the user is re-read', async ({ page }) => {
  await page.clock.setFixedTime(SERVICES_RUN);
  let userReads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/get-authenticated-user')) userReads++;
  });
  await page.goto(`/realt/payment-success?${VIP_COLOURED}`);
  await expect(page).toHaveURL(`${MY_APARTMENTS}?succes=true&${VIP_COLOURED}`);
  // once at start, once more because the payment changed the balance
  await expect.poll(() => userReads).toBe(2);
  const done = page.getByRole('dialog', { name: 'გადახდა წარმატებით შესრულდა' });
  await expect(done).toContainText('შეძენილი სერვისები უკვე აქტიურია');
  await expect(done.getByRole('button', { name: 'კარგი' })).toBeFocused();
  await expect(done.getByRole('link', { name: 'ახალი განცხადების დამატება' })).toBeVisible();
  await checkScreen(page, 'profile-payment-success');
  await done.getByRole('button', { name: 'კარგი' }).click();
  await expect(done).toBeHidden();
  await expect(page).toHaveURL(MY_APARTMENTS);
});

test('an address anyone can send claims no payment: without the listing running what it names, only a note or the wait for the bank', async ({ page }) => {
  for (const [address, note] of [
    // naming nothing to check, it waits for nothing: it says where a confirmed payment shows
    ['/realt/payment-success', 'გამოჩნდება თქვენი განცხადებების ტარიფებში'],
    [`${MY_APARTMENTS}?succes=true`, 'გამოჩნდება თქვენი განცხადებების ტარიფებში'],
    [`/realt/payment-success?${bought(101, { super_vip: '30' })}`, 'მანამდე განცხადებაზე არაფერი შეცვლილა.'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('status')).toContainText(note);
    await expect(page.getByRole('dialog', { name: 'გადახდა წარმატებით შესრულდა' })).toHaveCount(0);
  }
  await checkScreen(page, 'profile-payment-waiting');
  await page.getByRole('button', { name: 'შეტყობინების დახურვა' }).click();
  await expect(page).toHaveURL(MY_APARTMENTS);
});

test('back from the bank before it confirmed: the page waits, asks again, and says so once the listing runs what was bought', async ({ page }) => {
  await page.clock.install({ time: SERVICES_RUN });
  // listing 110 runs nothing yet
  await prefer(page, '**/client-api/announcements/110/ge', 'example=created');
  await page.goto(`/realt/payment-success?${bought(110, { vip: '10' })}`);
  await expect(page.getByRole('status').filter({ hasText: 'ველოდებით ბანკის დადასტურებას' })).toBeVisible();
  // the bank has confirmed: the listing now runs its VIP
  await page.unroute('**/client-api/announcements/110/ge');
  const asked = page.waitForRequest('**/client-api/announcements/110/ge');
  await page.clock.runFor(5_000);
  await asked;
  await expect(page.getByRole('dialog', { name: 'გადახდა წარმატებით შესრულდა' })).toBeVisible();
});

test('back from the bank with a failure: the fail banner shows', async ({ page }) => {
  await page.goto('/realt/my-apartments-payment-fail');
  await expect(page).toHaveURL(`${MY_APARTMENTS}?succes=false`);
  await expect(page.getByRole('alert').filter({ hasText: 'გადახდა ვერ შესრულდა' })).toContainText('ბარათიდან თანხა არ ჩამოგეჭრათ');
  await checkScreen(page, 'profile-payment-fail');
});

test('the rejected card shows the reason, its category and the history', async ({ page }) => {
  await prefer(page, '**/client-api/announcements/*/ge', 'example=rejected');
  await page.goto(MY_APARTMENTS);
  const rejected = page.getByRole('article').filter({ hasText: '3-ოთახიანი ბინა გლდანში' });
  const load = page.waitForRequest('**/client-api/announcements/107/ge');
  await rejected.getByRole('button', { name: 'უარყოფის მიზეზი' }).click();
  await load;
  const dialog = page.getByRole('dialog', { name: 'უარყოფის მიზეზი' });
  await expect(dialog).toContainText('კატეგორია: ფოტოები');
  await expect(dialog).toContainText('ფოტოები არ შეესაბამება განცხადებაში მითითებულ ბინას');
  await expect(dialog.getByRole('heading', { name: 'უარყოფების ისტორია' })).toBeVisible();
  const history = dialog.getByRole('listitem');
  await expect(history).toHaveCount(2);
  // newest first
  await expect(history.first()).toContainText('18.11.2026');
  await expect(history.last()).toContainText('მითითებული ფასი არ შეესაბამება ბინის ფართს');
  await checkScreen(page, 'profile-reject-reason');
  await dialog.getByRole('button', { name: 'დახურვა', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  // on a phone, Back closes it too, and the list stays
  await rejected.getByRole('button', { name: 'უარყოფის მიზეზი' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(MY_APARTMENTS);
});

test('the rejection’s category is in the visitor’s language, the moderator’s message as written', async ({ page }) => {
  await prefer(page, '**/client-api/announcements/*/ge', 'example=rejected');
  await page.goto('/realt/ru/profile/apartments/my-apartments');
  await page.getByRole('article').filter({ hasText: '3-ოთახიანი ბინა გლდანში' }).getByRole('button', { name: 'Причина отклонения' }).click();
  const dialog = page.getByRole('dialog', { name: 'Причина отклонения' });
  await expect(dialog).toContainText('Категория: Фотографии');
  // a category that has no Russian name is shown as the moderator chose it
  await expect(dialog.getByRole('listitem').last()).toContainText('ფასი');
  await expect(dialog.getByRole('listitem').first()).toContainText('Фотографии');
});
