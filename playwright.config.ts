import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real marketplace: the built client and the
 * server, worker and embedded object storage started by `node dist/server/src/launcher.js`, one
 * per Playwright worker on a database of its own (test/e2e/support/fixtures.ts). `npm test`
 * builds first. A failed run keeps its HTML report in playwright-report/ and its traces,
 * screenshots and server logs in test-results/.
 */
process.env.E2E_RUN_ID ??= `${Date.now()}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // One browser at a time: the machine runs the server, its worker and Chromium.
  workers: 1,
  // Generous: a story of four browsers takes a minute here and must pass on machines several
  // times slower (these are limits for a stuck test, not speed checks).
  timeout: 240_000,
  // Live pushes travel server → worker's subscription → Redis → socket; on a loaded machine
  // (photo processing beside a test) that took over 30 s. A limit for a stuck wait, not a speed check.
  expect: { timeout: 60_000 },
  // A retry runs in a new worker, on a new marketplace: it starts from a clean state.
  retries: process.env.CI ? 1 : 0,
  outputDir: 'test-results',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './test/e2e/support/global-setup.ts',
  globalTeardown: './test/e2e/support/global-teardown.ts',
  use: {
    locale: 'ar-SY',
    timezoneId: 'Asia/Damascus',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
