import { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginThroughUi, markNoReload } from './support/helpers';
import { Account, adminToken, listApprovedCar, registerAccount } from './support/market';

/**
 * A first visit to home, the listings or a car page gets the page rendered by the server: it is
 * readable before any script has run, and the scripts then hydrate that same markup (no error,
 * nothing rendered twice) into the interactive page. A signed-in visitor never sees the markup
 * made for visitors: their browser renders the page with their own data.
 */
const CAR = {
  name: 'شيفروليه كروز 2017 للبيع',
  brand: 'chevrolet',
  model: 'Cruze',
  year: 2017,
  // A price and a make no other story's search, count or similar cars expect (the marketplace is
  // shared); not featured, so no other story's featured row changes.
  offer: { price: 61700, location: 'طرطوس' },
};
const SIGN_IN_FIRST = 'سجّل الدخول لتحفظ السيارات في مفضلتك';

let carId: number;
let buyer: Account;

// First visits: no service worker answers from a cache (it would serve the app's own page).
test.use({ serviceWorkers: 'block' });

test.beforeAll(async ({ request }) => {
  const seller = await registerAccount(request, 'بائع من طرطوس');
  carId = await listApprovedCar(request, seller.token, await adminToken(request), CAR);
  buyer = await registerAccount(request, 'مشترٍ من طرطوس');
});

/** Every console error and uncaught error of the page (a hydration mismatch is reported as one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The API requests (GET, path and query) the page makes from now on. */
function apiReadsOf(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

const LISTINGS_PAGE = '/api/cars?status=active&page=1&limit=6';
const FEATURED_ROW = '/api/cars?status=active&page=1&limit=3&featured=1';

/** Whether the toasts' library has put its styles in the page. */
const toastStyles = (page: Page) =>
  page
    .locator('style')
    .evaluateAll((styles) => styles.some((style) => (style.textContent ?? '').includes('data-sonner-toaster')));

/** Holds every script of the app back, as a slow line would, until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` with the scripts held back, checks the server's page is there, then lets the scripts hydrate it. */
async function openHydrated(page: Page, path: string, heading: string): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const serverHeading = page.getByRole('heading', { name: heading, level: 1 });
  await expect(serverHeading).toBeVisible();
  await serverHeading.evaluate((element) => ((globalThis as unknown as { __serverHeading: unknown }).__serverHeading = element));
  release();
  // The footer comes once the page is hydrated; the heading is still the element the server sent.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(
    await serverHeading.evaluate(
      (element) => element === (globalThis as unknown as { __serverHeading: unknown }).__serverHeading,
    ),
  ).toBe(true);
}

test('home is readable before its scripts, then hydrated: the quick search works in the page', async ({ page }) => {
  const errors = errorsOf(page);
  const reads = apiReadsOf(page);
  await openHydrated(page, '/', 'سيارتك القادمة في سوريا تبدأ من هنا');
  const recent = page.getByRole('region', { name: 'أحدث الإعلانات' });
  await expect(recent.getByRole('article').filter({ hasText: CAR.name })).toBeVisible();
  // Its rows came with the page: the cache holds them under the page's own requests.
  expect(reads).toEqual([]);

  const unchanged = await markNoReload(page);
  const search = page.getByRole('search', { name: 'بحث سريع عن سيارة' });
  await search.getByLabel('الماركة').selectOption({ label: 'كيا' });
  await expect(search.getByLabel('الماركة')).toHaveValue('kia');
  await search.getByRole('button', { name: 'ابحث الآن' }).click();
  await expect(page).toHaveURL(/\/searchResults\?brand=kia$/);
  await expect(page.getByRole('heading', { name: 'نتائج البحث' })).toBeVisible();
  await unchanged();
  expect(errors).toEqual([]);
});

test('the listings are readable before their scripts, then hydrated: a card answers a visitor', async ({ page }) => {
  const errors = errorsOf(page);
  const reads = apiReadsOf(page);
  await openHydrated(page, '/car-listings', 'السيارات المتاحة');
  // The toasts wait for the first notice: their library's styles would restyle the whole page.
  await page.waitForLoadState('networkidle');
  expect(await toastStyles(page)).toBe(false);
  const card = page.getByRole('region', { name: 'كل السيارات' }).getByRole('article').filter({ hasText: CAR.name });
  await card.getByRole('button', { name: `إضافة ${CAR.name} إلى المفضلة` }).click();
  await expect(page.getByText(SIGN_IN_FIRST)).toBeVisible();
  expect(await toastStyles(page)).toBe(true);
  expect(reads.filter((read) => read === LISTINGS_PAGE || read === FEATURED_ROW)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a button pressed before the scripts arrive is pressed again once the page answers: the filters open', async ({ page }) => {
  const errors = errorsOf(page);
  const release = await holdScripts(page);
  await page.goto('/car-listings', { waitUntil: 'commit' });
  const filters = page.getByRole('button', { name: 'الفلاتر', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  // Pressed while nothing of the app runs (its scripts are held back).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'تطبيق الفلاتر' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a link followed before the scripts arrive navigates as any link does', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/car-listings', { waitUntil: 'commit' });
  await page.getByRole('region', { name: 'كل السيارات' }).getByRole('link', { name: CAR.name }).click();
  await expect(page).toHaveURL(new RegExp(`/car/${carId}$`));
  await expect(page.getByRole('heading', { name: CAR.name, level: 1 })).toBeVisible();
  // The scripts held back stay held: the test ends without waiting for them.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a car page is readable before its scripts, then hydrated: its tabs and buttons work', async ({ page }) => {
  const errors = errorsOf(page);
  const reads = apiReadsOf(page);
  await openHydrated(page, `/car/${carId}`, CAR.name);
  await expect(page.getByRole('complementary').getByText('61,700')).toBeVisible();
  await page.getByRole('tab', { name: 'المواصفات' }).click();
  await expect(page.getByRole('tabpanel', { name: 'المواصفات' })).toBeVisible();
  await page.getByRole('button', { name: 'أضف إلى المفضلة' }).click();
  await expect(page.getByText(SIGN_IN_FIRST)).toBeVisible();
  expect(reads).not.toContain(`/api/cars/${carId}`);
  expect(errors).toEqual([]);
});

test('a signed-in visitor never sees the page made for visitors: their browser renders their own', async ({ page, request }) => {
  const kept = await request.put(`/api/favourites/${carId}`, { headers: { authorization: `Bearer ${buyer.token}` } });
  expect(kept.status()).toBe(200);
  await loginThroughUi(page, buyer.email, buyer.password);
  const errors = errorsOf(page);

  // With the scripts held back, the server's markup (made for visitors) is already gone.
  const release = await holdScripts(page);
  await page.goto(`/car/${carId}`, { waitUntil: 'commit' });
  await expect(page.locator('#landing-answers')).toHaveCount(1);
  await expect(page.locator('#root')).toBeEmpty();
  release();
  await expect(page.getByRole('heading', { name: CAR.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'في المفضلة' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the requests the entry starts for a page it renders itself are the page’s own: each is made once', async ({ page }) => {
  await loginThroughUi(page, buyer.email, buyer.password);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'من نحن', level: 1 })).toBeVisible();
  const errors = errorsOf(page);
  const reads = apiReadsOf(page);
  await page.goto('/car-listings');
  await expect(
    page.getByRole('region', { name: 'كل السيارات' }).getByRole('article').filter({ hasText: CAR.name }),
  ).toBeVisible();
  // The featured row may be empty in this marketplace: its answer, not its cards, is awaited.
  await expect.poll(() => reads.filter((read) => read === FEATURED_ROW).length).toBe(1);
  expect(reads.filter((read) => read === LISTINGS_PAGE)).toHaveLength(1);
  expect(errors).toEqual([]);
});
