import { expect, test } from './support/fixtures';
import { ADMIN, loginThroughUi, markNoReload, registerThroughUi } from './support/helpers';
import sharp from 'sharp';

async function logo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" rx="60" fill="#b91c1c"/><circle cx="200" cy="200" r="110" fill="#fff" opacity="0.3"/></svg>`;
  return { name: 'logo.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** Runs in the page: the session token the client keeps (browser storage key `token`). */
const storedToken = () =>
  (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('token');

const digits = () => String(Math.floor(1000 + Math.random() * 9000));

/**
 * A shop manager opens a store with a logo; an admin approves it while the manager watches the
 * status change; a visitor finds it by a search typed with other alef and taa marbuta forms.
 */
test('a store goes from its manager through the admin to a visitor’s Arabic search', async ({ browser }) => {
  const number = digits();
  const storeName = `إطارات الأمانة ${number}`;

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await registerThroughUi(manager, 'هالة منصور', 'بائع/مدير متجر');
  await manager.goto('/add-store');
  await expect(manager.getByRole('heading', { name: 'إنشاء متجر', level: 1 })).toBeVisible();
  await manager.getByRole('button', { name: 'إنشاء المتجر' }).click();
  await expect(manager.getByText('يجب أن يحتوي اسم المتجر على 3 أحرف على الأقل')).toBeVisible();
  await manager.getByLabel('اسم المتجر').fill(storeName);
  await manager.getByLabel('وصف المتجر').fill('إطارات وبطاريات بكفالة رسمية وتبديل مجاني عند الشراء.');
  await manager.getByLabel('المدينة (اختياري)').selectOption('اللاذقية');
  await manager.getByLabel('نوع المتجر (اختياري)').selectOption({ label: 'إطارات وبطاريات' });
  await manager.getByLabel('العنوان').fill('الزراعة، مقابل دوار الأزهري');
  await manager.getByLabel('رقم الهاتف').fill('0933221100');
  await manager.getByLabel('البريد الإلكتروني').fill('amana.tyres@example.sy');
  await manager.getByLabel('الموقع الإلكتروني (اختياري)').fill('www.amana-tyres.sy');
  await manager.getByLabel('شعار المتجر (اختياري)').setInputFiles(await logo());
  await expect(manager.getByRole('img', { name: 'معاينة شعار المتجر (اختياري)' })).toBeVisible();
  await expect(manager.getByLabel('اسم المتجر')).toHaveValue(storeName);
  await manager.getByRole('button', { name: 'إنشاء المتجر' }).click();
  await expect(manager.getByText('تم إنشاء المتجر بنجاح')).toBeVisible();
  await expect(manager).toHaveURL(/\/user-dashboard$/);

  await manager.goto('/user-dashboard/stores');
  const row = manager.getByRole('row').filter({ hasText: storeName });
  await expect(row.getByText('قيد المراجعة')).toBeVisible();
  const managerNotReloaded = await markNoReload(manager);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/stores');
  await admin.getByRole('button', { name: `موافقة على ${storeName}` }).click();
  await expect(admin.getByText('تمت الموافقة على المتجر')).toBeVisible();

  // The manager's table flipped by itself.
  await expect(row.getByText('نشط')).toBeVisible();
  await managerNotReloaded();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/stores');
  await expect(visitor.getByRole('heading', { name: 'المتاجر', level: 1 })).toBeVisible();
  await visitor.getByLabel('ابحث عن متجر').fill(`اطارات الامانه ${number}`);
  // Applied by itself 800 ms after typing stops.
  const card = visitor.getByRole('article').filter({ hasText: storeName });
  await expect(card).toBeVisible();
  // The search has been applied (the results say so): a click before it would be undone when the
  // search, applied 800 ms after typing, puts its words in the address.
  await expect(visitor.getByText(`متجر واحد يطابق «اطارات الامانه ${number}»`)).toBeVisible();
  await expect(card.getByRole('img', { name: `شعار ${storeName}` })).toHaveAttribute('src', /\/media\/variants\/stores\//);
  await expect(card.getByRole('link', { name: `اتصل الآن بـ ${storeName}` })).toHaveAttribute('href', 'tel:0933221100');

  await card.getByRole('link', { name: `زيارة ${storeName}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'زيارة الموقع الإلكتروني' })).toHaveAttribute(
    'href',
    'https://www.amana-tyres.sy',
  );

  await visitor.goto('/stores');
  await visitor.getByLabel('ابحث عن متجر').fill('متجر غير موجود أبدا');
  await expect(visitor.getByLabel('ابحث عن متجر')).toHaveValue('متجر غير موجود أبدا');
  await visitor.getByLabel('ابحث عن متجر').press('Enter');
  await expect(visitor.getByText('لا توجد متاجر مطابقة لـ «متجر غير موجود أبدا».')).toBeVisible();
  await visitor.getByRole('button', { name: 'مسح البحث' }).click();
  await expect(visitor.getByRole('article').first()).toBeVisible();

  await Promise.all([managerContext.close(), adminContext.close(), visitorContext.close()]);
});

/**
 * A workshop owner adds a workshop and two ads, edits one and deletes the other; two visitors
 * review it and the exact average shows; a second review is a 409, one of your own a 403.
 */
test('a workshop: its ads, and reviews whose average is exact', async ({ browser }) => {
  const workshopName = `ورشة الإتقان ${digits()}`;

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await registerThroughUi(owner, 'ماجد الحداد', 'صاحب ورشة');
  await owner.goto('/add-workshop');
  await expect(owner.getByRole('heading', { name: 'إضافة ورشة', level: 1 })).toBeVisible();
  await owner.getByLabel('اسم الورشة').fill(workshopName);
  await owner.getByLabel('المدينة').fill('حمص');
  await owner.getByLabel('الموقع').fill('الوعر، شارع الكورنيش الغربي');
  await owner.getByLabel('رقم السجل التجاري').fill('12345');
  await expect(owner.getByLabel('اسم الورشة')).toHaveValue(workshopName);
  await owner.getByRole('button', { name: 'إضافة الورشة' }).click();
  await expect(owner.getByText('يرجى إدخال رقم السجل التجاري')).toBeVisible();
  await owner.getByLabel('رقم السجل التجاري').fill('2020-03-118890');
  await owner.getByLabel('رقم الهاتف (اختياري)').fill('0966778899');
  await owner.getByLabel('الخدمات (اختياري)').fill('فحص ضمان\nفحص كمبيوتر');
  await owner.getByRole('checkbox', { name: 'تقدم الورشة فحص الضمان' }).check();
  await expect(owner.getByLabel('رقم السجل التجاري')).toHaveValue('2020-03-118890');
  await owner.getByRole('button', { name: 'إضافة الورشة' }).click();
  await expect(owner.getByText('تمت إضافة الورشة بنجاح')).toBeVisible();
  await expect(owner).toHaveURL(/\/workshops-dashboard/);
  await expect(owner.getByText('قيد المراجعة').first()).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/workshops');
  await admin.getByRole('button', { name: `موافقة على ${workshopName}` }).click();
  await expect(admin.getByText('تمت الموافقة على الورشة')).toBeVisible();
  await expect(owner.getByText('نشط').first()).toBeVisible();

  // Two ads from the dashboard's ads tab.
  await owner.getByRole('tab', { name: 'الإعلانات' }).click();
  await expect(owner.getByRole('tab', { name: 'الإعلانات' })).toHaveAttribute('aria-selected', 'true');
  const addAd = async (title: string, price: string) => {
    // Empty again: the form of the ad before has been cleared, so nothing typed now is wiped.
    await expect(owner.getByLabel('عنوان الإعلان')).toHaveValue('');
    await owner.getByLabel('عنوان الإعلان').fill(title);
    await owner.getByLabel('السعر (ل.س)').fill(price);
    await owner.getByLabel('وصف الإعلان').fill(`${title}: خدمة كاملة بأيدي فنيين معتمدين.`);
    await expect(owner.getByLabel('عنوان الإعلان')).toHaveValue(title);
    await owner.getByRole('button', { name: 'إضافة الإعلان' }).click();
    await expect(owner.getByRole('row').filter({ hasText: title })).toBeVisible();
  };
  await addAd('غيار زيت مع فلتر أصلي', '1650');
  await addAd('فحص كمبيوتر شامل', '1100');
  await expect(owner.getByRole('row').filter({ hasText: 'غيار زيت مع فلتر أصلي' }).getByText('1,650 ل.س')).toBeVisible();

  await owner.getByRole('link', { name: 'تعديل غيار زيت مع فلتر أصلي' }).click();
  await expect(owner).toHaveURL(/\/edit-workshop-ad\/\d+$/);
  // The dashboard has an ad form with the same fields: edit only once the ad's own form shows it.
  await expect(owner.getByRole('heading', { name: 'تعديل إعلان الورشة', level: 1 })).toBeVisible();
  await expect(owner.getByLabel('عنوان الإعلان')).toHaveValue('غيار زيت مع فلتر أصلي');
  await owner.getByLabel('عنوان الإعلان').fill('غيار زيت تخليقي مع فلتر');
  await owner.getByLabel('السعر (ل.س)').fill('1800');
  await expect(owner.getByLabel('عنوان الإعلان')).toHaveValue('غيار زيت تخليقي مع فلتر');
  await owner.getByRole('button', { name: 'حفظ التعديلات' }).click();
  await expect(owner.getByText('تم تحديث الإعلان بنجاح')).toBeVisible();
  await expect(owner).toHaveURL(/\/workshops-dashboard/);
  const edited = owner.getByRole('row').filter({ hasText: 'غيار زيت تخليقي مع فلتر' });
  await expect(edited.getByText('1,800 ل.س')).toBeVisible();

  await owner.getByRole('button', { name: 'حذف فحص كمبيوتر شامل' }).click();
  const confirm = owner.getByRole('dialog', { name: 'هل أنت متأكد من حذف هذا الإعلان؟' });
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(owner.getByText('تم حذف الإعلان بنجاح')).toBeVisible();
  await expect(owner.getByRole('row').filter({ hasText: 'فحص كمبيوتر شامل' })).toHaveCount(0);
  await expect(edited).toBeVisible();

  const workshopId = Number(new URL(owner.url()).searchParams.get('workshop'));
  expect(workshopId).toBeGreaterThan(0);

  // Two visitors rate it 5 and 4: the page shows exactly 4.5.
  const review = async (name: string, stars: number, comment: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerThroughUi(page, name, 'مستخدم/زبون');
    await page.goto('/workshops');
    await expect(page.getByRole('heading', { name: 'الورش', level: 1 })).toBeVisible();
    const search = workshopName.replace('الإتقان', 'الاتقان');
    await page.getByLabel('ابحث عن ورشة').fill(search);
    await expect(page.getByLabel('ابحث عن ورشة')).toHaveValue(search);
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await page.getByRole('link', { name: workshopName }).click();
    await expect(page.getByRole('heading', { name: workshopName })).toBeVisible();
    await expect(page.getByText('غيار زيت تخليقي مع فلتر')).toBeVisible();
    await page.getByRole('tab', { name: /التقييمات/ }).click();
    await page.getByRole('radio', { name: `${stars} من 5` }).check();
    await page.getByLabel('تعليقك').fill(comment);
    await expect(page.getByLabel('تعليقك')).toHaveValue(comment);
    await page.getByRole('button', { name: 'نشر التقييم' }).click();
    await expect(page.getByText('شكرًا لك، تم نشر تقييمك')).toBeVisible();
    return { context, page };
  };
  const first = await review('سامر الحلبي', 5, 'فحص دقيق جدًا وخدمة ممتازة');
  const second = await review('رانيا الخطيب', 4, 'جيدة، والانتظار كان قصيرًا');
  await second.page.reload();
  await expect(second.page.getByRole('img', { name: 'التقييم 4.5 من 5 (تقييمان)' }).first()).toBeVisible();

  // The same visitor again: 409. The owner on their own workshop: 403.
  const token = await first.page.evaluate(storedToken);
  const again = await first.page.request.post(`/api/workshops/${workshopId}/reviews`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { rating: 1, comment: 'تقييم ثانٍ' },
  });
  expect(again.status()).toBe(409);
  const ownerToken = await owner.evaluate(storedToken);
  const own = await owner.request.post(`/api/workshops/${workshopId}/reviews`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { rating: 5, comment: 'أفضل ورشة في حمص' },
  });
  expect(own.status()).toBe(403);

  // The owner's overview shows the real numbers.
  await owner.getByRole('tab', { name: 'نظرة عامة' }).click();
  await expect(owner.getByText('4.5 من 5')).toBeVisible();

  await Promise.all([ownerContext.close(), adminContext.close(), first.context.close(), second.context.close()]);
});
