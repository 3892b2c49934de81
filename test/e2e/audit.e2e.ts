import { expect, test } from './support/fixtures';
import { ADMIN, chooseDate, loginThroughUi, markNoReload, photo, uniqueEmail } from './support/helpers';

/**
 * An auditor's questions answered from the log: the live tail shows a new listing as it happens,
 * the car's page in the audit area tells who did what, and its state can be viewed as of any event.
 */
test('an auditor follows the log live and looks at a car as it was', async ({ browser, request }) => {
  const auditorContext = await browser.newContext();
  const auditor = await auditorContext.newPage();
  await loginThroughUi(auditor, ADMIN.email, ADMIN.password);
  await auditor.getByRole('link', { name: 'سجل التدقيق' }).first().click();
  await expect(auditor.getByRole('heading', { name: 'سجل التدقيق' })).toBeVisible();
  await expect(auditor.getByRole('status').filter({ hasText: 'مباشرة' })).toBeVisible();
  const notReloaded = await markNoReload(auditor);

  // A seller lists a car through the API while the auditor watches.
  const registered = await request.post('/auth/register', {
    data: {
      name: 'بائع التدقيق',
      email: uniqueEmail('audit-seller'),
      password: 'password123',
      password_confirmation: 'password123',
    },
  });
  const { token } = await registered.json();
  const image = await photo('car.jpg', 600, 400);
  const created = await request.post('/api/cars', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: 'كيا سيراتو للتدقيق',
      brand: 'kia',
      category_id: '1',
      country_of_manufacture: 'كوريا',
      model: 'Cerato',
      year: '2018',
      condition: 'used',
      mileage: '70000',
      fuel_type: 'petrol',
      transmission: 'automatic',
      horsepower: '147',
      seats: '5',
      color: 'أبيض',
      description: 'سيارة نظيفة جدًا للتجربة في سجل التدقيق',
      'images[]': image,
    },
  });
  const car = await created.json();

  const row = auditor
    .getByRole('row')
    .filter({ hasText: `سيارة #${car.id}` })
    .filter({ hasText: 'إضافة سيارة' });
  await expect(row).toBeVisible();
  await notReloaded();

  await row.getByRole('link', { name: `سيارة #${car.id}` }).click();
  await expect(auditor.getByRole('heading', { name: `تاريخ سيارة #${car.id}` })).toBeVisible();
  const timeline = auditor.getByRole('list', { name: 'الأحداث' });
  await expect(timeline.getByRole('heading', { name: '1. إضافة سيارة' })).toBeVisible();
  await expect(timeline.getByText('بواسطة: بائع التدقيق')).toBeVisible();

  await timeline.getByRole('button', { name: 'عرض الحالة بعد هذا الحدث' }).first().click();
  const state = auditor.getByRole('region', { name: 'الحالة في تلك اللحظة' });
  await expect(state.getByText('كيا سيراتو للتدقيق')).toBeVisible();
  // The listing's row and the risk checks' row of the same car are both pending at that moment.
  await expect(state.getByText('pending').first()).toBeVisible();

  // The state at a moment is chosen as day, month by name, year, hour and minute: the end of
  // today in the browser's time zone holds the car listed a moment ago.
  const today = await auditor.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await chooseDate(auditor, 'الحالة في وقت محدد', today);
  await auditor.getByLabel('الساعة').selectOption('23');
  await auditor.getByLabel('الدقيقة').selectOption('59');
  const asOf = auditor.waitForResponse((r) => r.url().includes('/state?at='));
  await auditor.getByRole('button', { name: 'عرض الحالة', exact: true }).click();
  const answer = await asOf;
  expect(answer.status()).toBe(200);
  const at = new URL(answer.url()).searchParams.get('at');
  expect(at).toBe(await auditor.evaluate((local) => new Date(local).toISOString(), `${today}T23:59`));
  await expect(state.getByText('كيا سيراتو للتدقيق')).toBeVisible();
  await auditorContext.close();
});
