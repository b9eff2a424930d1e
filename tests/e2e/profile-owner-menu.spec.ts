// The owner's menu of §4 on my-apartments: every transition, allowed and refused, delete,
// change tariff and the tariff refund with the balance refresh.
import type { Page } from '@playwright/test';
import { expect, prefer, SERVICES_RUN, test } from './fixtures/test';
import { checkScreen } from './fixtures/screenshots';

const MY_APARTMENTS = '/realt/profile/apartments/my-apartments';
const RAISED = '4-ოთახიანი ბინა ნაძალადევში, ორი აივნით'; // 109, active, raising only
const VIP = '3-ოთახიანი ბინა საბურთალოზე, ვაჟა-ფშაველას გამზირზე'; // 101, active, vip + colour
// the listing's tariff and service as a list in Georgian (the browser's Intl joins them)
const CANCEL_VIP = /^გაუქმება: VIP(,| და) გაფერადება$/;
const PLAIN = '2-ოთახიანი ბინა საბურთალოზე, მეტროსთან ახლოს'; // 103, active, no services
const INACTIVE = '2-ოთახიანი ბინა ისანში, ავეჯით'; // 108
const REJECTED = '3-ოთახიანი ბინა გლდანში, მეტროსთან'; // 107
const MODERATION = '2-ოთახიანი ბინა დიდ დიღომში, მწვანე კარკასით'; // 106
const BLOCKED = 'განცხადება არააქტიური შეიძლება გახდეს მხოლოდ ფასიანი ტარიფის ან სერვისის გაუქმების შემდეგ.';

// settled styles in the screenshots, which are taken right after each viewport change
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ signIn, page }) => {
  await page.clock.setFixedTime(SERVICES_RUN);
  await signIn('user');
  await page.goto(MY_APARTMENTS);
  await expect(page.getByRole('article')).toHaveCount(6);
});

async function choose(page: Page, title: string, action: string | RegExp, actions = 'მოქმედებები') {
  await page.getByRole('button', { name: `${actions}: ${title}` }).click();
  await page.getByRole('button', { name: action, exact: true }).click();
}

function statusChange(page: Page) {
  return page.waitForRequest((request) => request.url().endsWith('/api/change-status') && request.method() === 'PUT');
}

/** The list is read again after a change, whatever the answer was. */
function reread(page: Page) {
  return page.waitForRequest('**/client-api/announcements');
}

test('the menu offers exactly the §4 actions for each status', async ({ page }) => {
  const offered = async (title: string) => {
    await page.getByRole('button', { name: `მოქმედებები: ${title}` }).click();
    const items = await page.locator('.owner-menu__list:popover-open').getByRole('button').allTextContents();
    await page.keyboard.press('Escape');
    return items;
  };
  expect(await offered(VIP)).toEqual(['რედაქტირება', 'ტარიფის შეცვლა', expect.stringMatching(CANCEL_VIP), 'დეაქტივაცია', 'წაშლა']);
  expect(await offered(PLAIN)).toEqual(['რედაქტირება', 'ტარიფის შეცვლა', 'დეაქტივაცია', 'წაშლა']);
  expect(await offered(RAISED)).toEqual(['რედაქტირება', 'ტარიფის შეცვლა', 'გაუქმება: აწევა', 'დეაქტივაცია', 'წაშლა']);
  expect(await offered(INACTIVE)).toEqual(['რედაქტირება', 'გააქტიურება', 'წაშლა']);
  expect(await offered(REJECTED)).toEqual(['რედაქტირება', 'ხელახლა მოდერაციაზე გაგზავნა', 'დეაქტივაცია', 'წაშლა']);
  // on moderation: no edit (§4)
  expect(await offered(MODERATION)).toEqual(['დეაქტივაცია', 'წაშლა']);

  await page.getByRole('button', { name: `მოქმედებები: ${RAISED}` }).click();
  await expect(page.getByRole('button', { name: 'გაუქმება: აწევა' })).toBeVisible();
  await checkScreen(page, 'profile-owner-menu');
});

test('a scroll that ended before the menu opened leaves it open; a scroll while it is open closes it', async ({ page }) => {
  const trigger = page.getByRole('button', { name: `მოქმედებები: ${PLAIN}` });
  const menu = page.getByRole('button', { name: 'რედაქტირება', exact: true });
  // the page scrolled and the menu tapped in one task: the scroll's event arrives in the next frame
  await trigger.evaluate((button) => {
    window.scrollBy(0, 40);
    if (button instanceof HTMLElement) button.click();
  });
  // two frames on: the scroll's event has come and gone
  await page.evaluate(() => new Promise((next) => requestAnimationFrame(() => requestAnimationFrame(next))));
  expect(await page.evaluate(() => window.scrollY)).toBe(40);
  await expect(menu).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect(menu).toBeHidden();
});

test('the menu closes once the keyboard has gone on past it, and is not left over the next card', async ({ page }) => {
  // the whole list in view: no scroll (which closes the menu too) as the focus moves on
  await page.setViewportSize({ width: 1280, height: 3000 });
  const trigger = page.getByRole('button', { name: `მოქმედებები: ${PLAIN}` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('button', { name: 'რედაქტირება', exact: true });
  await expect(edit).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(edit).toBeFocused();
  // on past its last action, to what follows the card's button
  const inMenu = () => page.evaluate(() => document.activeElement?.closest('[popover]') !== null);
  for (let step = 0; step < 8 && (await inMenu()); step += 1) await page.keyboard.press('Tab');
  expect(await inMenu()).toBe(false);
  await expect(edit).toBeHidden();
});

test('the menu closes when the keyboard leaves it before the page has heard it open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 3000 });
  // the toggle event comes a task after the opening: on a loaded page, after the keys that follow
  await page.evaluate(() => {
    const held: [EventTarget, ToggleEvent][] = [];
    const hold = (event: Event) => {
      if (!(event instanceof ToggleEvent) || !event.isTrusted || !event.target) return;
      event.stopImmediatePropagation();
      held.push([event.target, new ToggleEvent('toggle', { oldState: event.oldState, newState: event.newState })]);
    };
    window.addEventListener('toggle', hold, true);
    Reflect.set(window, 'releaseToggles', () => {
      window.removeEventListener('toggle', hold, true);
      for (const [target, event] of held) target.dispatchEvent(event);
    });
  });
  await page.getByRole('button', { name: `მოქმედებები: ${PLAIN}` }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('button', { name: 'რედაქტირება', exact: true });
  await expect(edit).toBeVisible();
  const inMenu = () => page.evaluate(() => document.activeElement?.closest('[popover]') !== null);
  await page.keyboard.press('Tab');
  expect(await inMenu()).toBe(true);
  for (let step = 0; step < 8 && (await inMenu()); step += 1) await page.keyboard.press('Tab');
  expect(await inMenu()).toBe(false);
  await expect(edit).toBeHidden();
  // the events heard late leave it closed: those held, and any still to come (the browser folds a
  // closing into an opening's event not yet sent)
  await page.evaluate(() => Reflect.get(window, 'releaseToggles')());
  await expect(edit).toBeHidden();
});

test('deactivates a listing without paid services (any status to 4)', async ({ page }) => {
  const put = statusChange(page);
  const list = reread(page);
  await choose(page, PLAIN, 'დეაქტივაცია');
  expect((await put).postDataJSON()).toEqual({ id: 103, status: 4 });
  await list;
  await expect(page.getByText('სტატუსი შეიცვალა')).toBeVisible();
});

test('refuses to deactivate a listing with a paid tariff, without asking the server', async ({ page }) => {
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/change-status')) sent = true;
  });
  await choose(page, VIP, 'დეაქტივაცია');
  await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toBeVisible();
  expect(sent).toBe(false);
});

test('a deactivation the server refuses shows the §4 message and re-reads the list', async ({ page }) => {
  await prefer(page, '**/api/change-status', 'code=422, example=paidServiceActive');
  const put = statusChange(page);
  const list = reread(page);
  await choose(page, PLAIN, 'დეაქტივაცია');
  expect((await put).postDataJSON()).toEqual({ id: 103, status: 4 });
  await list;
  await expect(page.getByRole('alert').filter({ hasText: BLOCKED })).toBeVisible();
  // the server's English text is not shown
  await expect(page.getByText('The announcement can be deactivated')).toHaveCount(0);
});

test('a deactivation refused for another reason says that reason, not the paid promotion', async ({ page }) => {
  await prefer(page, '**/api/change-status', 'code=422, example=notAllowed');
  await page.goto('/realt/en/profile/apartments/my-apartments');
  const list = reread(page);
  await choose(page, PLAIN, 'Deactivate', 'Actions');
  await list;
  await expect(page.getByRole('alert').filter({ hasText: "The listing's status cannot be changed this way. Reload the page to see its current status." })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /paid promotion/ })).toHaveCount(0);
});

test('a service past its last day is over: nothing to cancel, and the listing deactivates', async ({ page }) => {
  // 30.11 in Tbilisi: 109's raising ran until 29.11
  await page.clock.setFixedTime(new Date('2026-11-30T10:00:00Z'));
  await page.reload();
  await page.getByRole('button', { name: `მოქმედებები: ${RAISED}` }).click();
  const items = page.locator('.owner-menu__list:popover-open').getByRole('button');
  await expect(items).toHaveText(['რედაქტირება', 'ტარიფის შეცვლა', 'დეაქტივაცია', 'წაშლა']);
  const put = statusChange(page);
  await page.getByRole('button', { name: 'დეაქტივაცია', exact: true }).click();
  expect((await put).postDataJSON()).toEqual({ id: 109, status: 4 });
  await expect(page.getByText('სტატუსი შეიცვალა')).toBeVisible();
});

test('activates an inactive listing (4 to 2)', async ({ page }) => {
  const put = statusChange(page);
  const list = reread(page);
  await choose(page, INACTIVE, 'გააქტიურება');
  expect((await put).postDataJSON()).toEqual({ id: 108, status: 2 });
  await list;
  await expect(page.getByText('სტატუსი შეიცვალა')).toBeVisible();
});

test('a refused activation says why, by its code, and re-reads the list', async ({ page }) => {
  await prefer(page, '**/api/change-status', 'code=422, example=notAllowed');
  const list = reread(page);
  await choose(page, INACTIVE, 'გააქტიურება');
  await list;
  await expect(page.getByRole('alert').filter({ hasText: 'განცხადების სტატუსის ასე შეცვლა შეუძლებელია' })).toBeVisible();
});

test('sends a rejected listing back to moderation (3 to 1)', async ({ page }) => {
  const put = statusChange(page);
  const list = reread(page);
  await choose(page, REJECTED, 'ხელახლა მოდერაციაზე გაგზავნა');
  expect((await put).postDataJSON()).toEqual({ id: 107, status: 1 });
  await list;
  await expect(page.getByText('სტატუსი შეიცვალა')).toBeVisible();
});

test('edit opens the listing’s edit page', async ({ page }) => {
  await choose(page, PLAIN, 'რედაქტირება');
  await expect(page).toHaveURL(/\/realt\/profile\/advertisement\/edit-advertisement\/103$/);
});

test('delete asks first; cancelling sends nothing, confirming deletes', async ({ page }) => {
  let deletes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/client-api/announcement/delete')) deletes++;
  });
  await choose(page, INACTIVE, 'წაშლა');
  const confirm = page.getByRole('alertdialog', { name: 'განცხადების წაშლა' });
  await expect(confirm).toContainText(INACTIVE);
  // what is at stake is read with its title, and the answer that deletes nothing has the focus
  await expect(confirm).toHaveAccessibleDescription(new RegExp(INACTIVE));
  await expect(confirm.getByRole('button', { name: 'გაუქმება' })).toBeFocused();
  await checkScreen(page, 'profile-delete-confirm');
  await confirm.getByRole('button', { name: 'გაუქმება' }).click();
  await expect(confirm).toBeHidden();
  expect(deletes).toBe(0);

  await choose(page, INACTIVE, 'წაშლა');
  const sent = page.waitForRequest('**/client-api/announcement/delete');
  const list = reread(page);
  await confirm.getByRole('button', { name: 'წაშლა' }).click();
  expect((await sent).postDataJSON()).toEqual({ id: 108 });
  await list;
  await expect(page.getByText('განცხადება წაიშალა')).toBeVisible();
});

test('change tariff shows what runs until when, and buys a tariff from the wallet', async ({ page }) => {
  await prefer(page, '**/api/order', 'example=paidFromBalance');
  await choose(page, VIP, 'ტარიფის შეცვლა');
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  const current = dialog.getByRole('region', { name: 'ახლა მოქმედებს' });
  await expect(current.getByRole('listitem').filter({ hasText: /^VIP/ })).toContainText('15.12.2026-მდე');
  await expect(current.getByRole('listitem').filter({ hasText: 'გაფერადება' })).toContainText('15.12.2026-მდე');
  await dialog.getByRole('checkbox', { name: /სუპერ VIP/ }).check();
  await checkScreen(page, 'profile-change-tariff');

  const order = page.waitForRequest('**/api/order');
  const list = reread(page);
  await dialog.getByRole('button', { name: /გადახდა/ }).click();
  const basket = (await order).postDataJSON().basket;
  expect(basket.with_balance).toBe(1);
  expect(basket.announcements).toEqual([{ announcement_id: 101, tariff: 'super_vip', days: 7, telegram_publication: false }]);
  await expect(page).toHaveURL(`${MY_APARTMENTS}?succes=true`);
  await list;
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'გადახდა წარმატებით შესრულდა' })).toBeVisible();
});

test('Back closes the change-tariff dialog and stays on the list; the next Back leaves it', async ({ page }) => {
  await choose(page, VIP, 'ტარიფის შეცვლა');
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await expect(dialog.getByRole('checkbox', { name: /სუპერ VIP/ })).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(MY_APARTMENTS);
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.goBack();
  await expect(page).not.toHaveURL(MY_APARTMENTS);
});

test('a tariff paid from the wallet on a filtered list comes back to that list, still filtered', async ({ page }) => {
  await prefer(page, '**/api/order', 'example=paidFromBalance');
  const filter = page.getByRole('group', { name: 'სტატუსით ფილტრი' });
  await filter.getByRole('button', { name: 'აქტიური', exact: true }).click();
  await expect(page).toHaveURL(`${MY_APARTMENTS}?status=2`);
  await choose(page, VIP, 'ტარიფის შეცვლა');
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await dialog.getByRole('checkbox', { name: /სუპერ VIP/ }).check();
  const list = page.waitForRequest((request) => request.url().endsWith('/client-api/announcements') && request.postDataJSON()?.status === 2);
  await dialog.getByRole('button', { name: /გადახდა/ }).click();
  await expect(page).toHaveURL(`${MY_APARTMENTS}?succes=true&status=2`);
  await list;
  await expect(page.getByRole('dialog', { name: 'გადახდა წარმატებით შესრულდა' })).toBeVisible();
  await expect(filter.getByRole('button', { name: 'აქტიური', exact: true, pressed: true })).toBeVisible();
});

/** Super VIP for listing 101, paid from a wallet that is short of money: the tariff dialog and the message. */
async function shortOfMoney(page: Page) {
  await prefer(page, '**/api/order', 'code=422, example=insufficientFunds');
  await choose(page, VIP, 'ტარიფის შეცვლა');
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await dialog.getByRole('checkbox', { name: /სუპერ VIP/ }).check();
  await dialog.getByRole('button', { name: /გადახდა/ }).click();
  return { dialog, short: page.getByRole('alertdialog', { name: 'არასაკმარისი თანხა' }) };
}

test('a wallet short of the price says by how much beside its choice, before Pay is pressed', async ({ page }) => {
  await prefer(page, '**/api/price-calculation', 'example=moreThanBalance');
  await choose(page, VIP, 'ტარიფის შეცვლა');
  const dialog = page.getByRole('dialog', { name: 'ტარიფის შეცვლა' });
  await dialog.getByRole('checkbox', { name: /სუპერ VIP/ }).check();
  const wallet = dialog.getByRole('radio', { name: /საფულიდან/ });
  await expect(wallet).toHaveAccessibleName(/აკლია 325\.50 ₾: გადაიხადეთ ბარათით ან შეავსეთ საფულე/);
  await expect(wallet).toBeChecked();
});

test('Escape on “not enough money” closes that message alone: the tariff dialog stays with what was chosen', async ({ page }) => {
  const { dialog, short } = await shortOfMoney(page);
  await expect(short).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(short).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /სუპერ VIP/ })).toBeChecked();
});

test('a wallet short of money is topped up by what it missed, and the purchase comes back to be paid from it', async ({ page }) => {
  const { dialog, short } = await shortOfMoney(page);
  await short.getByRole('link', { name: 'ბალანსის შევსება' }).click();

  // the wallet asks for what was missing, and knows the purchase it is for
  await expect(page).toHaveURL(/\/realt\/profile\/my-wallet\?/);
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('amount')).toBe('35.5');
  expect(asked.get('listing')).toBe('101');
  const tariffs = asked.get('tariffs') ?? '';
  expect(JSON.parse(tariffs)).toMatchObject({ days: { super_vip: expect.anything() } });
  await expect(page.getByLabel('თანხა, ₾')).toHaveValue('35.5');
  await expect(page.getByText('საფულეს 35.50 ₾ აკლია განცხადება #101-ის ტარიფის გადასახდელად.', { exact: false })).toBeVisible();
  await checkScreen(page, 'wallet-top-up-for-purchase');
  await page.route('https://ecommerce.ufc.ge/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>UFC</h1>' }));
  const origin = new URL(page.url()).origin;
  const topUp = page.waitForRequest('**/api/wallet/top-up');
  await page.getByRole('button', { name: 'გადახდა' }).click();
  const back = `/realt/profile/my-wallet?succes=true&listing=101&tariffs=${encodeURIComponent(tariffs)}`;
  expect((await topUp).postDataJSON()).toEqual({
    amount: 35.5,
    return_url_success: origin + back,
    return_url_fail: `${origin}/realt/profile/my-wallet?succes=false&listing=101&tariffs=${encodeURIComponent(tariffs)}`,
  });

  await expect(page).toHaveURL(/^https:\/\/ecommerce\.ufc\.ge\//);
  // the bank sends the browser back, and the history has the card top-up of just now: the purchase
  // is one step away, paid from the wallet now
  await page.clock.setFixedTime(new Date('2026-11-20T12:10:00Z'));
  await page.goto(back);
  const credited = page.getByRole('dialog', { name: 'საფულე შევსებულია' });
  await expect(credited).toBeVisible();
  // back from the bank, the wallet is no longer short: the line that said so is gone
  await expect(page.getByText(/^საფულეს .* აკლია/)).toHaveCount(0);
  await credited.getByRole('link', { name: 'ახლა ტარიფის გადახდა' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /სუპერ VIP/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /საფულიდან/ })).toBeChecked();
  await expect(page).toHaveURL(MY_APARTMENTS);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // closed, it is not opened again by a reload
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(dialog).toBeHidden();

  // an address someone else crafted opens no purchase: the listing it names is not even asked for
  let asked101 = false;
  page.on('request', (request) => void (request.url().includes('/client-api/announcements/101') && (asked101 = true)));
  await page.goto(`${MY_APARTMENTS}?listing=101&tariffs=${encodeURIComponent(tariffs)}`);
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(dialog).toBeHidden();
  expect(asked101).toBe(false);
});

test('cancelling a tariff: refund calculated, confirmed with the GEL amount, header balance refreshed', async ({ page }) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /საფულე/ })).toContainText('124.50 ₾');
  // the server's user after the refund: 124.5 + 42.5 GEL
  await prefer(page, '**/api/get-authenticated-user', 'example=refunded');

  const calculate = page.waitForRequest('**/api/return-money/calculate');
  await choose(page, VIP, CANCEL_VIP);
  expect((await calculate).postDataJSON()).toEqual({ announcement_id: 101 });
  const confirm = page.getByRole('alertdialog', { name: CANCEL_VIP });
  await expect(confirm).toContainText('საფულეში დაგიბრუნდებათ 42.50 ₾');
  await checkScreen(page, 'profile-refund-confirm');

  const refund = page.waitForRequest('**/api/return-money');
  const user = page.waitForRequest('**/api/get-authenticated-user');
  const list = reread(page);
  await confirm.getByRole('button', { name: 'დიახ, გაუქმდეს' }).click();
  expect((await refund).postDataJSON()).toEqual({ announcement_id: 101 });
  await user;
  await list;
  await expect(page.getByText('ტარიფი გაუქმდა. საფულეში დაბრუნდა 42.50 ₾.')).toBeVisible();
  await expect(header.getByRole('link', { name: /საფულე/ })).toContainText('167.00 ₾');
});

test('cancelling a tariff with no days left returns nothing and sends no refund', async ({ page }) => {
  await prefer(page, '**/api/return-money/calculate', 'example=noDaysLeft');
  let refunds = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/return-money')) refunds++;
  });
  await choose(page, VIP, CANCEL_VIP);
  await expect(page.getByText('ტარიფს დღეები აღარ დარჩა, ამიტომ დასაბრუნებელი თანხა არ არის.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(refunds).toBe(0);
});

test('declining the refund sends nothing', async ({ page }) => {
  let refunds = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/return-money')) refunds++;
  });
  await choose(page, VIP, CANCEL_VIP);
  const confirm = page.getByRole('alertdialog', { name: CANCEL_VIP });
  // the button that keeps the promotion does not say "cancel"
  await expect(confirm.getByRole('button', { name: 'დიახ, გაუქმდეს' })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'გაუქმება', exact: true })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'არა, დარჩეს' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(refunds).toBe(0);
});

test('a refused refund says why, by its code, and re-reads the list', async ({ page }) => {
  await prefer(page, '**/api/return-money', 'code=422, example=noDaysLeft');
  await choose(page, VIP, CANCEL_VIP);
  const list = reread(page);
  await page.getByRole('alertdialog', { name: CANCEL_VIP }).getByRole('button', { name: 'დიახ, გაუქმდეს' }).click();
  await list;
  await expect(page.getByRole('alert').filter({ hasText: 'გადახდილი დღეები აღარ დარჩა, ამიტომ დასაბრუნებელი თანხა არ არის.' })).toBeVisible();
});

test('cancelling a raise-only service names it in the menu and the confirmation, in each language', async ({ page }) => {
  for (const { lang, open, item, title, text, keep, confirmed, cancel } of [
    { lang: '', open: 'მოქმედებები', item: 'გაუქმება: აწევა', title: 'გაუქმება: აწევა', text: 'გაუქმდება: აწევა.', keep: 'არა, დარჩეს', confirmed: 'დიახ, გაუქმდეს', cancel: 'გაუქმება' },
    { lang: '/en', open: 'Actions', item: 'Cancel Bump to top', title: 'Cancel Bump to top', text: 'Bump to top will be cancelled', keep: 'Keep it', confirmed: 'Yes, cancel it', cancel: 'Cancel' },
    { lang: '/ru', open: 'Действия', item: 'Отменить: Поднятие', title: 'Отмена: Поднятие', text: 'Отменяется: Поднятие.', keep: 'Нет, оставить', confirmed: 'Да, отменить', cancel: 'Отмена' },
  ]) {
    await page.goto(`/realt${lang}/profile/apartments/my-apartments`);
    await choose(page, RAISED, item, open);
    const confirm = page.getByRole('alertdialog', { name: title });
    await expect(confirm).toContainText(text);
    // each button says what it does: the one that dismisses keeps the service
    await expect(confirm.getByRole('button', { name: confirmed })).toBeVisible();
    await expect(confirm.getByRole('button', { name: cancel, exact: true })).toHaveCount(0);
    await confirm.getByRole('button', { name: keep }).click();
    await expect(confirm).toBeHidden();
  }
});
