import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Api } from '../support/api';
import { loginAdmin, register } from '../support/fixtures';
import { createAd, workshopIn } from '../support/places';
import { loginThroughUi } from './support/helpers';
import { adminToken, approveCar, listApprovedCar, listPendingCar, registerAccount } from './support/market';

/**
 * A phone (390 × 844): the car page's first screen holds what a buyer came for, the bell's panel
 * fits the screen, and management tables are cards with every action in view. Each screen is
 * attached to the report as a picture.
 */
const PHONE = { width: 390, height: 844 };
const api = new Api(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`);

const leftovers: Array<() => Promise<unknown>> = [];
test.afterEach(async () => {
  while (leftovers.length) await leftovers.pop()!();
});

/** The page's globals, as these checks use them (the tests are compiled without the DOM's types). */
interface InPage {
  document: { elementFromPoint(x: number, y: number): unknown };
  scrollBy(x: number, y: number): void;
}
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface InPageElement {
  getBoundingClientRect(): Box;
  contains(other: unknown): boolean;
}

/** Wholly inside the screen's width and height, and not covered by anything at its centre. */
async function expectOnScreen(target: Locator, screen = PHONE) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(screen.width + 0.5);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(screen.height + 0.5);
  const uncovered = await target.evaluate((node) => {
    const element = node as unknown as InPageElement;
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = (globalThis as unknown as InPage).document.elementFromPoint(x + width / 2, y + height / 2);
    return !!top && element.contains(top);
  });
  expect(uncovered, 'nothing lies over it').toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
}

async function attachScreen(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(`${name} (390 px)`, { body: await page.screenshot(), contentType: 'image/png' });
}

test('a car page on a phone shows the photo, name, price, call and message in its first screen', async ({
  browser,
  request,
}, testInfo) => {
  const admin = await adminToken(request);
  const seller = await registerAccount(request, 'بائع من حلب', 'user', '0944 555 120');
  const name = 'مرسيدس بنز E200 2017 فل كامل فتحة سقف بانوراما';
  const id = await listApprovedCar(request, seller.token, admin, {
    name,
    brand: 'mercedes',
    model: 'E200',
    year: 2017,
    featured: true,
    offer: { price: 28_750, location: 'حلب - الفرقان' },
  });
  leftovers.push(() => request.delete(`/api/cars/${id}`, { headers: { authorization: `Bearer ${seller.token}` } }));

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/car-listings');
  await expect(page.getByRole('article').filter({ hasText: name }).first()).toBeVisible();
  await attachScreen(page, testInfo, 'السيارات');
  await expectNoSidewaysScroll(page);

  await page.goto(`/car/${id}`);
  const heading = page.getByRole('heading', { name, level: 1 });
  await expect(heading).toBeVisible();
  await expectOnScreen(page.getByRole('img', { name: new RegExp(`^${name}`) }).first());
  await expectOnScreen(heading);
  await expectOnScreen(page.getByText(/28,750/).first());
  const bar = page.getByRole('group', { name: 'التواصل مع البائع' });
  await expectOnScreen(bar.getByRole('button', { name: 'اتصل', exact: true }));
  await expectOnScreen(bar.getByRole('button', { name: 'راسل', exact: true }));
  await expectNoSidewaysScroll(page);
  await attachScreen(page, testInfo, 'صفحة السيارة');

  // The bar stays at the bottom of the screen while the page scrolls.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
  await expectOnScreen(bar.getByRole('button', { name: 'راسل', exact: true }));

  // «راسل» opens the seller tab at its message form.
  await bar.getByRole('button', { name: 'راسل', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'معلومات البائع' });
  await expect(panel).toBeFocused();
  await expectOnScreen(panel.getByRole('heading', { name: 'راسل البائع' }));
  await expect(panel.getByLabel('الرسالة')).toBeVisible();

  // «اتصل» asks for the number with the page's one call and shows it as a tel: link.
  const reveals: string[] = [];
  page.on('request', (r) => r.url().endsWith(`/api/cars/${id}/contact`) && reveals.push(r.method()));
  await bar.getByRole('button', { name: 'اتصل', exact: true }).click();
  await expect(bar.getByRole('link', { name: '0944 555 120' })).toHaveAttribute('href', 'tel:0944555120');
  await expect(panel.getByRole('link', { name: '0944 555 120' })).toBeVisible();
  expect(reveals).toEqual(['POST']);

  // At the end of the page the bar is left above the footer, never over it.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  const lastLink = footer.getByRole('link').last();
  await lastLink.scrollIntoViewIfNeeded();
  await expectOnScreen(lastLink);
  await context.close();
});

test('the bell’s panel fits a phone and nothing covers «تعليم الكل كمقروء»', async ({ browser, request }, testInfo) => {
  const admin = await adminToken(request);
  const seller = await registerAccount(request, 'بائع سيارات اللاذقية');
  const buyer = await registerAccount(request, 'مشترٍ ينتظر سيارة');
  const saved = await request.post('/api/saved-searches', {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: { name: 'كيا في اللاذقية', query: 'brand=kia' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const id = await listPendingCar(request, seller.token, {
    name: 'كيا سيراتو 2016',
    brand: 'kia',
    model: 'Cerato',
    year: 2016,
    offer: { price: 9_900, location: 'اللاذقية' },
  });
  leftovers.push(() => request.delete(`/api/cars/${id}`, { headers: { authorization: `Bearer ${seller.token}` } }));
  await approveCar(request, admin, id);

  for (const screen of [PHONE, { width: 1366, height: 800 }]) {
    const context = await browser.newContext({ viewport: screen });
    const page = await context.newPage();
    await loginThroughUi(page, buyer.email, buyer.password);
    await page.goto('/user-dashboard');
    const bell = page.getByRole('button', { name: /^الإشعارات/ });
    // The worker matches the car to the search: the bell shows it unread.
    await expect(page.getByRole('button', { name: 'الإشعارات (إشعار واحد غير مقروء)' })).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: 'الإشعارات' });
    await expect(panel.getByRole('button', { name: /كيا/ }).first()).toBeVisible();
    for (const part of [
      panel.getByRole('heading', { name: 'الإشعارات' }),
      panel.getByRole('button', { name: 'تعليم الكل كمقروء' }),
      panel.getByRole('link', { name: 'كل الإشعارات' }),
    ])
      await expectOnScreen(part, screen);
    if (screen === PHONE) {
      await expectNoSidewaysScroll(page);
      await attachScreen(page, testInfo, 'الإشعارات');
    }

    // Marking all read says so in the panel, and the button stays in view and uncovered.
    await panel.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
    await expect(panel.getByRole('status')).toHaveText('تم تعليم كل الإشعارات كمقروءة');
    await expect(page.getByRole('button', { name: 'الإشعارات', exact: true })).toBeVisible();
    await expectOnScreen(panel.getByRole('button', { name: 'تعليم الكل كمقروء' }), screen);
    await expectOnScreen(panel.getByRole('heading', { name: 'الإشعارات' }), screen);
    await context.close();
    // Unread again for the wide screen's turn.
    if (screen === PHONE) {
      const other = await listPendingCar(request, seller.token, {
        name: 'كيا ريو 2014',
        brand: 'kia',
        model: 'Rio',
        year: 2014,
        offer: { price: 5_400, location: 'اللاذقية' },
      });
      leftovers.push(() => request.delete(`/api/cars/${other}`, { headers: { authorization: `Bearer ${seller.token}` } }));
      await approveCar(request, admin, other);
    }
  }
});

test('a workshop’s ads table is cards on a phone, each «حذف» in view', async ({ browser }, testInfo) => {
  const admin = api.as((await loginAdmin(api)).token);
  const session = await register(api, 'workshop', 'phone-ads');
  const owner = api.as(session.token);
  const workshop = await workshopIn('active', owner, admin);
  leftovers.push(() => owner.delete(`/api/workshops/${workshop.id}`));
  const titles = ['تبديل زيت وفلتر مع فحص شامل للمحرك', 'ميزان أذرعة وتبديل جلود'];
  for (const title of titles) await createAd(owner, workshop.id, { title });

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await loginThroughUi(page, session.user.email, 'password123');
  await page.goto('/user-dashboard');
  await attachScreen(page, testInfo, 'لوحة التحكم');
  await page.goto('/workshops-dashboard');
  await page.getByRole('tab', { name: 'الإعلانات' }).click();
  const table = page.getByRole('table', { name: 'إعلانات الورشة' });
  await expect(table.getByRole('row')).toHaveCount(titles.length + 1);
  for (const title of titles) {
    const remove = page.getByRole('button', { name: `حذف ${title}` });
    // Scrolled to as a person scrolls a page: down only (a sideways scroll box would hide it).
    await remove.evaluate((button) =>
      (globalThis as unknown as InPage).scrollBy(0, (button as unknown as InPageElement).getBoundingClientRect().y - 300),
    );
    await expectOnScreen(remove);
    // Each line of the card names its column.
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell').nth(1)).toHaveAttribute('data-label', 'السعر');
  }
  await expectNoSidewaysScroll(page);
  await attachScreen(page, testInfo, 'إعلانات الورشة');

  // Deleting from the card works.
  await page.getByRole('button', { name: `حذف ${titles[1]}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByRole('button', { name: `حذف ${titles[1]}` })).toHaveCount(0);
  await context.close();
});
