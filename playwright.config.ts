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
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${previewPort}`,
    locale: 'ka-GE',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browser on these machines
      executablePath: '/usr/bin/chromium',
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
      // the built bundle, proxying the API to the mock
      command: `MOCK_PORT=${mockPort} node node_modules/.bin/vite preview --port ${previewPort} --strictPort --outDir ${outDir}`,
      url: `http://localhost:${previewPort}/realt/`,
      reuseExistingServer: !ci,
      timeout: 60_000,
    },
  ],
});
