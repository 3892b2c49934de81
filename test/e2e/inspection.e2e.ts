import { expect, test } from './support/fixtures';
import { ADMIN, chooseDate, loginThroughUi, markNoReload, registerThroughUi } from './support/helpers';

/** The warranty inspection form (/inspction), all of it; an admin schedules the request while its owner watches. */
test('a warranty inspection request is sent, scheduled by an admin and followed live', async ({ browser }) => {
  const carName = `كيا سيراتو ${Math.floor(1000 + Math.random() * 9000)} أوتوماتيك`;
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await registerThroughUi(owner, 'سامر الحلبي', 'مستخدم/زبون', 'inspection');

  await owner.goto('/inspction');
  await expect(owner.getByRole('heading', { name: 'طلب فحص ضمان', level: 1 })).toBeVisible();
  await owner.getByLabel('اسم السيارة').fill(carName);
  await expect(owner.getByLabel('اسم السيارة')).toHaveValue(carName);
  await owner.getByRole('button', { name: 'إرسال طلب الفحص' }).click();
  // Every field the rules require is on the form and says what is missing.
  await expect(owner.getByText('يرجى اختيار الماركة')).toBeVisible();
  await expect(owner.getByText('يرجى إدخال رقم هاتف صحيح للتواصل')).toBeVisible();
  await owner.getByLabel('الماركة').selectOption({ label: 'كيا' });
  await owner.getByLabel('الموديل').fill('Cerato');
  await owner.getByLabel('فئة السيارة').selectOption({ index: 1 });
  await owner.getByLabel('سنة الصنع').fill('2016');
  await owner.getByLabel('بلد التصنيع').fill('كوريا الجنوبية');
  await owner.getByLabel('عدد الكيلومترات').fill('120000');
  await owner.getByLabel('نوع الوقود').selectOption({ label: 'بنزين' });
  await owner.getByLabel('ناقل الحركة').selectOption({ label: 'أوتوماتيك' });
  await owner.getByLabel('قوة المحرك (حصان)').fill('147');
  await owner.getByLabel('عدد المقاعد').fill('5');
  await owner.getByLabel('اللون').fill('أبيض');
  await owner.getByLabel('وصف السيارة وسبب الفحص').fill('أرغب بفحص ضمان قبل عرض السيارة للبيع، صيانة دورية.');
  await owner.getByLabel('رقم الهاتف للتواصل').fill('0944123456');
  await owner.getByLabel('مدينة السيارة').fill('دمشق');
  await expect(owner.getByLabel('اسم السيارة')).toHaveValue(carName);
  await expect(owner.getByLabel('الموديل')).toHaveValue('Cerato');
  // The preferred day the Syrian way (day, month by name, year); the API still gets an ISO date.
  const day = `${new Date().getFullYear() + 1}-03-05`;
  await chooseDate(owner, 'اليوم المفضل (اختياري)', day);
  await expect(owner.getByRole('group', { name: 'اليوم المفضل (اختياري)' }).getByLabel('الشهر')).toHaveValue('3');
  const sent = owner.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/inspection');
  await owner.getByRole('button', { name: 'إرسال طلب الفحص' }).click();
  expect((await sent).postDataJSON().preferred_date).toBe(day);
  await expect(owner.getByText('تم إرسال طلب الضمان بنجاح')).toBeVisible();
  await expect(owner).toHaveURL(/\/user-dashboard\/inspections$/);
  const mine = owner.getByRole('listitem').filter({ hasText: carName });
  await expect(mine.getByText('تم الطلب')).toBeVisible();
  const ownerNotReloaded = await markNoReload(owner);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/inspections');
  const request = admin.getByRole('listitem').filter({ hasText: carName });
  await request.getByRole('button', { name: /^جدولة طلب/ }).click();
  // The appointment is chosen the Syrian way: day, month by name, year, then the hour and minute.
  const appointment = `${new Date().getFullYear() + 1}-05-04`;
  await chooseDate(admin, 'موعد الفحص', appointment);
  await admin.getByLabel('الساعة').selectOption('10');
  await admin.getByLabel('الدقيقة').selectOption('30');
  await admin.getByLabel('ملاحظة لصاحب الطلب (اختياري)').fill('يرجى إحضار أوراق السيارة');
  const scheduling = admin.waitForRequest(
    (r) => r.method() !== 'GET' && /\/inspection/.test(r.url()) && r.postData()?.includes('scheduled') === true,
  );
  await admin.getByRole('button', { name: 'تأكيد' }).click();
  // The API still takes an instant: 10:30 on that day in the browser's own time zone.
  const body = JSON.parse((await scheduling).postData() ?? '{}') as Record<string, unknown>;
  const instant = await admin.evaluate((local) => new Date(local).toISOString(), `${appointment}T10:30`);
  expect(body.scheduled_at).toBe(instant);
  await expect(admin.getByText('تم تحديث حالة الطلب')).toBeVisible();

  await expect(mine.getByText('تمت الجدولة')).toBeVisible();
  await expect(mine.getByText('ملاحظة الإدارة: يرجى إحضار أوراق السيارة')).toBeVisible();
  await ownerNotReloaded();

  await Promise.all([ownerContext.close(), adminContext.close()]);
});
