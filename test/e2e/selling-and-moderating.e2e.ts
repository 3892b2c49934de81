import { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, loginThroughUi, markNoReload, photo, uniqueEmail } from './support/helpers';

interface Account {
  id: number;
  name: string;
  email: string;
  token: string;
}

const PASSWORD = 'password123';

/** An account opened through the API: these stories are about what comes after signing up. */
async function registerAccount(request: APIRequestContext, name: string): Promise<Account> {
  const email = uniqueEmail('e2e');
  const res = await request.post('/auth/register', {
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD, role: 'user' },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { id: body.user.id, name, email, token: body.token };
}

/** A pending car with one photo and a sale offer, listed through the API. */
async function listCarViaApi(request: APIRequestContext, token: string, name: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const car = await request.post('/api/cars', {
    headers,
    multipart: {
      name,
      brand: '1',
      category_id: '1',
      country_of_manufacture: 'اليابان',
      model: 'Corolla',
      year: '2018',
      condition: 'used',
      mileage: '120000',
      fuel_type: 'petrol',
      transmission: 'automatic',
      horsepower: '130',
      seats: '5',
      color: 'أبيض',
      description: 'سيارة نظيفة بحالة ممتازة، صيانة دورية وفحص كامل.',
      'images[]': await photo('car.jpg', 640, 480),
    },
  });
  expect(car.status()).toBe(201);
  const { id } = await car.json();
  const offer = await request.post(`/api/cars/${id}/offers`, {
    headers,
    data: { offer_type: 'sale', price: 9000, price_unit: 'USD', is_available: 1, location: 'حلب' },
  });
  expect(offer.status()).toBe(201);
  return id;
}

const suffix = () => Math.random().toString(36).slice(2, 6);

async function fieldMessage(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('a seller adds a car with two photos through the form, edits it and removes a photo', async ({ page, request }) => {
  const seller = await registerAccount(request, 'رامي الحمصي');
  const carName = `كيا سبورتاج ${suffix()} عائلية`;
  await loginThroughUi(page, seller.email, PASSWORD);

  await page.goto('/add-car');
  await expect(page.getByRole('heading', { name: 'أضف سيارتك', level: 1 })).toBeVisible();
  // Previewing an empty form shows the spec's messages, field by field.
  await page.getByRole('button', { name: 'معاينة البيانات' }).click();
  await expect(page.getByText('يرجى تصحيح الحقول المشار إليها')).toBeVisible();
  await fieldMessage(page, 'يجب أن يحتوي الاسم على 5 أحرف على الأقل');
  await fieldMessage(page, 'يرجى اختيار الماركة');
  await fieldMessage(page, 'يرجى إدخال الموديل');
  await fieldMessage(page, 'يرجى إدخال عدد الكيلومترات');
  await fieldMessage(page, 'يجب أن يحتوي الوصف على 20 حرفًا على الأقل');
  await fieldMessage(page, 'يرجى رفع صور للسيارة');

  await page.getByLabel('اسم السيارة').fill('كيا');
  await page.getByLabel('الوصف', { exact: true }).fill('قصير');
  await expect(page.getByLabel('اسم السيارة')).toHaveValue('كيا');
  await page.getByRole('button', { name: 'معاينة البيانات' }).click();
  await fieldMessage(page, 'يجب أن يحتوي الاسم على 5 أحرف على الأقل');
  await fieldMessage(page, 'يجب أن يحتوي الوصف على 20 حرفًا على الأقل');

  await page.getByLabel('اسم السيارة').fill(carName);
  await page.getByLabel('الماركة').selectOption({ label: 'كيا' });
  await page.getByLabel('الموديل').fill('Sportage');
  await page.getByLabel('فئة السيارة').selectOption({ label: 'دفع رباعي' });
  await page.getByLabel('سنة الصنع').fill('2020');
  await page.getByLabel('بلد التصنيع').fill('كوريا الجنوبية');
  await page.getByLabel('حالة السيارة').selectOption({ label: 'مستعملة' });
  await page.getByLabel('عدد الكيلومترات').fill('45000');
  await page.getByLabel('نوع الوقود').selectOption({ label: 'ديزل' });
  await page.getByLabel('ناقل الحركة').selectOption({ label: 'أوتوماتيك' });
  await page.getByLabel('قوة المحرك (حصان)').fill('185');
  await page.getByLabel('عدد المقاعد').fill('5');
  await page.getByLabel('اللون').fill('رمادي');
  await page.getByLabel('الوصف', { exact: true }).fill('سيارة عائلية بحالة الوكالة، فحص كامل وصيانة دورية موثقة.');
  await page.getByLabel('صور السيارة').setInputFiles([await photo('front.jpg'), await photo('back.jpg')]);
  await expect(page.getByRole('list', { name: 'الصور المختارة' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('اسم السيارة')).toHaveValue(carName);

  // The offer tab has its own rules: a rent needs a period, a price and a place.
  await page.getByRole('button', { name: /التالي: بيانات العرض/ }).click();
  await page.getByLabel('نوع العرض').selectOption({ label: 'إيجار' });
  await page.getByRole('button', { name: 'معاينة البيانات' }).click();
  await fieldMessage(page, 'يرجى إدخال فترة التسعير للعروض المؤجرة');
  await fieldMessage(page, 'يرجى إدخال السعر');
  await fieldMessage(page, 'يرجى إدخال الموقع');
  await page.getByLabel('نوع العرض').selectOption({ label: 'بيع' });
  await page.getByLabel('السعر').fill('23500');
  await page.getByLabel('العملة').selectOption({ label: '$' });
  await page.getByLabel('الموقع').fill('حمص - الإنشاءات');
  await expect(page.getByLabel('السعر')).toHaveValue('23500');

  await page.getByRole('button', { name: 'معاينة البيانات' }).click();
  await expect(page.getByText(/وضع المعاينة/)).toBeVisible();
  await expect(page.getByLabel('السعر')).toBeDisabled();
  await page.getByRole('button', { name: 'تأكيد الإضافة' }).click();
  await expect(page.getByText('تمت إضافة السيارة والعرض بنجاح')).toBeVisible();
  await expect(page).toHaveURL(/\/car-listings$/);

  // Edit it from the dashboard: colour and price change; the car keeps its photos.
  await page.goto('/user-dashboard/cars');
  const row = page.getByRole('listitem').filter({ hasText: carName });
  await expect(row.getByText('قيد المراجعة')).toBeVisible();
  await row.getByRole('link', { name: `تعديل ${carName}` }).click();
  await expect(page.getByRole('heading', { name: 'تعديل السيارة' })).toBeVisible();
  await expect(page.getByLabel('اسم السيارة')).toHaveValue(carName);
  await expect(page.getByLabel('الماركة')).toHaveValue('kia');
  await expect(page.getByRole('list', { name: 'الصور الحالية' }).getByRole('listitem')).toHaveCount(2);

  await page.getByLabel('عدد الكيلومترات').fill('');
  await expect(page.getByLabel('عدد الكيلومترات')).toHaveValue('');
  await page.getByRole('button', { name: 'تحديث السيارة' }).click();
  // The right message for mileage (the older client showed the seats text here).
  await fieldMessage(page, 'يرجى إدخال عدد الكيلومترات');
  await page.getByLabel('عدد الكيلومترات').fill('46000');
  await page.getByLabel('اللون').fill('أسود ملكي');
  await page.getByLabel('السعر').fill('22900');
  await expect(page.getByLabel('اللون')).toHaveValue('أسود ملكي');
  await expect(page.getByLabel('السعر')).toHaveValue('22900');
  await page.getByRole('button', { name: 'تحديث السيارة' }).click();
  await expect(page.getByText('تم تحديث السيارة بنجاح')).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard$/);

  // Remove one photo; the last one cannot go.
  await page.goto('/user-dashboard/cars');
  await page
    .getByRole('listitem')
    .filter({ hasText: carName })
    .getByRole('link', { name: `تعديل ${carName}` })
    .click();
  const photos = page.getByRole('list', { name: 'الصور الحالية' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expect(page.getByLabel('اللون')).toHaveValue('أسود ملكي');
  await page.getByRole('button', { name: 'حذف الصورة 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حذف الصورة' }).click();
  await expect(page.getByText('تم حذف الصورة')).toBeVisible();
  await expect(photos).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'حذف الصورة 1' })).toBeDisabled();

  const cars = await request.get(`/api/cars?user_id=${seller.id}&per_page=100`, {
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  const saved = (await cars.json()).data.find((c: { name: string }) => c.name === carName);
  expect(saved).toMatchObject({ color: 'أسود ملكي', mileage: 46000, brand: 'kia', status: 'pending' });
  expect(saved.offer).toMatchObject({ price: 22900, price_unit: 'USD', location: 'حمص - الإنشاءات' });
  expect(saved.images).toHaveLength(1);
});

test('an admin rejects one car and approves another while the seller watches the statuses change', async ({
  browser,
  request,
}) => {
  const seller = await registerAccount(request, 'نور الدمشقية');
  const rejected = `نيسان صني ${suffix()} اقتصادية`;
  const approved = `هوندا سيفيك ${suffix()} نظيفة`;
  await listCarViaApi(request, seller.token, rejected);
  await listCarViaApi(request, seller.token, approved);

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await loginThroughUi(sellerPage, seller.email, PASSWORD);
  await sellerPage.goto('/user-dashboard/cars');
  const rejectedRow = sellerPage.getByRole('listitem').filter({ hasText: rejected });
  const approvedRow = sellerPage.getByRole('listitem').filter({ hasText: approved });
  await expect(rejectedRow.getByText('قيد المراجعة')).toBeVisible();
  await expect(approvedRow.getByText('قيد المراجعة')).toBeVisible();
  const sellerNotReloaded = await markNoReload(sellerPage);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'لوحة الإدارة' })
    .getByRole('link', { name: /مراجعة الإعلانات/ })
    .click();
  await expect(admin.getByRole('heading', { name: 'مراجعة الإعلانات' })).toBeVisible();

  const toReject = admin.getByRole('listitem').filter({ hasText: rejected });
  await toReject.getByRole('button', { name: `رفض ${rejected}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'رفض السيارة' });
  await expect(dialog.getByText(`هل أنت متأكد من رفض السيارة «${rejected}»؟`, { exact: false })).toBeVisible();
  await dialog.getByLabel('سبب الرفض (اختياري)').fill('الصور لا تظهر السيارة بوضوح');
  await expect(dialog.getByLabel('سبب الرفض (اختياري)')).toHaveValue('الصور لا تظهر السيارة بوضوح');
  await dialog.getByRole('button', { name: 'تأكيد الرفض' }).click();
  await expect(admin.getByText('تم رفض السيارة بنجاح')).toBeVisible();
  await expect(toReject).toHaveCount(0);

  const toApprove = admin.getByRole('listitem').filter({ hasText: approved });
  await toApprove.getByRole('button', { name: `موافقة على ${approved}` }).click();
  await expect(admin.getByText('تمت الموافقة على السيارة بنجاح')).toBeVisible();
  await expect(toApprove).toHaveCount(0);

  // The seller's list changed by itself, reason included.
  await expect(rejectedRow.getByText('مرفوض', { exact: true })).toBeVisible();
  await expect(rejectedRow.getByText('سبب الرفض: الصور لا تظهر السيارة بوضوح')).toBeVisible();
  await expect(approvedRow.getByText('نشط', { exact: true })).toBeVisible();
  await sellerNotReloaded();

  // The admin finds both under their new statuses.
  await admin.getByLabel('الحالة').selectOption({ label: 'مرفوض' });
  await expect(admin.getByRole('listitem').filter({ hasText: rejected })).toBeVisible();
  await admin.getByLabel('الحالة').selectOption({ label: 'نشط' });
  await expect(admin.getByRole('listitem').filter({ hasText: approved })).toBeVisible();
  // A typo of a word no active listing holds finds the rejected car by its near spelling; a typo
  // of an active listing's word is corrected as a buyer's is, and the page says so.
  await admin.getByLabel('الحالة').selectOption({ label: 'كل الحالات' });
  await admin.getByLabel('ابحث عن سيارة').fill('نيسسان');
  await expect(admin.getByRole('listitem').filter({ hasText: approved })).toHaveCount(0);
  await expect(admin.getByRole('listitem').filter({ hasText: rejected })).toBeVisible();
  await admin.getByLabel('ابحث عن سيارة').fill('سيفيق');
  await expect(admin.getByRole('status').filter({ hasText: 'هل تقصد' }).getByRole('link', { name: 'سيفيك' })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: approved })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: rejected })).toHaveCount(0);

  await Promise.all([sellerContext.close(), adminContext.close()]);
});

test("an admin assigns a role and the user's header changes on their next sign-in", async ({ browser, request }) => {
  const user = await registerAccount(request, `سلمى ${suffix()}`);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await loginThroughUi(userPage, user.email, PASSWORD);
  const header = userPage.getByRole('banner');
  await expect(header.getByText('مستخدم/زبون').first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'لوحة التحكم' }).first()).toBeVisible();
  await userPage.goto('/admin');
  await expect(userPage).toHaveURL(/\/user-dashboard$/); // not an admin (yet)

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { name: 'إدارة المستخدمين' })).toBeVisible();
  await admin.getByLabel('ابحث عن مستخدم').fill(user.email);
  const row = admin.getByRole('row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `تعيين دور للمستخدم «${user.name}»` }).click();
  const dialog = admin.getByRole('dialog', { name: `تعيين دور للمستخدم «${user.name}»` });
  const assign = dialog.getByRole('button', { name: 'تعيين' });
  await expect(assign).toBeDisabled();
  await dialog.getByLabel('الدور').selectOption({ label: 'مدير النظام' });
  await expect(assign).toBeEnabled();
  await assign.click();
  await expect(admin.getByText('تم تعيين الدور بنجاح')).toBeVisible();
  await expect(row.getByText('مدير النظام')).toBeVisible();

  // At the next sign-in the header shows the new role and leads to the admin area.
  await header.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
  await expect(userPage.getByText('تم تسجيل الخروج')).toBeVisible();
  await loginThroughUi(userPage, user.email, PASSWORD);
  await expect(header.getByText('مدير النظام').first()).toBeVisible();
  await header.getByRole('link', { name: 'لوحة الإدارة' }).first().click();
  await expect(userPage).toHaveURL(/\/admin$/);
  await expect(userPage.getByRole('heading', { name: 'لوحة الإدارة' })).toBeVisible();

  await Promise.all([userContext.close(), adminContext.close()]);
});
