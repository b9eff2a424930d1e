// `npm start`, the README's first command, as a newcomer runs it: the mock and the development
// server of their own, on free ports. The first page asked for has its data, rendered by the server.
import { spawn } from 'node:child_process';
import { freePorts } from './fixtures/free-port';
import { expect, hydrated, test } from './fixtures/test';

test('npm start: the first page after start-up comes with its listings and hydrates', async ({ page }) => {
  test.slow();
  const [devPort, mockPort] = await freePorts(2);
  // its own group, so that stopping it stops the mock too
  const child = spawn(process.execPath, ['scripts/start-dev.mjs'], {
    env: { ...process.env, DEV_PORT: String(devPort), MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let waiting: NodeJS.Timeout | undefined;
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', (text: string) => {
        const found = /running on the mock API: (http:\/\/\S+)\/realt\//.exec(text);
        if (found?.[1]) resolve(found[1]);
      });
      void exited.then((code) => reject(new Error(`npm start exited with ${code}`)));
      // within the test's time, so that the server is stopped below
      waiting = setTimeout(() => reject(new Error('npm start did not say it was running within 60 s')), 60_000);
    });

    const first = await page.request.get(`${origin}/realt/`);
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain('4-ოთახიანი ბინა საბურთალოზე');

    await page.goto(`${origin}/realt/`);
    await hydrated(page);
    const strip = page.getByRole('region', { name: 'რჩეული განცხადებები' });
    await expect(strip.getByRole('heading', { level: 3 }).first()).toHaveText('4-ოთახიანი ბინა საბურთალოზე');
  } finally {
    clearTimeout(waiting);
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is gone already: a start that failed stops its mock itself
    }
  }
});
