import { test, hydrated } from './fixtures/test';

const PAGES = ['/realt/', '/realt/catalog/sell', '/realt/announcement/3-otaxiani-bina-vakeshi-102', '/realt/user/23', '/realt/market/sell', '/realt/en/catalog/rent'];
for (const who of ['guest', 'user'] as const) {
  for (const width of [375, 1280]) {
    for (const path of PAGES) {
      test(`cls ${who} ${width} ${path}`, async ({ page, signIn }) => {
        await page.setViewportSize({ width, height: 800 });
        if (who === 'user') await signIn('user');
        await page.addInitScript(() => {
          const log: string[] = ((globalThis as any).studyLog = []);
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as any[])
              log.push(`${Math.round(entry.startTime)} ${entry.value.toFixed(4)} ${entry.sources?.map((s: any) => `${s.node?.nodeName}.${typeof s.node?.className === 'string' ? s.node.className : ''} ${Math.round(s.previousRect.x)},${Math.round(s.previousRect.y)} ${Math.round(s.previousRect.width)}x${Math.round(s.previousRect.height)} -> ${Math.round(s.currentRect.x)},${Math.round(s.currentRect.y)} ${Math.round(s.currentRect.width)}x${Math.round(s.currentRect.height)}`).join(' | ')}`);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await hydrated(page);
        await page.waitForTimeout(2000);
        const log: string[] = await page.evaluate(() => (globalThis as any).studyLog);
        const total = log.reduce((sum, line) => sum + Number(line.split(' ')[1]), 0);
        console.log(`CLS ${who} ${width} ${path} total=${total.toFixed(4)}\n  ${log.join('\n  ')}`);
      });
    }
  }
}
