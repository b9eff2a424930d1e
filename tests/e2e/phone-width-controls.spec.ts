// At 375 px every main control shows its whole label or value, in all three languages (Russian's
// labels are the longest): the catalogue's toolbar and filter bar, the header and the listing
// form's first step.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures/test';

const PREFIXES = { ka: '', en: '/en', ru: '/ru' } as const;

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
