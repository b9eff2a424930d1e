// At 375 px every main control shows its whole label or value, in all three languages (Russian's
// labels are the longest): the catalogue's toolbar and filter bar, the header and the listing
// form's first step; at 320 px its photos' descriptions and nearby places. At 320 and 375 px nothing a visitor reads or presses runs past the box it
// sits in (a dialog, a card, a banner, a table's region) or widens the page, and the main page's call to post a listing reads on one line.
// At 375 px every control a finger taps on the main public and signed-in pages offers a target of
// at least 44 × 44 px (WCAG 2.5.5), however small it looks, with nothing else over its middle.
import type { Locator, Page } from '@playwright/test';
import catalogEn from '../../src/i18n/catalog.en';
import catalogKa from '../../src/i18n/catalog.ka';
import catalogRu from '../../src/i18n/catalog.ru';
import listingFormEn from '../../src/i18n/listing-form.en';
import listingFormKa from '../../src/i18n/listing-form.ka';
import listingFormRu from '../../src/i18n/listing-form.ru';
import listingEn from '../../src/i18n/listing.en';
import listingKa from '../../src/i18n/listing.ka';
import listingRu from '../../src/i18n/listing.ru';
import savedEn from '../../src/i18n/saved-searches.en';
import savedKa from '../../src/i18n/saved-searches.ka';
import savedRu from '../../src/i18n/saved-searches.ru';
import { fontsLoaded } from './fixtures/screenshots';
import { expect, hydrated, prefer, test } from './fixtures/test';

const PREFIXES = { ka: '', en: '/en', ru: '/ru' } as const;
const TEXTS = {
  ka: { catalog: catalogKa, saved: savedKa, listing: listingKa, form: listingFormKa },
  en: { catalog: catalogEn, saved: savedEn, listing: listingEn, form: listingFormEn },
  ru: { catalog: catalogRu, saved: savedRu, listing: listingRu, form: listingFormRu },
} as const;
const PHONES = [320, 375] as const;

/** The controls in `scope` whose label or value does not fit them, described for the failure message. */
function cramped(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const canvas = document.createElement('canvas').getContext('2d');
    const found: string[] = [];
    for (const root of roots) {
      for (const control of root.querySelectorAll<HTMLElement>('button, a, select, input')) {
        const box = control.getBoundingClientRect();
        // hidden, or a visually hidden text's holder
        if (box.width < 2 || box.height < 2 || getComputedStyle(control).visibility === 'hidden') continue;
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        if (control instanceof HTMLSelectElement) {
          // a select's text is not its content box: measure the chosen option's text in its font
          const style = getComputedStyle(control);
          if (!canvas) throw new Error('no canvas');
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = canvas.measureText(control.selectedOptions[0]?.text ?? '').width;
          // the padding and the drop-down arrow (about 20 px) take the rest of the width
          const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
          if (room < text) found.push(`select "${control.selectedOptions[0]?.text}": ${Math.round(room)} px for ${Math.round(text)} px of text`);
        } else if (control.scrollWidth > control.clientWidth + 1) {
          found.push(`${control.tagName.toLowerCase()} "${name}": ${control.clientWidth} px for ${control.scrollWidth} px`);
        }
      }
    }
    return found;
  });
}

/**
 * What of `inner` (the elements matching it inside the first `scope`, or with `text` their text)
 * reaches past the edges of `scope`'s box: cut off by it or sticking out of it, described for the
 * failure message. A box that clips its content hides such overflow from the page's width.
 */
function outside(page: Page, scope: string, inner: string, { text = false } = {}): Promise<string[]> {
  return page.locator(scope).first().evaluate(
    (root, [selector, measureText]) => {
      const frame = root.getBoundingClientRect();
      const found: string[] = [];
      for (const element of root.querySelectorAll(selector)) {
        let box = element.getBoundingClientRect();
        if (measureText) {
          const range = document.createRange();
          range.selectNodeContents(element);
          box = range.getBoundingClientRect();
        }
        const px = (n: number) => Math.round(n);
        if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) {
          found.push(
            `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}": ${px(box.left)}-${px(box.right)} × ${px(box.top)}-${px(box.bottom)} px ` +
              `in ${px(frame.left)}-${px(frame.right)} × ${px(frame.top)}-${px(frame.bottom)}`,
          );
        }
      }
      return found;
    },
    [inner, text] as const,
  );
}

/**
 * How far the comma after a listing's street and house number stands from the house number's
 * last letter, in px: about 0 when it follows it on the same line, Infinity on another line.
 */
function commaGap(page: Page): Promise<number> {
  return page.locator('.listing__address').evaluate((address) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(address, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node as Text);
    const at = texts.findIndex((node) => node.data.trimStart().startsWith(','));
    const before = texts[at - 1];
    const comma = texts[at];
    if (!before || !comma) throw new Error(`no comma after the street in "${address.textContent}"`);
    const glyph = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect();
    };
    const last = glyph(before, before.data.trimEnd().length - 1);
    const mark = glyph(comma, comma.data.indexOf(','));
    return Math.abs(mark.bottom - last.bottom) > 1 ? Infinity : mark.left - last.right;
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 375 px the catalogue's toolbar, filter bar and header show every label and value whole`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/realt${prefix}/catalog/sell`);
    await hydrated(page);
    await expect(page.locator('.catalog-toolbar select')).toBeVisible();
    expect(await cramped(page, '.catalog-toolbar')).toEqual([]);
    expect(await cramped(page, '.catalog-bar')).toEqual([]);
    expect(await cramped(page, 'header')).toEqual([]);
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 375 px the listing form's first step shows every label and value whole`, async ({ page, signIn }) => {
    await signIn('user');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/realt${prefix}/profile/advertisement/create-advertisement`);
    await hydrated(page);
    await expect(page.locator('.listing-form__step:not([hidden])')).toBeVisible();
    expect(await cramped(page, '.listing-form__step:not([hidden])')).toEqual([]);
  });
}

/**
 * The drop-down lists in `scope` whose chosen value does not show whole: cut off, or with a word
 * broken for want of room (a value may wrap at its spaces).
 */
function cutValues(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no canvas');
    return roots.flatMap((root) =>
      [...root.querySelectorAll<HTMLElement>('[role="combobox"] > span:first-child')].flatMap((value) => {
        // not laid out (a hidden step's): nothing to read
        if (value.clientWidth === 0) return [];
        const style = getComputedStyle(value);
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const words = (value.textContent ?? '').split(' ');
        const widest = Math.max(...words.map((word) => canvas.measureText(word).width));
        const room = value.clientWidth;
        const needs = Math.max(value.scrollWidth, widest);
        return needs > room + 1 ? [`"${value.textContent}": ${room} px for ${Math.round(needs)} px`] : [];
      }),
    );
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 px the listing form's photo descriptions and nearby places show whole`, async ({ page, signIn }) => {
    const steps = TEXTS[lang as keyof typeof TEXTS].form.steps.names;
    await signIn('user');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/profile/advertisement/edit-advertisement/101`);
    await hydrated(page);
    // every step is in the page, the others hidden: what is measured is the step on screen
    const shown = '.listing-form__step:not([hidden])';
    await page.getByRole('button', { name: steps[3] }).click();
    await expect(page.getByRole('heading', { level: 2, name: steps[3], exact: true })).toBeVisible();
    // the mock's listing 101: a metro station, a school and a clinic
    await expect(page.locator(`${shown} .proximity__row`)).toHaveCount(3);
    expect(await cutValues(page, `${shown} .proximity`)).toEqual([]);
    await page.getByRole('button', { name: steps[4] }).click();
    await expect(page.getByRole('heading', { level: 2, name: steps[4], exact: true })).toBeVisible();
    await expect(page.locator(`${shown} .photo-tile__image`)).toHaveCount(7);
    expect(await cutValues(page, `${shown} .photos`)).toEqual([]);
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 px no public page is wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/', '/catalog/sell', '/announcement/3-otaxiani-bina-vakeshi-102', '/market/sell', '/user/23']) {
      await page.goto(`/realt${prefix}${path}`);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 and 375 px the all-filters dialog shows its actions whole inside it`, async ({ page }) => {
    const t = TEXTS[lang as keyof typeof TEXTS].catalog.filters;
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/catalog/sell`);
    await hydrated(page);
    await page.getByRole('button', { name: t.more }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog.getByRole('button', { name: t.apply })).toBeVisible();
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 });
      expect(await outside(page, 'dialog[open]', '.dialog__footer button'), `${width} px`).toEqual([]);
      expect(await cramped(page, 'dialog[open] .dialog__footer'), `${width} px`).toEqual([]);
    }
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 and 375 px a guest's saved search shows whole in their searches' dialog`, async ({ page }) => {
    const t = TEXTS[lang as keyof typeof TEXTS].saved;
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/catalog/rent?flatObjects=1&bedrooms=2&districts=1`);
    await hydrated(page);
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('dialog', { name: t.saveTitle }).getByRole('button', { name: t.saveSubmit }).click();
    await page.getByRole('button', { name: t.mine }).click();
    const mine = page.getByRole('dialog', { name: t.deviceTitle });
    await expect(mine.getByRole('button', { name: new RegExp(`^${t.remove}`) })).toBeVisible();
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 });
      expect(await outside(page, 'dialog[open]', 'li, li a, li button'), `${width} px`).toEqual([]);
      expect(await cramped(page, 'dialog[open] li'), `${width} px`).toEqual([]);
    }
  });
}

/** How many lines the words of `element` take. */
const linesOf = (page: Page, selector: string): Promise<number> =>
  page.locator(selector).evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 and 375 px the main page's search sits inside its card, every banner caption shows whole, and posting a listing reads on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/`);
    await hydrated(page);
    await expect(page.getByRole('search')).toBeVisible();
    // the carousel shows one slide at a time; the others are laid out the same, only hidden
    await expect(page.locator('.home-banner figcaption').first()).toBeAttached();
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 });
      // two defects apart: each reports on its own
      expect.soft(await outside(page, '.home-search', 'select, button'), `${width} px`).toEqual([]);
      expect.soft(await outside(page, '.carousel', 'figcaption', { text: true }), `${width} px`).toEqual([]);
      await fontsLoaded(page);
      expect.soft(await linesOf(page, '.home-sell__cta'), `${width} px`).toBe(1);
      // every property type, Russian's longest among them, shows whole in the search's select
      const kind = page.getByRole('search').getByRole('combobox');
      for (const value of await kind.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
        await kind.selectOption(value);
        expect.soft(await cramped(page, '.home-search'), `${width} px`).toEqual([]);
      }
    }
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: a listing's address reads as one text with the comma after the house number, and a title's long word breaks`, async ({ page }) => {
    const listing = `/realt${prefix}/announcement/3-otaxiani-bina-vakeshi-102`;
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(listing);
    await hydrated(page);
    expect(await commaGap(page)).toBeLessThan(1);
    // the hostile example: a title with a 30-letter word, an address long enough to wrap at 320 px
    await prefer(page, '**/api/announcements/*', 'example=hostile');
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(listing);
      await hydrated(page);
      expect(await commaGap(page), `${width} px`).toBeLessThan(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 and 375 px the market table's caption wraps inside its region`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/market/sell`);
    await hydrated(page);
    await expect(page.getByRole('table')).toBeVisible();
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 });
      expect(await outside(page, '.market-table', 'caption', { text: true }), `${width} px`).toEqual([]);
    }
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 px the catalogue's page numbers and arrows stay on one row`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/catalog/sell?page=3`);
    await hydrated(page);
    // exact: Russian's "Страницы" is also part of the footer's language menu's name
    const pages = page.getByRole('navigation', { name: TEXTS[lang as keyof typeof TEXTS].catalog.pages.label, exact: true });
    await expect(pages.getByRole('link', { name: TEXTS[lang as keyof typeof TEXTS].catalog.pages.next })).toBeVisible();
    const rows = await pages.locator(':scope > *').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 and 375 px a listing's video placeholder shows its play button and texts whole`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/announcement/3-otaxiani-bina-vakeshi-102`);
    const play = page.getByRole('button', { name: new RegExp(TEXTS[lang as keyof typeof TEXTS].listing.video.play) });
    await play.scrollIntoViewIfNeeded();
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 });
      expect.soft(await outside(page, '.video', '.video__play'), `${width} px`).toEqual([]);
      expect.soft(await outside(page, '.video', '.video__label, .video__note', { text: true }), `${width} px`).toEqual([]);
    }
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 and 375 px an open conversation stays inside its box, its listing link and reply button whole`, async ({ page, signIn }) => {
    await signIn('user');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/realt${prefix}/profile/my-messages`);
    await hydrated(page);
    await page.getByRole('button', { name: /ლევან გელაშვილი/ }).click();
    const thread = page.getByRole('region', { name: /ლევან გელაშვილი/ });
    await expect(thread.getByRole('link')).toBeVisible();
    for (const width of PHONES) {
      await page.setViewportSize({ width, height: 700 });
      // the box clips what runs past it: the page itself never widens
      expect(await outside(page, '.messages', '.messages__thread a, .messages__thread button, .messages__bubble'), `${width} px`).toEqual([]);
    }
  });
}

for (const [lang, prefix] of Object.entries(PREFIXES)) {
  test(`${lang}: at 320 px the console's lists, their pager and the ledger's filters are no wider than the screen`, async ({ page, signIn }) => {
    await signIn('admin');
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/admin/users', '/admin/finance/debits-and-deposits', '/admin/finance/money-transfer']) {
      await page.goto(`/realt${prefix}${path}`);
      await hydrated(page);
      await expect(page.getByRole('navigation', { name: /./ }).last()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });
}

/**
 * The controls in `scope` a finger taps whose target is less than 44 px across either way through
 * its middle (WCAG 2.5.5), or lies under another element, described for the failure message. A
 * target is what answers a tap, so it is hit-tested: the control with its labels and what it lays
 * over itself (a transparent ::after), less whatever lies over it. Left out, as WCAG's exceptions
 * allow: links inside running text; a range's slider, whose bounds the number fields beside it
 * take; a map's markers, closer together at a city's zoom than a target is wide (the same areas
 * are links in the list beside the map, and areas on it). Fails when the scope holds no control.
 */
async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  // a label's width as its own letters draw it
  await fontsLoaded(page);
  const { measured, found } = await page.locator(scope).first().evaluate((root) => {
    const TARGET = 44;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      ...['button', 'link', 'checkbox', 'radio', 'tab', 'combobox', 'option', 'switch'].map((role) => `[role="${role}"]`),
    ].join(', ');
    const named = (element: Element) => `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${[...element.classList].join('.')}` : ''}`;
    const found: string[] = [];
    let measured = 0;
    for (const control of root.querySelectorAll<HTMLElement>(selector)) {
      if (!control.checkVisibility({ checkVisibilityCSS: true }) || control.closest('[hidden], [inert], .leaflet-marker-pane')) continue;
      if (control instanceof HTMLInputElement && control.type === 'range') continue;
      measured += 1;
      const labels = control instanceof HTMLInputElement ? [...(control.labels ?? [])].map((label) => label.textContent).join(' ') : '';
      const name = `${control.getAttribute('role') ?? control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? (labels || control.textContent) ?? '').trim().slice(0, 40)}"`;
      // a link among words: the words around it, not the link, are what the sentence is
      const around = (control.parentElement?.textContent ?? '').replace(control.textContent ?? '', '').trim();
      if (control instanceof HTMLAnchorElement && getComputedStyle(control).display === 'inline' && around) continue;
      // above the page until focused (the link that skips to the content)
      if (control.getBoundingClientRect().bottom + window.scrollY <= 0) continue;
      // at once: a smooth scroll would still be moving what is measured
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // a radio button or checkbox is pressed through its labels too (a chip's is unseen, under it)
      const parts: Element[] = [control, ...(control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [])];
      const own = (x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && parts.some((part) => part.contains(hit));
      };
      const boxes = parts.map((part) => part.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1);
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      const top = Math.min(...boxes.map((box) => box.top));
      const bottom = Math.max(...boxes.map((box) => box.bottom));
      const x = (left + right) / 2;
      const y = (top + bottom) / 2;
      const size = `${Math.round(right - left)}×${Math.round(bottom - top)} px`;
      if (!own(x, y)) {
        const other = document.elementFromPoint(x, y);
        found.push(`${name} (${size}): ${other ? named(other) : 'nothing'} answers at its middle`);
        continue;
      }
      // how far from the middle the control answers, by whole pixels and then by quarters
      const reach = (dx: number, dy: number) => {
        let far = 0;
        while (far < TARGET && own(x + dx * (far + 1), y + dy * (far + 1))) far += 1;
        while (far < TARGET && own(x + dx * (far + 0.25), y + dy * (far + 0.25))) far += 0.25;
        return far;
      };
      const across = reach(-1, 0) + reach(1, 0);
      const tall = reach(0, -1) + reach(0, 1);
      // sampled by quarters, a whole target beside another reads up to a quarter short
      if (across >= TARGET - 0.25 && tall >= TARGET - 0.25) continue;
      const shown = (span: number) => (span >= TARGET ? `${TARGET}+` : `${span}`);
      found.push(`${name} (${size}): a ${shown(across)}×${shown(tall)} px target`);
    }
    window.scrollTo(0, 0);
    return { measured, found };
  }, scope);
  expect(measured, `controls in ${scope}`).toBeGreaterThan(0);
  return found;
}

test('at 375 px every control a finger taps on the main public pages has a 44 × 44 px target', async ({ page }) => {
  // the banner carousel stands still: a slide fading out lies under the next one
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 375, height: 667 });
  for (const path of ['/', '/catalog/sell', '/catalog/rent', '/announcement/3-otaxiani-bina-vakeshi-102', '/market/sell', '/auth']) {
    await page.goto(`/realt${path}`);
    await hydrated(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect.soft(await smallTargets(page), path).toEqual([]);
  }
});

test("at 375 px the all-filters dialog's controls and a notification's close button have 44 × 44 px targets", async ({ page }) => {
  const t = TEXTS.ka;
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/realt/catalog/rent?flatObjects=1&bedrooms=2&districts=1');
  await hydrated(page);
  await page.getByRole('button', { name: t.catalog.filters.more }).click();
  const dialog = page.getByRole('dialog', { name: t.catalog.filters.title });
  await expect(dialog.getByRole('slider').first()).toBeVisible();
  expect.soft(await smallTargets(page, 'dialog[open]'), 'the all-filters dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // saving a search on this device tells so in a notification, held on screen while pointed at
  await page.getByRole('button', { name: t.saved.save }).click();
  await page.getByRole('dialog', { name: t.saved.saveTitle }).getByRole('button', { name: t.saved.saveSubmit }).click();
  await page.getByRole('status').filter({ hasText: t.saved.savedOnDevice }).hover();
  expect.soft(await smallTargets(page, '.notifications'), 'a notification').toEqual([]);
});

test('at 375 px every control a finger taps on the main signed-in pages has a 44 × 44 px target', async ({ page, signIn }) => {
  await signIn('user');
  await page.setViewportSize({ width: 375, height: 667 });
  // each page with what shows its data has come
  const pages: [string, () => Locator][] = [
    ['/profile/advertisement/create-advertisement', () => page.getByRole('button', { name: TEXTS.ka.form.steps.names[6] })],
    ['/profile/apartments/my-apartments', () => page.getByRole('article').first()],
    ['/profile/my-wallet', () => page.getByRole('region', { name: 'ოპერაციების ისტორია' }).getByRole('listitem').first()],
    ['/profile/apartments/saved-apartments', () => page.getByRole('article').first()],
  ];
  for (const [path, ready] of pages) {
    await page.goto(`/realt${path}`);
    await hydrated(page);
    await expect(ready()).toBeVisible();
    expect.soft(await smallTargets(page), path).toEqual([]);
  }
});
