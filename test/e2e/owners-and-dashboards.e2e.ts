import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Api } from '../support/api';
import { carIn } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { createAd, storeIn, workshopIn } from '../support/places';
import { ADMIN, loginThroughUi } from './support/helpers';

// The API helpers of the integration tests, pointed at this worker's marketplace (one worker: the first slot).
const api = new Api(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`);
const PASSWORD = 'password123';

// What a test put on the public market goes when it ends: other files count the cars they list.
const leftovers: Array<() => Promise<unknown>> = [];
test.afterEach(async () => {
  while (leftovers.length) await leftovers.pop()!();
});

async function marketOfOneOwner() {
  const admin = api.as((await loginAdmin(api)).token);
  const session = await register(api, 'shop_manager', 'owner');
  const owner = api.as(session.token);
  const car = await carIn('active', owner, admin, {
    fields: { brand: 'chevrolet', model: 'Cruze', name: 'شفروليه كروز 2016 للبيع' },
    offer: { price: 6500, price_unit: 'USD' },
  });
  leftovers.push(() => owner.delete(`/api/cars/${car.id}`));
  const store = await storeIn('active', owner, admin);
  const workshop = await workshopIn('active', owner, admin);
  leftovers.push(() => owner.delete(`/api/workshops/${workshop.id}`));
  const ad = await createAd(owner, workshop.id);
  return { admin, owner, email: session.user.email, car, store, workshop, ad };
}

const editForms = (m: Awaited<ReturnType<typeof marketOfOneOwner>>) => [
  { path: `/edit-car/${m.car.id}`, heading: 'تعديل السيارة' },
  { path: `/edit-store/${m.store.id}`, heading: 'تعديل المتجر' },
  { path: `/edit-workshop/${m.workshop.id}`, heading: 'تعديل الورشة' },
  { path: `/edit-workshop-ad/${m.ad.id}`, heading: 'تعديل إعلان الورشة' },
];

/** Called once the page has said why: no field, no delete button anywhere. */
async function expectNoForm(page: Page) {
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /حذف/ })).toHaveCount(0);
}

test("someone else's edit forms show the no-permission page before any field", async ({ browser, page }) => {
  const market = await marketOfOneOwner();
  const other = await register(api, 'user', 'other');
  await loginThroughUi(page, other.user.email, PASSWORD);
  for (const { path } of editForms(market)) {
    await page.goto(path);
    await expect(page.getByText('لا تملك صلاحية تعديل هذه الصفحة')).toBeVisible();
    await expectNoForm(page);
  }
  // What they may not even see (a store still pending) is simply not found.
  const pending = await storeIn('pending', market.owner, market.admin);
  await page.goto(`/edit-store/${pending.id}`);
  await expect(page.getByText('المتجر غير موجود أو لم يعد متاحًا.')).toBeVisible();
  await expectNoForm(page);

  // The owner gets every form; an admin too (a car, and an ad, whose owner is its workshop's).
  for (const [email, password, forms] of [
    [market.email, PASSWORD, editForms(market)],
    [ADMIN.email, ADMIN.password, [editForms(market)[0], editForms(market)[3]]],
  ] as const) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await loginThroughUi(visitor, email, password);
    for (const { path, heading } of forms) {
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { name: heading })).toBeVisible();
      await expect(visitor.locator('main form')).not.toHaveCount(0);
    }
    await context.close();
  }
});

test("a store manager's overview shows the first three stores with status, views, cars and likes", async ({ page }) => {
  const market = await marketOfOneOwner();
  const newer = [];
  for (let i = 0; i < 3; i++) newer.push(await storeIn('pending', market.owner, market.admin));
  // The newest is approved and a visitor opens it; another saves the owner's car (the stores' stock).
  const newest = newer[2];
  expect((await market.admin.put(`/api/stores/${newest.id}/approve`)).status).toBe(200);
  expect((await api.post(`/api/stores/${newest.id}/views`)).status).toBe(200);
  const fan = api.as((await register(api, 'user', 'fan')).token);
  expect((await fan.put(`/api/favourites/${market.car.id}`)).status).toBeLessThan(300);

  await loginThroughUi(page, market.email, PASSWORD);
  await page.goto('/user-dashboard');
  const stores = page.getByRole('region', { name: 'متاجرك' });
  await expect(stores.getByRole('listitem')).toHaveCount(3);
  await expect(stores.getByRole('link', { name: 'كل متاجري' })).toBeVisible();
  for (const item of await stores.getByRole('listitem').all()) {
    await expect(item).toContainText('سيارة واحدة معروضة');
    await expect(item).toContainText('إعجاب واحد');
  }
  const first = stores.getByRole('listitem').first();
  await expect(first).toContainText(newest.name);
  await expect(first).toContainText('نشط');
  await expect(first).toContainText('مشاهدة واحدة');
  await expect(stores.getByRole('listitem').nth(1)).toContainText('قيد المراجعة');
  await expect(stores.getByRole('listitem').nth(1)).toContainText('لا مشاهدات');
  // The oldest store (the fourth) is left for «كل متاجري».
  await expect(stores.getByText(market.store.name)).toHaveCount(0);
  // The cars beside them count in Arabic too.
  const cars = page.getByRole('region', { name: 'أحدث سياراتك' });
  await expect(cars.getByRole('listitem')).toContainText('إعجاب واحد');
});

test('a plain user keeps «لوحة التحكم»: favourites, messages, their cars and settings live there', async ({ page }) => {
  const user = await register(api, 'user', 'plain');
  await loginThroughUi(page, user.user.email, PASSWORD);
  await page.getByRole('banner').getByRole('link', { name: 'لوحة التحكم' }).first().click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const nav = page.getByRole('navigation', { name: /لوحة التحكم/ });
  for (const panel of ['المفضلة', 'الرسائل', 'سياراتي', 'الإعدادات'])
    await expect(nav.getByRole('link', { name: panel })).toBeVisible();
  // No stores yet and not a store manager: the overview has no stores section to fill.
  await expect(page.getByRole('region', { name: 'متاجرك' })).toHaveCount(0);
});

test('an admin rejects a store with a reason, edits and deletes places in the tables; the owner deletes a workshop', async ({
  browser,
  page,
}) => {
  const admin = api.as((await loginAdmin(api)).token);
  const session = await register(api, 'shop_manager', 'places');
  const owner = api.as(session.token);
  const pending = await storeIn('pending', owner, admin);
  const store = await storeIn('active', owner, admin);
  const workshop = await workshopIn('active', owner, admin);
  const doomed = await workshopIn('pending', owner, admin);
  leftovers.push(() => owner.delete(`/api/workshops/${workshop.id}`));

  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/stores');
  await page.getByRole('button', { name: `رفض ${pending.name}` }).click();
  const reject = page.getByRole('dialog', { name: 'رفض المتجر' });
  await reject.getByLabel('سبب الرفض (اختياري)').fill('الشعار غير واضح');
  await expect(reject.getByLabel('سبب الرفض (اختياري)')).toHaveValue('الشعار غير واضح');
  await reject.getByRole('button', { name: 'تأكيد الرفض' }).click();
  await expect(page.getByText('تم رفض المتجر')).toBeVisible();

  // Edited in the table's dialog, then deleted after a confirmation.
  const search = page.getByLabel('بحث بالاسم');
  await search.fill(store.name);
  await expect(search).toHaveValue(store.name);
  await page
    .getByRole('row')
    .filter({ hasText: store.name })
    .getByRole('button', { name: `تعديل ${store.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'تعديل المتجر' });
  await expect(edit.getByLabel('اسم المتجر')).toHaveValue(store.name);
  const renamed = `${store.name} الجديد`;
  await edit.getByLabel('اسم المتجر').fill(renamed);
  await expect(edit.getByLabel('اسم المتجر')).toHaveValue(renamed);
  await edit.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم تحديث المتجر بنجاح')).toBeVisible();
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await renamedRow.getByRole('button', { name: `حذف ${renamed}` }).click();
  const remove = page.getByRole('dialog', { name: 'هل أنت متأكد من حذف هذا المتجر؟' });
  await expect(remove.getByText(`سيُحذف المتجر «${renamed}» نهائيًا.`)).toBeVisible();
  await remove.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByText('تم حذف المتجر بنجاح')).toBeVisible();
  await expect(renamedRow).toHaveCount(0);

  await page.goto('/admin/workshops');
  await page.getByLabel('بحث بالاسم أو الموقع').fill(workshop.name);
  const workshopRow = page.getByRole('row').filter({ hasText: workshop.name });
  await workshopRow.getByRole('button', { name: `تعديل ${workshop.name}` }).click();
  const editWorkshop = page.getByRole('dialog', { name: 'تعديل الورشة' });
  await expect(editWorkshop.getByLabel('اسم الورشة')).toHaveValue(workshop.name);
  await editWorkshop.getByLabel('رقم السجل التجاري').fill('2024-07-555001');
  await expect(editWorkshop.getByLabel('رقم السجل التجاري')).toHaveValue('2024-07-555001');
  await editWorkshop.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم تحديث الورشة بنجاح')).toBeVisible();
  await expect(workshopRow.getByText('2024-07-555001')).toBeVisible();

  // The owner sees the rejection and its reason, and deletes a workshop from «ورشي».
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await loginThroughUi(ownerPage, session.user.email, PASSWORD);
  await ownerPage.goto('/user-dashboard/stores');
  const rejected = ownerPage.getByRole('row').filter({ hasText: pending.name });
  await expect(rejected.getByText('مرفوض', { exact: true })).toBeVisible();
  await expect(rejected.getByText('الشعار غير واضح')).toBeVisible();
  await expect(ownerPage.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await ownerPage.goto('/user-dashboard/workshops');
  await ownerPage.getByRole('button', { name: `حذف ${doomed.name}` }).click();
  await ownerPage.getByRole('dialog', { name: 'هل أنت متأكد من حذف هذه الورشة؟' }).getByRole('button', { name: 'حذف' }).click();
  await expect(ownerPage.getByText('تم حذف الورشة بنجاح')).toBeVisible();
  await expect(ownerPage.getByRole('row').filter({ hasText: doomed.name })).toHaveCount(0);
  await expect(ownerPage.getByRole('row').filter({ hasText: workshop.name })).toBeVisible();
  await context.close();
});

test("a seller's inbox marks a message from someone not signed in as unverified, and a signed-in sender as an account, at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = await marketOfOneOwner();
  const posed = { email: 'admin@sayyara.sy', message: 'رسالة من الإدارة: يرجى تأكيد بيانات حسابك' };
  expect((await api.post(`/api/cars/${market.car.id}/messages`, { ...posed, name: 'إدارة سيّارة' })).status).toBe(201);
  const buyer = await register(api, 'user', 'buyer');
  expect((await api.as(buyer.token).post(`/api/cars/${market.car.id}/messages`, { ...posed, name: 'اسم آخر' })).status).toBe(201);
  await loginThroughUi(page, market.email, PASSWORD);
  await page.goto('/user-dashboard/messages');
  const items = page.getByRole('main').getByRole('listitem');
  const anonymous = items.filter({ hasText: 'إدارة سيّارة' });
  await expect(anonymous.getByText('بريد غير مُتحقَّق منه')).toBeVisible();
  await expect(anonymous.getByText('صاحب حساب')).toHaveCount(0);
  const signedIn = items.filter({ hasText: buyer.user.name });
  await expect(signedIn.getByText('صاحب حساب', { exact: true })).toBeVisible();
  await expect(items.filter({ hasText: 'اسم آخر' })).toHaveCount(0);
  // Opened, the anonymous sender's address is shown as given.
  await anonymous.getByRole('button').first().click();
  await expect(anonymous.getByRole('link', { name: 'admin@sayyara.sy' })).toBeVisible();
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  expect(width).toBeLessThanOrEqual(390);
});
