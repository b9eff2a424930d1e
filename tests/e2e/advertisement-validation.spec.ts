// Bad input on the listing form: the §5 rules per step, the step with the first error opened and
// focused, server field errors on their step, files refused before any request, and a photo whose
// upload failed on the way.
import type { Page } from '@playwright/test';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';
import { expect, prefer, test } from './fixtures/test';
import { choose, CREATE_URL, fillLocation, nextButton, png, READY_FLAT, seedDraft, settled, stepHeading } from './advertisement-helpers';

test.describe.configure({ timeout: 90_000 });

const REQUIRED = 'გთხოვთ, შეავსოთ ველი';

test('an empty first step says what is missing and focuses the first field', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(CREATE_URL);
  await nextButton(page).click();
  await expect(page.getByRole('combobox', { name: 'უბანი' })).toBeFocused();
  await expect(page.getByText(REQUIRED)).toHaveCount(3);
  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  await checkScreen(page, 'advertisement-step-1-errors');
});

test('the chosen district stays chosen when it is clicked again; an optional choice can be emptied', async ({ page, signIn }) => {
  await signIn('user');
  await page.goto(CREATE_URL);
  await fillLocation(page, 'იყიდება');
  const district = page.getByRole('combobox', { name: 'უბანი' });
  await expect(district).toHaveText(/საბურთალო, თბილისი/);
  await district.click();
  const list = page.getByRole('listbox', { name: 'უბანი' });
  await settled(list);
  await expect(list.getByRole('option', { name: 'არ არის არჩეული' })).toHaveCount(0);
  await list.getByRole('option', { name: 'საბურთალო, თბილისი' }).click();
  await expect(list).toBeHidden();
  await expect(district).toHaveText(/საბურთალო, თბილისი/);
  await nextButton(page).click();
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await expect(page.getByText(REQUIRED)).toHaveCount(0);
});

test('moving on from a later step opens the earlier step that has the first error', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, { ...READY_FLAT, step: 5, values: { ...READY_FLAT.values, flat_square: '' } });
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  // Enter in a field moves on like the button (§5: the enter key submits)
  await page.getByLabel('ფასი', { exact: true }).fill('0');
  await page.getByLabel('ფასი', { exact: true }).press('Enter');
  await expect(stepHeading(page, 'პარამეტრები')).toBeVisible();
  await expect(page.getByLabel('ფართი')).toBeFocused();
  await expect(page.getByText(REQUIRED)).toBeVisible();
  await page.getByLabel('ფართი').fill('ორმოცი');
  await page.getByLabel('ფართი').blur();
  await expect(page.getByText('შეიყვანეთ რიცხვი ციფრებით')).toBeVisible();
  await page.getByLabel('ფართი').fill('40');
  await nextButton(page).click();
  await expect(stepHeading(page, 'დამატებითი')).toBeVisible();
  // the steps already reached stay one click away
  await page.getByRole('button', { name: /აღწერა და ფასი/ }).click();
  await nextButton(page).click();
  await expect(page.getByLabel('ფასი', { exact: true })).toBeFocused();
  await expect(page.getByText('დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა')).toBeVisible();
});

test('photos and video: the photo rules, a broken YouTube link, and files refused before any request', async ({ page, signIn }) => {
  await signIn('user');
  const gallery = Array.from({ length: 10 }, (_, i) => ({ key: `g${i}`, image: `/realt/demo/flat-${(i % 7) + 2}.svg`, description: 15, main: false }));
  await seedDraft(page, { step: 4, values: { ...READY_FLAT.values, photos: [] } });
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/client-api/image')) uploads += 1;
  });
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  // the step's fields, as a visitor sees them before pressing Next: a press before the step's code
  // has arrived leaves the focus on the step's title, since there is no field yet to take it
  await expect(page.getByLabel('მთავარი ფოტოს ატვირთვა')).toBeAttached();

  await nextButton(page).click();
  await expect(page.getByText('სავალდებულოა მთავარი ფოტო და გალერეაში მინიმუმ ორი ფოტო')).toBeVisible();
  await expect(page.getByLabel('მთავარი ფოტოს ატვირთვა')).toBeFocused();

  await page.getByLabel('YouTube-ის ვიდეოს ბმული (არასავალდებულო)').fill('https://www.youtube.com/watch?v=short');
  await page.getByLabel('ფოტოების დამატება').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('„plan.pdf“ არ არის სურათი — ატვირთეთ JPG, PNG ან WebP.')).toBeVisible();
  // an SVG is refused, and so is a file named like a PNG whose first bytes are not one
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
  await page.getByLabel('ფოტოების დამატება').setInputFiles([
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg },
    { name: 'logo.png', mimeType: 'image/png', buffer: svg },
  ]);
  await expect(page.getByText('„logo.svg“ არ არის სურათი — ატვირთეთ JPG, PNG ან WebP.')).toBeVisible();
  await expect(page.getByText('„logo.png“ არ არის სურათი — ატვირთეთ JPG, PNG ან WebP.')).toBeVisible();
  await page.getByLabel('ფოტოების დამატება').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByText('„huge.png“ 10 მბ-ზე დიდია.')).toBeVisible();
  await nextButton(page).click();
  await expect(page.getByText('არასწორი ფორმატი')).toBeVisible();
  // the photos are still the step's first refusal
  await expect(page.getByLabel('მთავარი ფოტოს ატვირთვა')).toBeFocused();
  await checkScreen(page, 'advertisement-step-4-errors');
  expect(uploads).toBe(0);

  // a full gallery takes no 11th photo
  const full = { step: 4, values: { ...READY_FLAT.values, photos: [READY_FLAT.values.photos[0], ...gallery] } };
  await page.evaluate((draft) => localStorage.setItem('guest-draft-listing', JSON.stringify(draft)), full);
  await page.reload();
  await expect(page.getByRole('img', { name: /^ფოტო \d+$/ })).toHaveCount(10);
  await expect(page.getByLabel('ფოტოების დამატება')).toHaveCount(0);
  await page.getByLabel('შეცვლა').setInputFiles(png('new-main.png'));
  await expect.poll(() => uploads).toBe(1);
  expect(uploads).toBe(1);
});

test('a step opened by Next says nothing of its fields before they are left: typing a title leaves the description and price quiet', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, { step: 4, values: { ...READY_FLAT.values, title: '', flat_description: '', flat_cost: '' } });
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await nextButton(page).click();
  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  await page.getByLabel('სათაური', { exact: true }).fill('ნათელი ბინა');
  const description = page.getByLabel('აღწერა', { exact: true });
  await description.click();
  await expect(page.getByLabel('ფასი', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(description).not.toHaveAttribute('aria-invalid', 'true');
  // left empty, the description says so (the form has judged the step), the price, not yet left, does not; Next checks the whole step
  await page.getByLabel('ფასი', { exact: true }).click();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('ფასი', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await nextButton(page).click();
  await expect(page.getByLabel('ფასი', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a broken YouTube link, the step’s one refusal, takes the focus from Next', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, { step: 4, values: READY_FLAT.values });
  await page.goto(CREATE_URL);
  const link = page.getByLabel('YouTube-ის ვიდეოს ბმული (არასავალდებულო)');
  await link.fill('https://www.youtube.com/watch?v=short');
  await nextButton(page).click();
  await expect(link).toHaveAccessibleDescription(/არასწორი ფორმატი/);
  await expect(link).toBeFocused();
  // mended, still wrong: the press lands on Next again, the message staying put
  await link.fill('https://www.youtube.com/watch?v=short2');
  await nextButton(page).click();
  await expect(link).toHaveAccessibleDescription(/არასწორი ფორმატი/);
  await expect(link).toBeFocused();
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
});

test('a photo lost on the way keeps its tile, is told once, holds the form until tried again, and uploads on a retry', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, { step: 4, values: READY_FLAT.values });
  // the first upload is lost, as on a dropped connection; the next ones reach the server
  await page.route('**/client-api/image', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();
  await page.getByLabel('ფოტოების დამატება').setInputFiles(png('kitchen.png'));

  const tile = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'ფოტო 3' }) });
  await expect(tile.getByText('ვერ აიტვირთა', { exact: true })).toBeVisible();
  const retry = tile.getByRole('button', { name: 'თავიდან ცდა: kitchen.png' });
  await expect(retry).toBeVisible();
  await expect(tile.getByRole('button', { name: '3-ე ფოტოს წაშლა' })).toBeVisible();
  // the lost connection is told once, centrally, and the photos say what to do (not once per file)
  await expect(page.getByRole('alert')).toHaveCount(2);
  await expect(page.getByRole('alert').filter({ hasText: 'სერვერთან კავშირი ვერ დამყარდა. შეამოწმეთ ინტერნეტი და სცადეთ თავიდან.' })).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: '1 ფოტო ვერ აიტვირთა: დააჭირეთ ღილაკს „თავიდან ცდა“ ან წაშალეთ.' })).toHaveCount(1);
  await checkScreen(page, 'advertisement-photo-failed');

  // the photo is not part of the listing: the form does not move on
  await nextButton(page).click();
  await expect(page.getByText('1 ფოტო ვერ აიტვირთა: დააჭირეთ ღილაკს „თავიდან ცდა“ ან წაშალეთ.')).toBeVisible();
  await expect(stepHeading(page, 'ფოტო და ვიდეო')).toBeVisible();

  // the keyboard reaches the retry from the tile's other button
  await tile.getByRole('button', { name: '3-ე ფოტოს წაშლა' }).focus();
  await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/client-api/image') && response.ok());
  await page.keyboard.press('Enter');
  await uploaded;
  await expect(tile.getByRole('combobox', { name: 'ფოტოს აღწერა' })).toBeVisible();
  await expect(tile.getByText('ვერ აიტვირთა', { exact: true })).toHaveCount(0);
  await expect(page.getByText('1 ფოტო ვერ აიტვირთა', { exact: false })).toHaveCount(0);
  await nextButton(page).click();
  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
});

test('the server refuses fields: the step with the first of them opens with the messages on the fields', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, READY_FLAT);
  await prefer(page, '**/client-api/announcement', 'code=422, example=fieldErrors');
  await page.goto(CREATE_URL);
  await expect(stepHeading(page, 'ტარიფი')).toBeVisible();
  await page.getByRole('button', { name: 'გამოქვეყნება და გადახდა' }).click();

  await expect(stepHeading(page, 'აღწერა და ფასი')).toBeVisible();
  // in the app's words for the fields' codes, not the server's English
  await expect(page.getByText('გთხოვთ, შეავსოთ ველი')).toBeVisible();
  await expect(page.getByText('დასაშვებია მხოლოდ 0-ზე მეტი მნიშვნელობა')).toBeVisible();
  await expect(page.getByText('The title field is required.')).toHaveCount(0);
  await expect(page.getByLabel('სათაური')).toBeFocused();
  // what the user typed is still there
  await expect(page.getByLabel('სათაური')).toHaveValue('3-ოთახიანი ბინა საბურთალოზე');
});

test('the server refuses the map pin: the location step opens with its message under the map, and a new pin clears it', async ({ page, signIn }) => {
  await signIn('user');
  // a pin in London, from a draft
  await seedDraft(page, { ...READY_FLAT, values: { ...READY_FLAT.values, lat: '51.5072', lng: '-0.1276' } });
  await prefer(page, '**/client-api/announcement', 'code=422, example=pinOutside');
  await page.goto(CREATE_URL);
  await page.getByRole('button', { name: 'გამოქვეყნება და გადახდა' }).click();

  await expect(stepHeading(page, 'მდებარეობა')).toBeVisible();
  const message = page.getByRole('alert').filter({ hasText: 'რუკაზე ნიშნული საქართველოს ფარგლებს გარეთაა. გადაიტანეთ ის იქ, სადაც ქონება მდებარეობს.' });
  await expect(message).toBeFocused();
  await expect(page.getByText('The lat must be between')).toHaveCount(0);
  await expect(page.getByLabel('ქუჩა')).toHaveValue('ვაჟა-ფშაველას გამზირი');

  // what the map's own control says of the pin, for a screen reader that has moved on from the message
  await expect(page.getByRole('button', { name: 'ნიშნულის დასმა რუკის ცენტრში' })).toHaveAccessibleDescription(
    'რუკაზე ნიშნული საქართველოს ფარგლებს გარეთაა. გადაიტანეთ ის იქ, სადაც ქონება მდებარეობს.',
  );
  // the map opens around the refused pin: a click elsewhere on it moves the pin
  await page.getByRole('region', { name: 'ადგილი რუკაზე' }).locator('.leaflet-container').click({ position: { x: 200, y: 150 } });
  await expect(message).toHaveCount(0);
});

const RU_CREATE_URL = '/realt/ru/profile/advertisement/create-advertisement';
const ruNext = (page: Page) => page.getByRole('button', { name: 'Далее' });

test('in Russian: a floor above the storeys, contradictory flags and a half-filled “nearby” row are refused, the row kept', async ({ page, signIn }) => {
  await signIn('user');
  await seedDraft(page, { ...READY_FLAT, step: 2, values: { ...READY_FLAT.values, floor: '12', floors_total: '9' } });
  await page.goto(RU_CREATE_URL);
  await expect(stepHeading(page, 'Параметры')).toBeVisible();
  await ruNext(page).click();
  await expect(page.getByText('Этаж не может быть выше, чем этажей в доме (9)')).toBeVisible();
  await expect(page.getByLabel('Этаж (необязательно)')).toBeFocused();
  await page.getByLabel('Этаж (необязательно)').fill('8');
  await ruNext(page).click();

  await expect(stepHeading(page, 'Дополнительно')).toBeVisible();
  const furnished = page.getByRole('checkbox', { name: 'С мебелью' });
  await furnished.check();
  await page.getByRole('checkbox', { name: 'Без мебели' }).check();
  await expect(furnished).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Центральное отопление' }).check();
  await page.getByRole('checkbox', { name: 'Газовый котёл' }).check();
  await page.getByRole('checkbox', { name: 'Без отопления' }).check();
  await expect(page.getByRole('checkbox', { name: 'Центральное отопление' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Газовый котёл' })).not.toBeChecked();
  // the drawn tick is not read out: the name is the flag's alone
  await page.getByRole('checkbox', { name: 'Балкон' }).check();
  await expect(page.getByRole('checkbox', { name: 'Балкон' })).toHaveAccessibleName('Балкон');

  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.getByLabel('Минут').fill('10');
  await ruNext(page).click();
  await expect(page.getByText('Выберите место или удалите эту запись')).toBeVisible();
  await expect(stepHeading(page, 'Дополнительно')).toBeVisible();
  await expect(page.getByLabel('Минут')).toHaveValue('10');
  await choose(page, 'Место', 'Метро');
  await expect(page.getByText('Выберите место или удалите эту запись')).toHaveCount(0);
  await ruNext(page).click();
  await expect(stepHeading(page, 'Фото и видео')).toBeVisible();
});

test('in Russian: “125.000” is a hundred and twenty-five thousand; days that are not acceptable are never priced', async ({ page, signIn }) => {
  await signIn('user');
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/price-calculation')) asked.push(...JSON.parse(formFields(request).announcements ?? '[]').map((item: { days: unknown }) => item.days));
  });
  await seedDraft(page, { ...READY_FLAT, step: 5, values: { ...READY_FLAT.values, flat_cost: '', floor: '', floors_total: '' } });
  await page.goto(RU_CREATE_URL);
  await expect(stepHeading(page, 'Описание и цена')).toBeVisible();
  await page.getByLabel('Цена', { exact: true }).fill('125.000');
  // 125 000 $ over 92 m²
  await expect(page.getByText(/^1\s359\s\$\/м²$/)).toBeVisible();
  await ruNext(page).click();

  await expect(stepHeading(page, 'Тариф')).toBeVisible();
  const days = page.getByLabel('VIP: количество дней');
  await expect(page.getByText(/^60,00\s₾$/).first()).toBeVisible();
  for (const typed of ['7,5', '45', '0']) {
    await days.fill(typed);
    await expect(page.getByText('Укажите правильное количество дней, чтобы увидеть стоимость.')).toBeVisible();
    // no figure, neither of the line nor of the total, and no days the field refuses
    await expect(page.getByRole('region', { name: 'К оплате' })).not.toContainText(/\d,\d\d\s₾/);
    await expect(page.getByRole('region', { name: 'К оплате' }).getByRole('listitem')).toHaveText('VIP');
  }
  // Publish with days the field refuses sends nothing, and takes the focus to the field that says why
  let sent = 0;
  page.on('request', (request) => void (request.url().endsWith('/client-api/announcement') && request.method() === 'POST' && (sent += 1)));
  await page.getByRole('button', { name: 'Опубликовать и оплатить' }).click();
  await expect(days).toBeFocused();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
  const priced = page.waitForRequest('**/api/price-calculation');
  await days.fill('5');
  await priced;
  await expect(page.getByText(/^30,00\s₾$/).first()).toBeVisible();
  expect(asked.every((n) => Number.isInteger(n) && Number(n) >= 1 && Number(n) <= 30)).toBe(true);

  const created = page.waitForRequest((request) => request.url().endsWith('/client-api/announcement') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Опубликовать и оплатить' }).click();
  expect(formFields(await created).flat_cost).toBe('125000');
});
