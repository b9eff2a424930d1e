// The ledger's layout at the widths the console opens at, in its three languages: the column
// headings keep one line, every column is in view without a sideways scroll (names and
// descriptions take a second line), the user filter's hint shows whole and its buttons stay in view.
import { screenshot } from './fixtures/screenshots';
import { expect, test } from './fixtures/test';

const LANGS = {
  ka: { prefix: '', user: 'მომხმარებელი', reset: 'გასუფთავება', balanceAfter: 'ბალანსი შემდეგ', table: 'საფულის ოპერაციები' },
  en: { prefix: 'en/', user: 'User', reset: 'Reset', balanceAfter: 'Balance after', table: 'Wallet transactions' },
  ru: { prefix: 'ru/', user: 'Пользователь', reset: 'Сбросить', balanceAfter: 'Баланс после', table: 'Операции по кошелькам' },
} as const;

for (const [lang, texts] of Object.entries(LANGS)) {
  for (const width of [1024, 1440, 1920]) {
    test(`the ledger's headings keep one line and the user filter's hint fits at ${width} px, in ${lang}`, async ({ page, signIn }) => {
      await signIn('admin');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/realt/${texts.prefix}admin/finance/debits-and-deposits`);
      const heading = page.getByRole('columnheader', { name: texts.balanceAfter });
      await expect(heading).toBeVisible();
      await page.evaluate(async () => {
        await document.fonts.load('400 16px "Noto Sans Georgian"', 'ქ');
        await document.fonts.ready;
      });
      // one line box for the heading's text (soft: what else misfits is told too)
      expect.soft(await heading.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getClientRects().length;
      })).toBe(1);
      // the table as wide as its frame: the last column in view
      const table = page.getByRole('region', { name: texts.table });
      expect.soft(await table.evaluate((frame) => frame.scrollWidth - frame.clientWidth), 'the table beyond its frame (px)').toBeLessThanOrEqual(0);
      // the hint as the input draws it, against the room between its paddings
      const user = page.getByRole('textbox', { name: texts.user });
      await expect(user).toHaveValue('');
      const { hint, room } = await user.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        return {
          hint: context.measureText(input.placeholder).width,
          room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect.soft(hint, 'the hint against its room').toBeLessThanOrEqual(room);
      // and the filter's buttons fit beside the fields
      await expect(page.getByRole('button', { name: texts.reset })).toBeInViewport({ ratio: 1 });
      await screenshot(page, `admin-ledger-${lang}-${width}`, { fullPage: false });
    });
  }
}
