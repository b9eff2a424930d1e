// Editing a listing (§2 edit-advertisement/{id}): loaded from GET …/{id}/ge, photos changed on the
// listing itself, saved with POST /client-api/announcement/update.
import type { Page } from '@playwright/test';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';
import { expect, holdAnswers, prefer, SERVICES_RUN, test } from './fixtures/test';
import { png, stepHeading } from './advertisement-helpers';

test.describe.configure({ timeout: 90_000 });

const EDIT_URL = '/realt/profile/advertisement/edit-advertisement/101';

test('edits a listing and changes its photos', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(EDIT_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'განცხადების რედაქტირება' })).toBeVisible();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');
  await expect(page.getByRole('combobox', { name: 'უბანი' })).toHaveText('საბურთალო, თბილისი');
  await checkScreen(page, 'advertisement-edit');

  await page.getByRole('button', { name: /ფოტო და ვიდეო/ }).click();
  await expect(page.getByRole('img', { name: /^ფოტო \d$/ })).toHaveCount(6);

  const removed = page.waitForRequest('**/client-api/announcement/image/delete');
  await page.getByRole('button', { name: '2-ე ფოტოს წაშლა' }).click();
  expect((await removed).postDataJSON()).toEqual({ path: '/realt/demo/flat-3.svg', id: 101 });
  await expect(page.getByRole('img', { name: /^ფოტო \d$/ })).toHaveCount(5);
  // the pressed button went with its photo: the focus is on the gallery's heading, not lost
  await expect(page.getByRole('heading', { name: /^გალერეა/ })).toBeFocused();

  const uploaded = page.waitForRequest((request) => request.url().endsWith('/client-api/announcement/image'));
  await page.getByLabel('ფოტოების დამატება').setInputFiles(png('terrace.png'));
  expect(formFields(await uploaded)).toEqual({ id: '101', role: 'flat' });
  await expect(page.getByRole('img', { name: /^ფოტო \d$/ })).toHaveCount(6);

  await page.getByRole('button', { name: '1-ე ფოტოს გადატანა უკან' }).click();
  await expect(page.getByText('ფოტო გადავიდა 2-ე ადგილზე')).toBeAttached();
  // back to the first place by the keyboard: its pressed button, out of moves there, keeps the focus
  await page.getByRole('button', { name: '2-ე ფოტოს გადატანა წინ' }).press('Enter');
  await expect(page.getByText('ფოტო გადავიდა 1-ე ადგილზე')).toBeAttached();
  await expect(page.getByRole('button', { name: '1-ე ფოტოს გადატანა წინ' })).toBeFocused();
  await expect(page.getByRole('button', { name: '1-ე ფოტოს გადატანა წინ' })).toBeDisabled();
  await page.getByRole('button', { name: '1-ე ფოტოს გადატანა უკან' }).click();
  await expect(page.getByText('ფოტო გადავიდა 2-ე ადგილზე')).toBeAttached();
  await page.getByRole('button', { name: '3-ე ფოტოს მთავრად გახდომა' }).click();
  await expect(page.getByRole('heading', { name: 'მთავარი ფოტო', exact: true })).toBeFocused();

  await page.getByRole('button', { name: /ტარიფი/ }).click();
  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  const updated = page.waitForRequest('**/client-api/announcement/update');
  await page.getByRole('button', { name: 'ცვლილებების შენახვა' }).click();
  const fields = formFields(await updated);
  expect(fields).toMatchObject({ id: '101', adType: '1', flatObjects: '1', district_id: '2', flat_cost: '165000', video: 'https://www.youtube.com/watch?v=jNQXAC9IVRw' });
  expect(JSON.parse(fields.main_photo ?? '')).toEqual({ image: '/realt/demo/flat-5.svg', description: 3 });
  expect(JSON.parse(fields.flat_photos ?? '')).toEqual([
    { image: '/realt/demo/flat-4.svg', description: 8 },
    { image: '/realt/demo/flat-2.svg', description: 7 },
    { image: '/realt/demo/flat-1.svg', description: 15 },
    { image: '/realt/demo/flat-6.svg', description: 1 },
    { image: '/realt/demo/flat-7.svg', description: 11 },
    { image: '/realt/demo/flat-5.svg', description: 15 },
  ]);
  const done = page.getByRole('dialog', { name: 'განცხადება განახლებულია' });
  await expect(done).toContainText('გადაეცა მოდერაციას');
  await expect(done.getByRole('link', { name: 'ჩემს განცხადებებზე გადასვლა' })).toBeFocused();
  await done.getByRole('link', { name: 'ჩემს განცხადებებზე გადასვლა' }).click();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
});

test('drags a gallery photo to another place', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(EDIT_URL);
  await page.getByRole('button', { name: /ფოტო და ვიდეო/ }).click();
  const gallery = page.getByRole('region', { name: /^გალერეა/ }).getByRole('img', { name: /^ფოტო \d$/ });
  await expect(gallery).toHaveCount(6);
  const order = () => gallery.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  const before = await order();

  const tile = (n: number) => page.getByRole('listitem').filter({ has: page.getByRole('img', { name: `ფოტო ${n}`, exact: true }) });
  await tile(1).dragTo(tile(3));
  await expect(page.getByText('ფოტო გადავიდა 3-ე ადგილზე')).toBeAttached();
  expect(await order()).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
});

test('back from a failed card payment, the edit form says so', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/realt/payment-fail-edit/101');
  await expect(page).toHaveURL(/\/edit-advertisement\/101\?succes=false$/);
  const banner = page.getByRole('alert').filter({ hasText: 'გადახდა ვერ შესრულდა' });
  await expect(banner).toBeVisible();
  await checkScreen(page, 'advertisement-payment-failed');
  await banner.getByRole('button', { name: 'შეტყობინების დახურვა' }).click();
  await expect(page).toHaveURL(/\/edit-advertisement\/101$/);
});

test('back through payment-fail, the create form says the listing is saved and leads to my listings instead of offering a retry here', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto('/realt/payment-fail');
  await expect(page).toHaveURL(/\/create-advertisement\?succes=false$/);
  const banner = page.getByRole('alert').filter({ hasText: 'გადახდა ვერ შესრულდა' });
  // no retry is offered on a form that would create the listing a second time
  await expect(banner).toContainText('განცხადება შენახულია და მოდერაციაზეა, ბარათიდან თანხა არ ჩამოგეჭრათ.');
  await expect(banner).not.toContainText('სცადოთ აქ');
  await banner.getByRole('link', { name: 'ჩემს განცხადებებზე გადასვლა' }).click();
  await expect(page).toHaveURL(/\/realt\/profile\/apartments\/my-apartments$/);
});

test('in Russian, a promoted listing’s tariff step says what runs and until when, and that a new choice adds to it', async ({ page, signIn }) => {
  await page.clock.setFixedTime(SERVICES_RUN);
  await signIn('user');
  await page.goto('/realt/ru/profile/advertisement/edit-advertisement/101');
  // the street and house number are above the map
  await expect(page.getByText('Улица и номер дома, введённые выше, останутся как есть: метка их не меняет.')).toBeVisible();
  await page.getByRole('button', { name: /Тариф/ }).click();
  await expect(stepHeading(page, 'Тариф')).toBeVisible();
  await expect(
    page.getByText(/^Сейчас действуют: VIP до 15 дек\. 2026 г\. и .+ до 15 дек\. 2026 г\.; сохранение изменений их не отменяет, а выбранный здесь тариф или услуга добавится к ним\.$/),
  ).toBeVisible();
  await expect(page.getByText('Добавьте тариф или услугу к действующим или сохраните без них.')).toBeVisible();
  await expect(page.getByText('Ничего нового не выбрано: действующие тариф и услуги сохранятся.')).toBeVisible();
  await expect(page.getByText(/опубликовано бесплатно/)).toHaveCount(0);
});

test('the promotion step joins what is running with the page’s own “and”, whatever the browser’s locale data', async ({ page, signIn }) => {
  await page.clock.setFixedTime(SERVICES_RUN);
  await signIn('user');
  await page.goto('/realt/profile/advertisement/edit-advertisement/109');
  await page.getByRole('button', { name: /ტარიფი/ }).click();
  await expect(page.getByText(/^ახლა მოქმედებს: VIP 15\.12\.2026-მდე და გაფერადება 15\.12\.2026-მდე;/)).toBeVisible();
});

test('a rejected listing’s form says why it was rejected, in the visitor’s language, and what to do', async ({ page, signIn }) => {
  await signIn('user');
  await prefer(page, '**/client-api/announcements/107/ge', 'example=rejected');
  await page.goto('/realt/ru/profile/advertisement/edit-advertisement/107');
  const reason = page.getByRole('region', { name: 'Модератор отклонил это объявление' });
  await expect(reason).toContainText('Фотографии');
  // the moderator's words as written
  await expect(reason).toContainText('ფოტოები არ შეესაბამება განცხადებაში მითითებულ ბინას.');
  await expect(reason).toContainText('Исправьте то, на что указывает причина, и сохраните.');
  await expect(page.getByLabel('Улица')).toHaveValue(/.+/);
  await checkScreen(page, 'advertisement-edit-rejected');
});

test('an edited listing is saved from the step where the change was made, every step checked first', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(EDIT_URL);
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');

  // a required field emptied on another step: the save opens that step, on that field, and sends nothing
  await page.getByRole('button', { name: /აღწერა და ფასი/ }).click();
  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  await page.getByLabel('სათაური').fill('');
  await page.getByRole('button', { name: /მდებარეობა/ }).click();
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/client-api/announcement/update') && sent.push(request.url())));
  await page.getByLabel('ქუჩა').fill('ვაჟა-ფშაველას გამზირი 12');
  await page.getByRole('button', { name: 'ცვლილებების შენახვა' }).click();
  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  await expect(page.getByLabel('სათაური')).toBeFocused();
  await expect(page.getByLabel('სათაური')).toHaveAccessibleDescription(/გთხოვთ, შეავსოთ ველი/);
  expect(sent).toEqual([]);

  // filled again, the listing is saved from here, with the change made on the first step
  await page.getByLabel('სათაური').fill('3-ოთახიანი ბინა ვაკეში');
  await checkScreen(page, 'advertisement-edit-step-save');
  const updated = page.waitForRequest('**/client-api/announcement/update');
  await page.getByRole('button', { name: 'ცვლილებების შენახვა' }).click();
  expect(formFields(await updated)).toMatchObject({ id: '101', address: 'ვაჟა-ფშაველას გამზირი 12', title: '3-ოთახიანი ბინა ვაკეში' });
  const done = page.getByRole('dialog', { name: 'განცხადება განახლებულია' });
  await expect(done.getByRole('link', { name: 'ჩემს განცხადებებზე გადასვლა' })).toBeFocused();
  await checkScreen(page, 'advertisement-edit-saved-early');
});

/** The edit form's photo step with a photo on its way (its answer held), and the saves sent from then on. */
async function photoOnItsWay(page: Page) {
  const held = await holdAnswers(page, '**/client-api/announcement/image');
  await page.goto(EDIT_URL);
  await page.getByRole('button', { name: /ფოტო და ვიდეო/ }).click();
  await page.getByLabel('ფოტოების დამატება').setInputFiles(png('terrace.png'));
  await held.requested;
  const sent: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/client-api/announcement/update') && sent.push(request.url())));
  return { held, sent };
}

test('a save pressed while a photo uploads waits for it, says so, and saves once it is in', async ({ page, signIn }) => {
  await signIn('user');
  const { held, sent } = await photoOnItsWay(page);
  const save = page.getByRole('button', { name: 'ცვლილებების შენახვა' });
  await save.click();
  const waiting = 'ველოდებით 1 ფოტოს ატვირთვას — განცხადება ატვირთვის შემდეგ თავისით შეინახება.';
  await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await expect(save).toHaveAccessibleDescription(waiting);
  expect(sent).toEqual([]);

  const updated = page.waitForRequest('**/client-api/announcement/update');
  held.release();
  await updated;
  await expect(page.getByRole('dialog', { name: 'განცხადება განახლებულია' })).toBeVisible();
});

test('another step opened while a save waits for a photo gives the save up: Next then only moves on', async ({ page, signIn }) => {
  await signIn('user');
  const { held, sent } = await photoOnItsWay(page);
  await page.getByRole('button', { name: 'ცვლილებების შენახვა' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'თავისით შეინახება' })).toBeVisible();

  await page.getByRole('button', { name: /აღწერა და ფასი/ }).click();
  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'ველოდებით' })).toHaveCount(0);
  held.release();
  await page.getByRole('button', { name: 'შემდეგი' }).click();
  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  expect(sent).toEqual([]);
});

test('a save whose confirmation cannot load sends nothing and says why; pressed again once it can, it saves', async ({ page, signIn }) => {
  await signIn('user');
  // the connection drops whenever the last step's code is asked for, until it is back
  let connected = false;
  await page.route('**/realt/assets/last-step-*.js', (route) => (connected ? route.fallback() : route.abort('internetdisconnected')));
  await page.goto(EDIT_URL);
  await page.getByLabel('ქუჩა').fill('ვაჟა-ფშაველას გამზირი 12');
  const sent: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/client-api/announcement/update') && sent.push(request.url())));
  const save = page.getByRole('button', { name: 'ცვლილებების შენახვა' });
  const notSaved = page.getByRole('alert').filter({ hasText: 'ცვლილებები არ არის შენახული: ფორმის ნაწილი ვერ ჩაიტვირთა.' });
  await save.click();
  await expect(notSaved).toBeVisible();
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი 12');
  await expect(save).not.toHaveAttribute('aria-busy');
  // pressed again and failing again, it says so anew, in place of the first
  await notSaved.evaluate((alert) => alert.setAttribute('data-told', 'before'));
  await save.click();
  await expect(notSaved).not.toHaveAttribute('data-told');
  await expect(notSaved).toHaveCount(1);
  expect(sent).toEqual([]);

  connected = true;
  const updated = page.waitForRequest('**/client-api/announcement/update');
  await save.click();
  expect(formFields(await updated)).toMatchObject({ id: '101', address: 'ვაჟა-ფშაველას გამზირი 12' });
  await expect(page.getByRole('dialog', { name: 'განცხადება განახლებულია' })).toBeVisible();
});

test('a save waiting for the form’s last part shows it is busy, and another step opened meanwhile gives it up', async ({ page, signIn }) => {
  await signIn('user');
  // the last step's code is held on its way until the test lets it go
  let letGo: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route('**/realt/assets/last-step-*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(EDIT_URL);
  await page.getByLabel('ქუჩა').fill('ვაჟა-ფშაველას გამზირი 12');
  const sent: string[] = [];
  page.on('request', (request) => void (request.url().endsWith('/client-api/announcement/update') && sent.push(request.url())));
  const save = page.getByRole('button', { name: 'ცვლილებების შენახვა' });
  await save.click();
  await expect(save).toHaveAttribute('aria-busy', 'true');
  // the save is the form's one action meanwhile: Next waits too
  await expect(page.getByRole('button', { name: 'შემდეგი' })).toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: /ფოტო და ვიდეო/ }).click();
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeFocused();
  await expect(save).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('button', { name: 'შემდეგი' })).not.toHaveAttribute('aria-busy');
  expect(sent).toEqual([]);
  // the code in, a Save pressed anew saves once, and its dialog says so
  letGo();
  const updated = page.waitForRequest('**/client-api/announcement/update');
  await save.click();
  expect(formFields(await updated)).toMatchObject({ id: '101', address: 'ვაჟა-ფშაველას გამზირი 12' });
  await expect(page.getByRole('dialog', { name: 'განცხადება განახლებულია' })).toBeVisible();
  expect(sent).toHaveLength(1);
});
