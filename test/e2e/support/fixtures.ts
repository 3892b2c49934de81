import { test as base, type Browser, type Page } from '@playwright/test';
import { MarketServer, startMarketServer } from './market-server';

export { expect } from '@playwright/test';

/**
 * Every end-to-end test imports `test` from here: each Playwright worker gets a marketplace of
 * its own (see market-server.ts), and `baseURL` (pages, `request`, new contexts) points at it.
 */
export const test = base.extend<object, { market: MarketServer; interactiveNavigation: void }>({
  market: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it needs none
    async ({}, use, workerInfo) => {
      const market = await startMarketServer(workerInfo.workerIndex, workerInfo.parallelIndex);
      await use(market);
      await market.stop();
    },
    // A cold start migrates a new database: allow a slow machine its time.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  interactiveNavigation: [
    async ({ browser }, use) => {
      await waitForHydrationOnEveryNavigation(browser);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ market }, use) => use(market.url),
});

let patched = false;

/**
 * Every `page.goto` (in any context of the worker) returns once the app answers to clicks
 * (`html[data-hydrated]`, set by the client after hydration). Home, the listings and a car page
 * come from the server readable but inert until their scripts hydrate them, and a button pressed
 * before then does nothing, as it would for a person. Tests of that phase itself navigate with
 * `waitUntil: 'commit'`, which skips the wait (first-visit.e2e).
 */
async function waitForHydrationOnEveryNavigation(browser: Browser): Promise<void> {
  if (patched) return;
  const context = await browser.newContext();
  const prototype = Object.getPrototypeOf(await context.newPage()) as Page;
  await context.close();
  const goto = prototype.goto;
  prototype.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options);
    if (options?.waitUntil !== 'commit') await this.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return response;
  };
  patched = true;
}
