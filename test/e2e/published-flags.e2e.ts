import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, loginThroughUi, markNoReload } from './support/helpers';
import { adminToken, listApprovedCar, registerAccount } from './support/market';

/**
 * A published listing's risky edit reaches a moderator: the admin's «إعلانات منشورة بإشارات»
 * panel shows it live with its flags' Arabic reasons; «إبقاء» clears it until a different flag,
 * and «إيقاف الإعلان» takes it down with a reason the seller reads. At desktop width and at 390 px.
 */
const revise = async (request: APIRequestContext, token: string, id: number, description: string) => {
  const res = await request.put(`/api/cars/${id}`, { headers: { authorization: `Bearer ${token}` }, form: { description } });
  expect(res.status()).toBe(200);
  expect((await res.json()).status).toBe('active');
};

test('an admin keeps a published listing flagged after its edit, then takes it down when a new flag comes', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const seller = await registerAccount(request, 'بائع الإشارات');
  const name = `هيونداي توسان ${Math.random().toString(36).slice(2, 6)} نظيفة`;
  const id = await listApprovedCar(request, seller.token, admin, {
    name,
    brand: '2',
    model: 'Tucson',
    year: 2018,
    offer: { offer_type: 'sale', price: 17000, price_unit: 'USD', is_available: 1, location: 'دمشق - المالكي' },
  });

  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: /لوحة/ });
  await nav.getByRole('link', { name: 'إعلانات منشورة بإشارات' }).click();
  await expect(page.getByRole('heading', { name: 'إعلانات منشورة بإشارات جديدة' })).toBeVisible();
  const notReloaded = await markNoReload(page);
  const card = page.getByRole('listitem').filter({ hasText: name });

  // The seller edits a phone number into the published ad: it arrives by itself, with why.
  await revise(request, seller.token, id, 'سيارة نظيفة بحالة ممتازة، للتواصل مباشرة 0933 555 121 بدون وسطاء.');
  await expect(card.getByRole('list', { name: 'مؤشرات الخطر' })).toContainText('0933 555 121');
  await expect(card.getByRole('list', { name: 'مؤشرات الخطر' })).toContainText('بيانات تواصل في النص');
  // The navigation counts what is waiting there.
  await expect(nav.getByLabel(/بإشارات جديدة$/)).toBeVisible();
  await card.getByRole('button', { name: `إبقاء ${name}` }).click();
  await expect(page.getByText('أُبقي الإعلان منشورًا، ولن يعود إلى هنا إلا بإشارة جديدة')).toBeVisible();
  await expect(card).toHaveCount(0);

  // On a phone: a different number brings it back; the admin takes it down with a reason.
  await page.setViewportSize({ width: 390, height: 844 });
  await revise(request, seller.token, id, 'سيارة نظيفة بحالة ممتازة، اتصلوا على 0944 321 654 فقط.');
  await expect(card.getByRole('list', { name: 'مؤشرات الخطر' })).toContainText('0944 321 654');
  await expect(card.getByRole('button', { name: `إبقاء ${name}` })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: `إيقاف ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'إيقاف الإعلان' });
  await expect(dialog.getByRole('button', { name: 'تأكيد الإيقاف' })).toBeDisabled();
  const reason = 'أرقام الهواتف في الوصف ممنوعة: التواصل عبر الموقع';
  await dialog.getByLabel('سبب الإيقاف (يراه البائع)').fill(reason);
  await dialog.getByRole('button', { name: 'تأكيد الإيقاف' }).click();
  await expect(page.getByText('أُوقف الإعلان، وسيرى البائع السبب')).toBeVisible();
  await expect(card).toHaveCount(0);
  await notReloaded();

  // The seller reads why; buyers no longer find it.
  const own = await request.get(`/api/cars/${id}`, { headers: { authorization: `Bearer ${seller.token}` } });
  expect(await own.json()).toMatchObject({ status: 'rejected', rejection_reason: reason });
  expect((await request.get(`/api/cars/${id}`)).status()).toBe(404);
});
