import { test as base } from '@playwright/test';
import { MarketServer, startMarketServer } from './market-server';

export { expect } from '@playwright/test';

/**
 * Every end-to-end test imports `test` from here: each Playwright worker gets a marketplace of
 * its own (see market-server.ts), and `baseURL` (pages, `request`, new contexts) points at it.
 */
export const test = base.extend<object, { market: MarketServer }>({
  market: [
    async ({}, use, workerInfo) => {
      const market = await startMarketServer(workerInfo.workerIndex, workerInfo.parallelIndex);
      await use(market);
      await market.stop();
    },
    // A cold start migrates a new database: allow a slow machine its time.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ market }, use) => use(market.url),
});
