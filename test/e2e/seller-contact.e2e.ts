import { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginThroughUi } from './support/helpers';
import { Account, adminToken, listApprovedCar, registerAccount } from './support/market';
import { REVEAL_BUDGET } from './support/market-server';

/**
 * The seller's phone is not in any page a visitor loads: the car page asks for it when a button
 * is pressed (signed out too), within the address's hourly budget, and each number shown is a
 * lead the seller sees per day in «سياراتي».
 */
const PHONE = '0933 812 405';
const CAR = {
  name: 'هيونداي النترا 2018 فل كامل',
  brand: 'hyundai',
  model: 'Elantra',
  year: 2018,
  offer: { price: 14500, location: 'دمشق - كفرسوسة' },
};

let seller: Account;
let carId: number;
let addresses = 0;
/** Addresses of this run: a retry's server keeps no budget of the last try's, but a fresh block costs nothing. */
const RUN = Math.floor(Math.random() * 250);

/** A visitor on a phone (390 px), at an address of its own (the server believes its loopback proxy). */
const visitor = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.${RUN}.${++addresses}` },
  });

test.beforeAll(async ({ request }) => {
  seller = await registerAccount(request, 'رامي الحكيم', 'user', PHONE);
  carId = await listApprovedCar(request, seller.token, await adminToken(request), CAR);
});

test('a signed-out visitor asks for the number once, both buttons show it, and the seller sees the lead', async ({ browser }) => {
  const context = await visitor(browser);
  const page = await context.newPage();
  const reveals: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/cars/${carId}/contact`)) reveals.push(request.method());
  });

  await page.goto('/car-listings');
  await expect(page.getByRole('article').filter({ hasText: CAR.name })).toBeVisible();
  await page.goto(`/car/${carId}`);
  await expect(page.getByRole('heading', { name: CAR.name, level: 1 })).toBeVisible();
  // Nothing the page loaded holds the number, nor the seller's e-mail.
  expect(await page.content()).not.toContain(PHONE);
  expect(await page.content()).not.toContain(seller.email);

  await page.getByRole('button', { name: 'اتصل الآن' }).click();
  const number = page.getByRole('link', { name: PHONE });
  await expect(number.first()).toBeVisible();
  await expect(number.first()).toHaveAttribute('href', 'tel:0933812405');
  // The button pressed handed the focus to the number that replaced it.
  await expect(page.locator('a:focus')).toHaveAttribute('href', 'tel:0933812405');
  // «اتصل الآن» opened the seller tab, whose button shows the same number without asking again.
  const panel = page.getByRole('tabpanel', { name: 'معلومات البائع' });
  await expect(panel.getByRole('link', { name: PHONE })).toBeVisible();
  await expect(panel.getByText('رامي الحكيم')).toBeVisible();
  expect(reveals).toEqual(['POST']);
  // Nothing spills sideways on a phone.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await context.close();

  // The seller: a view and a phone request today, on the car's chart of 30 days.
  const own = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const dashboard = await own.newPage();
  await loginThroughUi(dashboard, seller.email, seller.password);
  await dashboard.goto('/user-dashboard/cars');
  const row = dashboard.getByRole('listitem').filter({ hasText: CAR.name });
  const chart = row.getByRole('img', { name: /آخر 30 يومًا/ });
  await expect(chart).toHaveAccessibleName('آخر 30 يومًا: مشاهدة واحدة، طلب واحد للرقم، لا رسائل');
  await expect(row.getByText('طلبات الرقم 1')).toBeVisible();
  await row.getByText('الأرقام يومًا بيوم').click();
  const table = row.getByRole('table', { name: 'المشاهدات وطلبات الرقم والرسائل في آخر 30 يومًا' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText(['1', '1', '0']);
  expect(await dashboard.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await own.close();
});

test('an address that spent its budget is told in Arabic when it may ask again, and may still write', async ({ browser }) => {
  const context = await visitor(browser);
  for (let i = 0; i < REVEAL_BUDGET; i++) expect((await context.request.post(`/api/cars/${carId}/contact`)).status()).toBe(200);

  const page = await context.newPage();
  await page.goto(`/car/${carId}`);
  await page.getByRole('tab', { name: 'معلومات البائع' }).click();
  const panel = page.getByRole('tabpanel', { name: 'معلومات البائع' });
  await panel.getByRole('button', { name: 'إظهار رقم الهاتف' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    /^طلبت أرقام هواتف كثيرة خلال وقت قصير\. يمكنك إظهار رقم جديد بعد (\d+ دقيقة|دقيقة واحدة|دقيقتين|\d+ دقائق)، أو مراسلة البائع الآن\.$/,
  );
  await expect(panel.getByText(PHONE)).toHaveCount(0);
  // The message form is right there.
  await expect(panel.getByRole('button', { name: 'إرسال' })).toBeVisible();
  await context.close();
});
