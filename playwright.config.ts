import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);
// overridable so that several runs can share a machine: each with its own mock, preview and build
const mockPort = process.env.MOCK_PORT ?? '4010';
const previewPort = process.env.PREVIEW_PORT ?? '4173';
const outDir = process.env.OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // a test that fails once is failing: a second try would hide a flaky test and a bug that shows only sometimes
  retries: 0,
  forbidOnly: ci,
  reporter: [['list']],
  // a limit for a stuck test, not a speed check (speed is measured in `npm run bench`): the
  // longest flow, the listing form's six steps, takes 10-15 s on a 2-core machine
  timeout: 60_000,
  // the same for what a test waits to see: on a 2-core machine slow at Chromium's work, a private
  // page's data can show 5-6 s after its address, the other worker's browser, the mock and the
  // server sharing the cores
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${previewPort}`,
    locale: 'ka-GE',
    // recording a trace of every test to keep the failed ones costs about a quarter of the run:
    // a failure's own trace is one flag away (README)
    trace: 'off',
    launchOptions: {
      // Debian's Chromium headless shell, the build of Chromium Playwright itself runs headless
      // tests in (it cannot download its own here): the full browser's headless mode does more
      // work for every page
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // the mock, with --errors: an example that breaks its own schema answers 500
      command: `node node_modules/.bin/prism mock -h 127.0.0.1 -p ${mockPort} --errors openapi/openapi.yaml`,
      url: `http://127.0.0.1:${mockPort}/api/districts`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
    {
      // the production server on the build: renders the public pages from the mock and proxies
      // the API to it; SSR_FORWARD_PREFER lets a test pick the mock's scenario for the render too
      command: `node ${outDir}/server/main.js`,
      env: {
        PORT: previewPort,
        API_URL: `http://127.0.0.1:${mockPort}`,
        PUBLIC_URL: `http://localhost:${previewPort}`,
        SSR_FORWARD_PREFER: '1',
        // the site's X account, so a link preview's twitter:site can be read
        TWITTER_SITE: '@realt_ge',
        // the concurrency test's thirty renders at once are a burst, not an overload to shed; nor is
        // a 2-core machine that two browsers, the mock and the tests share starving this process for
        // a second (its 503s are covered by tests/unit/server)
        MAX_RENDERS: '64',
        MAX_EVENT_LOOP_DELAY_MS: '10000',
      },
      url: `http://localhost:${previewPort}/healthz`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
  ],
});
