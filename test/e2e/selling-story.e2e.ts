import { expect, test } from './support/fixtures';
import { ADMIN, loginThroughUi, markNoReload, photo, registerThroughUi } from './support/helpers';

/**
 * The spine's story: a seller registers and lists a car with photos; an admin, in another
 * browser, sees it arrive in the moderation queue and approves it; the seller's list flips to
 * active; a visitor finds the car with its processed photo. No page is reloaded on the way.
 */
test('a listing goes from the seller through live moderation to the public', async ({ browser }) => {
  const carName = `هيونداي النترا ${randomSuffix()} نظيفة`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/moderation');
  await expect(admin.getByRole('heading', { name: 'مراجعة الإعلانات' })).toBeVisible();
  const adminNotReloaded = await markNoReload(admin);

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await registerThroughUi(seller, 'ماهر الشامي', 'مستخدم/زبون', 'seller');

  await seller.getByRole('link', { name: 'أضف سيارتك' }).first().click();
  await expect(seller.getByRole('heading', { name: 'أضف سيارتك', level: 1 })).toBeVisible();
  await seller.getByLabel('اسم السيارة').fill(carName);
  await seller.getByLabel('الماركة').selectOption({ label: 'هيونداي' });
  await seller.getByLabel('الموديل').fill('Elantra');
  await seller.getByLabel('فئة السيارة').selectOption({ index: 1 });
  await seller.getByLabel('سنة الصنع').fill('2017');
  await seller.getByLabel('بلد التصنيع').fill('كوريا الجنوبية');
  await seller.getByLabel('عدد الكيلومترات').fill('98000');
  await seller.getByLabel('نوع الوقود').selectOption({ label: 'بنزين' });
  await seller.getByLabel('ناقل الحركة').selectOption({ label: 'أوتوماتيك' });
  await seller.getByLabel('قوة المحرك (حصان)').fill('147');
  await seller.getByLabel('عدد المقاعد').fill('5');
  await seller.getByLabel('اللون').fill('رمادي');
  await seller.getByLabel('الوصف', { exact: true }).fill('سيارة بحالة ممتازة، صيانة دورية، فحص كامل وجاهزة للفراغ.');
  await seller.getByLabel('صور السيارة').setInputFiles([await photo('front.jpg'), await photo('side.jpg')]);
  await expect(seller.getByLabel('اسم السيارة')).toHaveValue(carName);
  await seller.getByRole('button', { name: /التالي: بيانات العرض/ }).click();
  await seller.getByLabel('نوع العرض').selectOption({ label: 'بيع' });
  await seller.getByLabel('السعر').fill('11500');
  await seller.getByLabel('العملة').selectOption({ label: '$' });
  await seller.getByLabel('الموقع').fill('دمشق - المزة');
  await expect(seller.getByLabel('السعر')).toHaveValue('11500');
  await seller.getByRole('button', { name: 'معاينة البيانات' }).click();
  await seller.getByRole('button', { name: 'تأكيد الإضافة' }).click();
  await expect(seller.getByText('تمت إضافة السيارة والعرض بنجاح')).toBeVisible();
  await expect(seller).toHaveURL(/\/car-listings$/);

  await seller.getByRole('link', { name: 'لوحة التحكم' }).first().click();
  const myRow = seller.getByRole('listitem').filter({ hasText: carName });
  await expect(myRow.getByText('قيد المراجعة')).toBeVisible();
  const sellerNotReloaded = await markNoReload(seller);

  // The car arrived in the admin's queue by itself.
  const queued = admin.getByRole('listitem').filter({ hasText: carName });
  await expect(queued).toBeVisible();
  await adminNotReloaded();
  await queued.getByRole('button', { name: `موافقة على ${carName}` }).click();
  await expect(admin.getByText('تمت الموافقة على السيارة بنجاح')).toBeVisible();
  await expect(queued).toHaveCount(0);

  // …and the seller's list flipped to active by itself.
  await expect(myRow.getByText('نشط')).toBeVisible();
  await sellerNotReloaded();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/car-listings');
  const card = visitor.getByRole('article').filter({ hasText: carName });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img').first()).toHaveAttribute('src', /\/media\/variants\//);
  await card.getByRole('link').first().click();
  await expect(visitor.getByRole('heading', { name: carName })).toBeVisible();
  await expect(visitor.getByText('11,500').first()).toBeVisible();

  await Promise.all([adminContext.close(), sellerContext.close(), visitorContext.close()]);
});

function randomSuffix(): string {
  return Math.random().toString(36).slice(2, 6);
}
