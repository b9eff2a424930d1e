// Every word in the visitor's language: every screen in English and in Russian (a guest's, an
// account's, the console's), opened by the app's own navigation, read as a person and a screen
// reader meet it (text, the attributes read out or shown, the title and description) for words in
// another language's letters, numbers grouped or pointed as another language does them and money
// with its sign on the other side. The Russian walk also opens each screen's dialogs,
// notifications, refusals, empty and failed states. Users' words and data without a translation
// come from the API and stay as written: the strings the API gave are left out, and what the page
// marks with its own `lang` is not read; users' words in another language's letters must carry it (WCAG 3.1.2).
import type { Locator, Page } from '@playwright/test';
import adminEn from '../../src/i18n/admin.en';
import adminRu from '../../src/i18n/admin.ru';
import appEn from '../../src/i18n/app.en';
import appRu from '../../src/i18n/app.ru';
import authEn from '../../src/i18n/auth.en';
import authRu from '../../src/i18n/auth.ru';
import catalogEn from '../../src/i18n/catalog.en';
import catalogRu from '../../src/i18n/catalog.ru';
import formEn from '../../src/i18n/listing-form.en';
import formRu from '../../src/i18n/listing-form.ru';
import listingUiEn from '../../src/i18n/listing-ui.en';
import listingUiRu from '../../src/i18n/listing-ui.ru';
import listingEn from '../../src/i18n/listing.en';
import listingRu from '../../src/i18n/listing.ru';
import profileEn from '../../src/i18n/profile.en';
import profileRu from '../../src/i18n/profile.ru';
import validationEn from '../../src/i18n/validation.en';
import validationRu from '../../src/i18n/validation.ru';
import { expect, hydrated, prefer, test } from './fixtures/test';

type Lang = 'en' | 'ru';

/** A run of text as the page shows it: where, as what, and the language the page says it is in. */
interface Shown {
  where: string;
  kind: string;
  text: string;
  lang: string;
}

/** Runs in the page: its text and the attributes read out or shown, each with its element's `lang`. */
function shownTexts(): Shown[] {
  const shown: Shown[] = [];
  const label = (element: Element) => {
    const kind = element.getAttribute('class')?.split(' ')[0];
    return `${element.tagName.toLowerCase()}${kind ? `.${kind}` : ''}`;
  };
  const where = (element: Element) => {
    const chain: string[] = [];
    for (let at: Element | null = element; at && at !== document.body && chain.length < 3; at = at.parentElement) chain.unshift(label(at));
    return chain.join(' > ');
  };
  const add = (element: Element, kind: string, text: string | null | undefined) => {
    const trimmed = text?.replace(/\s+/g, ' ').trim();
    if (trimmed) shown.push({ where: where(element), kind, text: trimmed, lang: element.closest('[lang]')?.getAttribute('lang') ?? '' });
  };
  add(document.documentElement, 'title', document.title);
  const worded = ['description', 'og:title', 'og:description', 'og:image:alt', 'twitter:title', 'twitter:description', 'twitter:image:alt'];
  for (const meta of document.head.querySelectorAll('meta')) {
    const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
    if (worded.includes(name)) add(meta, `meta ${name}`, meta.content);
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // a form field's value is what its user typed or had typed
    if (node.parentElement && !node.parentElement.closest('script, style, noscript, template, textarea')) add(node.parentElement, 'text', node.textContent);
  }
  const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-placeholder', 'aria-valuetext', 'title', 'alt', 'placeholder'];
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of attributes) add(element, attribute, element.getAttribute(attribute));
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) add(element, 'value', element.value);
  }
  return shown;
}

const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]+/gu;
const CYRILLIC = /[\u0400-\u04FF]+/gu;
const LATIN = /[A-Za-z]{2,}/g;
// names and codes a Russian page writes in Latin letters too
const LATIN_NAMES = new Set(['Realt', 'Telegram', 'YouTube', 'Google', 'Facebook', 'SMS', 'JPG', 'JPEG', 'PNG', 'WebP', 'VIP', 'ID', 'USD', 'GEL', 'RU', 'EN', 'KA', 'Enter', 'Escape', 'Esc', 'Ctrl']);
// addresses, e-mail and handles are no words
const NOT_WORDS = /\S*(?:https?:\/\/|www\.|@|\.ge\b|\.com\b)\S*/g;
// a number grouped or pointed as the other language does it (phones are not numbers)
// and money with its sign on the other side (English leads with it: ₾5,000; Russian follows: 5 000 ₾)
const FOREIGN_NUMBER: Record<Lang, RegExp> = {
  en: /(?<![\d+\-–])\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?!\d)|\d,\d{1,2}(?!\d)|\d[\u00a0\u202f ]?[₾$]/,
  ru: /(?<![\d+\-–])\d{1,3}(?:,\d{3})+(?!\d)|\d\.\d{1,2}(?![\d.])|[₾$][\u00a0\u202f ]?\d/,
};
const PHONE = /\+995[\d\s\u00a0-]+/g;

/** The words of `text` that are not in `lang`. */
function foreignWords(text: string, lang: Lang): string[] {
  const plain = text.replace(NOT_WORDS, ' ');
  const words = [...(plain.match(GEORGIAN) ?? []), ...(lang === 'en' ? (plain.match(CYRILLIC) ?? []) : (plain.match(LATIN) ?? []).filter((word) => !LATIN_NAMES.has(word)))];
  const number = plain.replace(PHONE, ' ').match(FOREIGN_NUMBER[lang]);
  return number ? [...words, number[0]] : words;
}

/**
 * The strings the API gave that the page may show as written: users' words and data without a
 * translation. Not what it translates (`title` where `title_en` is given), not the server's own
 * messages (`message`, a write's `result`), which the app words itself.
 */
function dataStrings(value: unknown, lang: Lang, into: Set<string>, top = true): void {
  if (typeof value === 'string') {
    if (value.trim()) into.add(value.trim());
  } else if (Array.isArray(value)) {
    for (const each of value) dataStrings(each, lang, into, false);
  } else if (value !== null && typeof value === 'object') {
    const record: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    for (const [key, each] of Object.entries(record)) {
      const translated = record[`${key}_${lang}`];
      if (/_(en|ru|ka)$/.test(key) || (typeof translated === 'string' && translated !== '')) continue;
      if (key === 'message' || (top && key === 'result' && typeof each === 'string')) continue;
      dataStrings(each, lang, into, false);
    }
  }
}

/** `text` without the strings of `data` (longest first) in it. */
function withoutData(text: string, data: string[]): string {
  let rest = text;
  for (const each of data) if (rest.includes(each)) rest = rest.split(each).join(' ');
  return rest;
}

class Sweep {
  readonly leaks: string[] = [];
  readonly screens: string[] = [];
  readonly unmarked: string[] = [];
  private readonly data = new Set<string>();
  private readonly pending: Promise<unknown>[] = [];

  constructor(
    private readonly page: Page,
    readonly lang: Lang,
  ) {
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'document') {
        // the data the server rendered the page with, handed to the browser in it
        this.pending.push(
          response
            .text()
            .then((html) => html.match(/<script type="application\/json" id="realt-state">(.*?)<\/script>/s)?.[1])
            .then((state) => state && dataStrings(JSON.parse(state), lang, this.data))
            .catch(() => undefined),
        );
      } else if (response.ok() && /\/(api|client-api|admin-api)\//.test(response.url()) && response.headers()['content-type']?.includes('json')) {
        this.pending.push(response.json().then((body: unknown) => dataStrings(body, lang, this.data), () => undefined));
      }
    });
  }

  /** Reads the page as it is now, as `screen`. */
  async read(screen: string): Promise<void> {
    this.screens.push(screen);
    const shown = await this.page.evaluate(shownTexts);
    await Promise.all(this.pending);
    // what the page marks as written in another language is content too, wherever else it is named
    for (const { text, lang } of shown) if (lang !== '' && lang !== this.lang) this.data.add(text);
    // each string, and each part of one between commas (a card's title is its first) or at an @;
    // words only (a house number taken out of a price would leave a number that is none)
    const data = [...this.data].flatMap((each) => [each, ...each.split(/[,@]/).map((part) => part.trim())]).filter((each) => each.length > 1 && /\p{L}/u.test(each));
    data.sort((a, b) => b.length - a.length);
    const seen = new Set<string>();
    for (const { where, kind, text, lang } of shown) {
      if (lang !== '' && lang !== this.lang) continue;
      const foreign = foreignWords(text, this.lang);
      if (foreign.length === 0) continue;
      const left = foreignWords(withoutData(text, data), this.lang);
      const line = `${screen}: ${kind} "${text.slice(0, 120)}" at ${where}`;
      if (seen.has(line)) continue;
      seen.add(line);
      if (left.length > 0) this.leaks.push(`${line} [${left.join(', ')}]`);
      // users' words in letters of another language, in text that could say so
      else if (kind === 'text' && foreign.some((word) => !/^[A-Za-z]/.test(word))) this.unmarked.push(line);
    }
  }

  /** Opens `href` by the app's own navigation (its title set by the app, not the server) and reads it once it shows `shown`. */
  async open(href: string, shown?: Locator): Promise<void> {
    await this.page.evaluate((to) => window.history.pushState(null, '', to), href);
    await this.page.waitForURL(`**${href}`);
    await settled(this.page);
    if (shown) await expect(shown.first()).toBeVisible();
    await this.read(href);
  }

  /** Does `action`, waits for `shown` and reads the page as `screen`. */
  async after(screen: string, action: () => Promise<unknown>, shown: Locator): Promise<void> {
    await action();
    await expect(shown.first()).toBeVisible();
    // (a confirm keeps its listing busy: only what loads counts here)
    await this.page.waitForFunction(() => !document.querySelector('.spinner, .shine'));
    await this.read(screen);
  }

  /** Fails with every word that is not in the page's language, and users' words left without their `lang`. */
  report(): void {
    expect(this.leaks, `words not in ${this.lang} on ${this.screens.length} screens`).toEqual([]);
    expect(this.unmarked, `users' words without their own lang on ${this.screens.length} screens`).toEqual([]);
  }
}

/** The screen has its data and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => !document.querySelector('.spinner, .shine, [aria-busy="true"]'));
}

const TEXTS = {
  en: { admin: adminEn, app: appEn, auth: authEn, catalog: catalogEn, form: formEn, listing: listingEn, listingUi: listingUiEn, profile: profileEn, validation: validationEn },
  ru: { admin: adminRu, app: appRu, auth: authRu, catalog: catalogRu, form: formRu, listing: listingRu, listingUi: listingUiRu, profile: profileRu, validation: validationRu },
} as const;

type Texts = (typeof TEXTS)[Lang];

const LISTING = '/announcement/3-otaxiani-bina-vakeshi-102';
// a guest's pages, then an administrator's account and console, each opened by the app's own navigation
const PUBLIC = ['/catalog/sell', '/catalog/rent?map=true', '/market/sell', '/market/rent', LISTING, '/user/23', '/no-such-page', '/auth/register', '/auth/reset-password', '/auth/admin-login', '/profile/advertisement/create-advertisement', '/auth/login'];
const ACCOUNT = ['/profile/apartments/saved-apartments', '/profile/apartments/saved-searches', '/profile/apartments/recently-viewed', '/profile/advertisement/edit-advertisement/109', '/profile/my-messages', '/profile/my-wallet', '/profile/edit-profile', LISTING];
const CONSOLE = ['/admin/users', '/admin/advertisements', '/admin/settings', '/admin/create-district', '/admin/edit-district/1/X/Y/vake', '/admin/banners', '/admin/finance/tariffs', '/admin/finance/debits-and-deposits', '/admin/finance/money-transfer'];

/** A name that starts with `label`'s own words: 'Actions:' of 'Actions: {title}'. */
const startsWith = (label: string | ((name: string) => string)) =>
  new RegExp(`^${(typeof label === 'string' ? label : label('')).trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Closes the dialog on top and waits until it has gone. */
async function dismiss(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** What each screen shows besides itself: its dialogs, notifications and refusals, each read in turn. */
const STATES: Record<string, (page: Page, sweep: Sweep, t: Texts) => Promise<void>> = {
  '/profile/advertisement/create-advertisement': (page, sweep, t) =>
    sweep.after('a listing’s first step sent empty', () => page.getByRole('button', { name: t.form.nav.next }).click(), page.getByText(t.validation.required)),
  '/auth/login': async (page, sweep, t) => {
    const submit = page.getByRole('button', { name: t.auth.login.submit, exact: true });
    await sweep.after('the sign-in sent empty', () => submit.click(), page.getByText(t.validation.required));
    await page.getByLabel(t.auth.fields.phone).fill('599123456');
    await page.getByLabel(t.auth.fields.password, { exact: true }).fill('Wrong2024');
    await prefer(page, '**/api/login', 'code=422, example=wrongCredentials');
    await sweep.after('the sign-in refused', () => submit.click(), page.getByRole('alert').filter({ hasText: t.auth.login.wrong }));
    await prefer(page, '**/api/login', 'code=500');
    const serverError = page.getByRole('alertdialog', { name: t.app.errors.serverTitle });
    await sweep.after('the sign-in failed on the server', () => submit.click(), serverError);
    await dismiss(page, serverError);
    // (last: the form waits out the count)
    await prefer(page, '**/api/login', 'code=429');
    await sweep.after('the sign-in tried too often', () => submit.click(), page.getByRole('alert').filter({ hasText: t.app.errors.tooManyAttempts(1).split(' ')[0] ?? '' }));
  },
  '/profile/apartments/my-apartments': async (page, sweep, t) => {
    const deletion = page.getByRole('button', { name: t.profile.menu.delete, exact: true });
    await sweep.after('a listing’s menu', () => page.getByRole('button', { name: startsWith(t.profile.menu.open) }).first().click(), deletion);
    const confirm = page.getByRole('alertdialog', { name: t.profile.remove.title });
    await sweep.after('a listing’s deletion asked', () => deletion.click(), confirm);
    await dismiss(page, confirm);
  },
  '/profile/apartments/saved-apartments': (page, sweep, t) =>
    sweep.after('a saved listing removed', () => page.getByRole('button', { name: startsWith(t.listingUi.favorite.removeListing) }).first().click(), page.getByRole('button', { name: t.profile.saved.undo })),
  '/profile/my-messages': (page, sweep, t) =>
    sweep.after(
      'a conversation',
      () => page.getByRole('navigation', { name: t.profile.messages.conversations }).getByRole('button').first().click(),
      page.getByRole('region', { name: startsWith(t.profile.messages.thread) }).getByRole('listitem'),
    ),
  '/profile/my-wallet': (page, sweep, t) =>
    sweep.after('a top-up sent empty', () => page.getByRole('button', { name: t.profile.wallet.pay }).click(), page.getByText(t.validation.required)),
  '/profile/edit-profile': (page, sweep, t) =>
    sweep.after('the profile saved', () => page.getByRole('button', { name: t.profile.profile.save, exact: true }).first().click(), page.getByRole('status').filter({ hasText: t.profile.profile.saved })),
  [LISTING]: async (page, sweep, t) => {
    if (await page.getByRole('banner').getByRole('link', { name: t.app.nav.signIn }).isVisible()) {
      // no share sheet: the link is copied
      await page.context().grantPermissions(['clipboard-write']);
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await sweep.after('a listing shared', () => page.getByRole('button', { name: t.listing.share.label }).click(), page.getByRole('status').filter({ hasText: t.listing.share.copied }));
      const photos = page.getByRole('dialog', { name: t.listing.gallery.fullTitle });
      await sweep.after('a listing’s photos full screen', () => page.getByRole('button', { name: t.listing.gallery.open }).click(), photos);
      return dismiss(page, photos);
    }
    // signed in: a message to the advertiser (a guest is sent to sign in)
    const dialog = page.getByRole('dialog', { name: t.listingUi.message.title });
    const send = dialog.getByRole('button', { name: t.listingUi.message.send });
    await sweep.after('a message sent empty', async () => {
      await page.getByRole('button', { name: t.listingUi.message.open }).click();
      await send.click();
    }, dialog.getByText(t.validation.required));
    await dialog.getByRole('textbox').fill('Hello');
    await sweep.after('a message sent', () => send.click(), page.getByRole('status').filter({ hasText: t.listingUi.message.sent }));
  },
  '/admin/users': async (page, sweep, t) => {
    const confirm = page.getByRole('alertdialog');
    await sweep.after('a user’s blocking asked', () => page.getByRole('button', { name: t.admin.users.block, exact: true }).and(page.locator(':enabled')).first().click(), confirm);
    await dismiss(page, confirm);
    const dialog = page.getByRole('dialog');
    await sweep.after('a user’s price rate', () => page.getByRole('button', { name: startsWith(t.admin.users.changeCoefficient) }).first().click(), dialog);
    await dismiss(page, dialog);
  },
  '/admin/advertisements': async (page, sweep, t) => {
    const toolbar = page.getByRole('toolbar', { name: t.admin.queue.toolbar });
    await sweep.after('a listing in moderation', () => page.getByRole('list', { name: t.admin.queue.listLabel }).getByRole('button').first().click(), toolbar);
    const reject = page.getByRole('dialog');
    await sweep.after('a listing’s rejection', () => toolbar.getByRole('button', { name: startsWith(t.admin.queue.reject) }).click(), reject);
    await sweep.after('a rejection sent empty', () => reject.getByRole('button', { name: t.admin.reject.submit, exact: true }).click(), reject.getByText(t.validation.required));
    await dismiss(page, reject);
  },
  '/admin/create-district': (page, sweep, t) =>
    sweep.after('a district sent empty', () => page.getByRole('button', { name: t.admin.districts.create, exact: true }).click(), page.getByText(t.validation.required)),
  '/admin/banners': (page, sweep, t) =>
    sweep.after('a banner sent empty', () => page.getByRole('button', { name: t.admin.banners.add, exact: true }).click(), page.getByText(t.validation.required)),
  '/admin/finance/tariffs': async (page, sweep, t) => {
    const dialog = page.getByRole('dialog');
    await sweep.after('a tariff’s prices', () => page.getByRole('button', { name: startsWith(t.admin.tariffs.editOf) }).first().click(), dialog);
    await dismiss(page, dialog);
  },
  '/admin/finance/money-transfer': async (page, sweep, t) => {
    const dialog = page.getByRole('dialog');
    await sweep.after('a credit', () => page.getByRole('button', { name: startsWith(t.admin.transfer.creditOf) }).first().click(), dialog);
    await dismiss(page, dialog);
  },
};

/** A missing listing, a search that finds nothing, an account with nothing in it yet and a list the server failed to give. */
async function emptyAndFailed(page: Page, sweep: Sweep, t: Texts, at: (path: string) => string): Promise<void> {
  await prefer(page, '**/api/announcements/*', 'code=404');
  await prefer(page, '**/api/catalog-announcements', 'example=empty');
  for (const url of ['**/client-api/announcements', '**/client-api/basket', '**/client-api/messages', '**/client-api/wallet/transactions*']) await prefer(page, url, 'example=empty');
  await prefer(page, '**/client-api/saved-searches', 'code=500');
  // a new page: what the account's lists said before is not kept
  await page.goto(at('/profile/apartments/my-apartments'));
  await settled(page);
  await expect(page.getByText(t.profile.apartments.emptyTitle)).toBeVisible();
  await sweep.read('my listings, none yet');
  const heading = (name: string) => page.getByRole('heading', { name });
  await sweep.open(at('/announcement/no-such-listing-999'), heading(t.listing.notFoundTitle));
  await sweep.open(at('/catalog/sell?flatObjects=2'), heading(t.catalog.results.emptyTitle));
  await sweep.open(at('/profile/apartments/saved-apartments'), heading(t.profile.saved.emptyTitle));
  await sweep.open(at('/profile/my-messages'), heading(t.profile.messages.emptyTitle));
  await sweep.open(at('/profile/my-wallet'), page.getByText(t.profile.wallet.emptyHistory));
  await sweep.open(at('/profile/apartments/saved-searches'), page.getByRole('alertdialog', { name: t.app.errors.serverTitle }));
}

for (const lang of ['en', 'ru'] as const) {
  // what a screen shows besides itself is read on the Russian pages, where a Georgian word and an
  // English one both show
  const states = lang === 'ru';
  const t = TEXTS[lang];
  const at = (path: string) => `/realt/${lang}${path}`;

  test(`${lang}: every screen${states ? ' with its dialogs, notifications, refusals, empty and failed states' : ''}`, async ({ page, signIn }) => {
    const sweep = new Sweep(page, lang);
    const visit = async (path: string) => {
      await sweep.open(at(path));
      if (states) await STATES[path]?.(page, sweep, t);
    };

    await page.goto(at('/'));
    await settled(page);
    await sweep.read(at('/'));
    for (const path of PUBLIC) await visit(path);

    await signIn('admin');
    const home = '/profile/apartments/my-apartments';
    await page.goto(at(home));
    await settled(page);
    await sweep.read(at(home));
    if (states) await STATES[home]?.(page, sweep, t);
    for (const path of [...CONSOLE, ...ACCOUNT]) await visit(path);
    if (states) await emptyAndFailed(page, sweep, t, at);
    sweep.report();
  });
}
