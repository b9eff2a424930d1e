// A signed-in visitor's header offers the languages at every desktop width: inline from lg (1440
// px), from md to lg (1024-1439 px) in the menu button beside the main links; and the bar never
// overflows or wraps, in Georgian (the longest words) and Russian.
import type { Page } from '@playwright/test';
import { screenshot } from './fixtures/screenshots';
import { expect, test } from './fixtures/test';

const LANGS = {
  ka: { prefix: '', menu: 'მენიუ', savedSearches: 'შენახული ძიებები', main: 'მთავარი მენიუ', sale: 'იყიდება', other: 'Русский', otherPath: '/realt/ru/' },
  ru: { prefix: 'ru/', menu: 'Меню', savedSearches: 'Сохранённые поиски', main: 'Главное меню', sale: 'Продажа', other: 'ქართული', otherPath: '/realt/' },
} as const;

/** What in the header sticks out of the window or the bar, or takes a second line (a control of the bar is at most 44 px high). */
function misfits(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const bar = header.getBoundingClientRect();
    const inner = header.firstElementChild!;
    const found = inner.scrollWidth > inner.clientWidth ? [`the bar scrolls: ${inner.scrollWidth} > ${inner.clientWidth}`] : [];
    for (const element of header.querySelectorAll('a, button')) {
      const box = element.getBoundingClientRect();
      // hidden, or inside an open panel (checked against the window only)
      if (box.width === 0) continue;
      const inPanel = element.closest('.header-menu') !== null;
      const name = `${element.tagName} "${element.textContent?.trim() || element.getAttribute('aria-label')}"`;
      if (box.left < 0 || box.right > window.innerWidth) found.push(`${name} leaves the window: ${box.left}-${box.right}`);
      if (!inPanel && (box.top < bar.top || box.bottom > bar.bottom || box.height > 44)) found.push(`${name} leaves the bar or wraps: ${box.top}-${box.bottom}`);
    }
    return found;
  });
}

for (const [lang, texts] of Object.entries(LANGS)) {
  for (const width of [1024, 1280, 1439, 1440, 1920]) {
    test(`a signed-in visitor switches from ${lang} at ${width} px from the header, which fits`, async ({ page, signIn }) => {
      await signIn('user');
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/realt/${texts.prefix}`);
      const header = page.getByRole('banner');
      // the bar at its widest: the saved searches' count is in once the page has settled
      await expect(header.getByRole('link', { name: new RegExp(texts.savedSearches) })).toContainText(/\d/, { timeout: 30_000 });
      expect(await misfits(page)).toEqual([]);
      // the main links stay in the bar at every width
      await expect(header.getByRole('navigation', { name: texts.main }).getByRole('link', { name: texts.sale })).toBeVisible();
      await screenshot(page, `header-languages-${lang}-${width}`, { fullPage: false });
      if (width < 1440) {
        const menu = header.getByRole('button', { name: texts.menu });
        await expect(menu).toBeVisible();
        await menu.click();
        await expect(header.getByRole('link', { name: texts.other })).toBeInViewport();
        // the panel has ended its opening fade
        await header.getByRole('navigation', { name: texts.menu, exact: true }).evaluate((panel) => Promise.all(panel.getAnimations().map((each) => each.finished)));
        expect(await misfits(page)).toEqual([]);
        await screenshot(page, `header-languages-${lang}-${width}-menu`, { fullPage: false });
      }
      await header.getByRole('link', { name: new RegExp(texts.other) }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.otherPath}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ka' ? 'ru' : 'ka');
    });
  }
}
