// The main journeys in English and in Russian, as a visitor who reads only that language walks
// them: the main page, filtering the catalogue, a listing, signing in, a listing posted through
// all six steps and a refused step. Labels come from the language's own catalogues; what the
// visitor reads first on each screen is spelled out, so a catalogue left in Georgian fails here.
import type { Page } from '@playwright/test';
import appEn from '../../src/i18n/app.en';
import appRu from '../../src/i18n/app.ru';
import authEn from '../../src/i18n/auth.en';
import authRu from '../../src/i18n/auth.ru';
import catalogEn from '../../src/i18n/catalog.en';
import catalogRu from '../../src/i18n/catalog.ru';
import controlsEn from '../../src/i18n/controls.en';
import controlsRu from '../../src/i18n/controls.ru';
import formEn from '../../src/i18n/listing-form.en';
import formRu from '../../src/i18n/listing-form.ru';
import optionsEn from '../../src/i18n/options.en';
import optionsRu from '../../src/i18n/options.ru';
import validationEn from '../../src/i18n/validation.en';
import validationRu from '../../src/i18n/validation.ru';
import { bringIntoView, png, settled } from './advertisement-helpers';
import { formFields } from './fixtures/multipart';
import { checkScreen } from './fixtures/screenshots';
import { expect, hydrated, test } from './fixtures/test';

const LANGUAGES = {
  en: {
    app: appEn,
    auth: authEn,
    catalog: catalogEn,
    controls: controlsEn,
    form: formEn,
    options: optionsEn,
    validation: validationEn,
    hero: 'Find your new home',
    count: '47 listings',
    price: '$285,000',
    district: 'Saburtalo, Tbilisi',
    search: 'Sabur',
  },
  ru: {
    app: appRu,
    auth: authRu,
    catalog: catalogRu,
    controls: controlsRu,
    form: formRu,
    options: optionsRu,
    validation: validationRu,
    hero: 'Найдите свой новый дом',
    count: '47 объявлений',
    price: '285 000 $',
    district: 'Сабуртало, Тбилиси',
    search: 'Сабур',
  },
} as const;

type Language = keyof typeof LANGUAGES;

for (const lang of ['en', 'ru'] as const) {
  const t = LANGUAGES[lang];
  const at = (path: string) => `/realt/${lang}${path}`;

  test.describe(`in ${lang === 'en' ? 'English' : 'Russian'}`, () => {
    test('the main page, the catalogue filtered and a listing', async ({ page }) => {
      await page.goto(at('/'));
      await expect(page.getByRole('heading', { level: 1, name: t.hero })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await checkScreen(page, `languages-${lang}-home`);

      await page.getByRole('banner').getByRole('link', { name: t.app.nav.sale }).click();
      await expect(page).toHaveURL(new RegExp(`/realt/${lang}/catalog/sell$`));
      await expect(page.getByRole('heading', { level: 1, name: t.app.screens.CatalogSell })).toBeVisible();
      await expect(page.getByText(t.count, { exact: true })).toBeVisible();
      await hydrated(page);
      const kinds = page.getByRole('group', { name: t.options.titles.propertyKind });
      const search = page.waitForRequest('**/api/catalog-announcements');
      await kinds.getByRole('radio', { name: t.options.propertyKind[1] }).click();
      expect(formFields(await search)).toMatchObject({ flatObjects: '1' });
      await expect(page).toHaveURL(new RegExp(`/realt/${lang}/catalog/sell\\?flatObjects=1$`));
      await checkScreen(page, `languages-${lang}-catalogue`);

      await page.getByRole('link', { name: /3-ოთახიანი ბინა ვაკეში/ }).first().click();
      await expect(page).toHaveURL(new RegExp(`/realt/${lang}/announcement/`));
      // the advertiser's words stay as written; the page around them is in the visitor's language
      await expect(page.getByRole('heading', { level: 1, name: /3-ოთახიანი ბინა ვაკეში/ })).toBeVisible();
      await expect(page.getByText(t.price).first()).toBeVisible();
      await checkScreen(page, `languages-${lang}-listing`);
    });

    test('signing in by phone lands on my listings', async ({ page }) => {
      await page.goto(at('/auth/login'));
      await expect(page.getByRole('heading', { level: 1, name: t.app.screens.AppLogin })).toBeVisible();
      await page.getByLabel(t.auth.fields.phone).fill('599 12 34 56');
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill('Tbilisi2024');
      await checkScreen(page, `languages-${lang}-login`);
      await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/realt/${lang}/profile/apartments/my-apartments$`));
      await expect(page.getByRole('heading', { level: 1, name: t.app.screens.MyApartments })).toBeVisible();
    });

    test('a listing goes through all six steps', async ({ page, signIn }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn('user');
      await page.goto(at('/profile/advertisement/create-advertisement'));
      const next = page.getByRole('button', { name: t.form.nav.next });
      const step = (n: 1 | 2 | 3 | 4 | 5 | 6) => page.getByRole('heading', { level: 2, name: t.form.steps.names[n] });

      // a step left empty is refused in the visitor's language, nothing typed is lost
      await expect(step(1)).toBeVisible();
      // the app's start done: a click while the page still moved once landed on the deal type
      await hydrated(page);
      await next.click();
      await expect(page.getByText(t.validation.required)).toHaveCount(3);
      await checkScreen(page, `languages-${lang}-form-errors`);

      await page.getByRole('radio', { name: t.options.adType[1] }).check();
      await chooseDistrict(page, lang);
      await page.getByLabel(t.form.fields.address).fill('Vazha-Pshavela Avenue');
      await page.getByLabel(t.form.fields.houseNumber).fill('45');
      await next.click();

      await expect(step(2)).toBeVisible();
      await page.getByLabel(t.form.fields.area).fill('92');
      await next.click();
      await expect(step(3)).toBeVisible();
      await next.click();

      await expect(step(4)).toBeVisible();
      await page.getByLabel(t.form.photos.chooseMain).setInputFiles(png('main.png'));
      await expect(page.getByRole('img', { name: t.form.photos.mainAlt })).toBeVisible();
      await page.getByLabel(t.form.photos.chooseGallery).setInputFiles([png('kitchen.png'), png('bedroom.png')]);
      await expect(page.getByRole('img', { name: t.form.photos.photoAlt(2) })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await next.click();

      await expect(step(5)).toBeVisible();
      await page.getByLabel(t.form.fields.title).fill('Bright flat in Saburtalo');
      await page.getByLabel(t.form.fields.description, { exact: true }).fill('A bright flat in a new building near the metro.');
      await page.getByLabel(t.form.fields.price, { exact: true }).fill('165000');
      await checkScreen(page, `languages-${lang}-form-step-5`);
      await next.click();

      await expect(step(6)).toBeVisible();
      const created = page.waitForRequest((request) => request.url().endsWith('/client-api/announcement') && request.method() === 'POST');
      await page.getByRole('button', { name: t.form.nav.publish, exact: true }).click();
      expect(formFields(await created)).toMatchObject({ adType: '1', flatObjects: '1', district_id: '2', flat_square: '92', flat_cost: '165000' });
      const done = page.getByRole('dialog', { name: t.form.done.createdTitle });
      await expect(done).toContainText(t.form.done.text);
      await done.getByRole('link', { name: t.form.done.toListings }).click();
      await expect(page).toHaveURL(new RegExp(`/realt/${lang}/profile/apartments/my-apartments$`));
    });
  });
}

/** Step 1's district, searched for in the visitor's language. */
async function chooseDistrict(page: Page, lang: Language): Promise<void> {
  const t = LANGUAGES[lang];
  const district = page.getByRole('combobox', { name: t.form.fields.district });
  await bringIntoView(district, 0.3);
  await district.click();
  const list = page.getByRole('listbox', { name: t.form.fields.district });
  await settled(list);
  await page.getByRole('searchbox', { name: t.controls.select.search }).fill(t.search);
  await expect(list.getByRole('option')).toHaveText([t.district]);
  await list.getByRole('option', { name: t.district }).click();
}
