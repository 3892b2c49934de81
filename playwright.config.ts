import { defineConfig } from '@playwright/test';
import { UNTHROTTLED } from './test/support/unthrottled';

/**
 * End-to-end tests in Debian's Chromium against the real marketplace: the built client and the
 * server, worker and embedded object storage started by `node dist/server/src/launcher.js` on a
 * database of the run's own. `npm test` builds first.
 */
process.env.E2E_RUN_ID ??= `${Date.now()}`;
const run = process.env.E2E_RUN_ID;
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATABASE = `sayyara_e2e_${run}`;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './test/e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: 'node dist/server/src/launcher.js',
    url: `http://127.0.0.1:${port}/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${E2E_DATABASE}`,
      REDIS_PREFIX: `e2e${run}`,
      S3_EMBEDDED_DIR: `/tmp/sayyara-e2e-${run}/s3`,
      S3_EMBEDDED_PORT: String(port + 1),
      SEED_DEMO: process.env.E2E_SEED_DEMO ?? 'false',
      LOG_LEVEL: 'warn',
      ...UNTHROTTLED,
    },
  },
});
