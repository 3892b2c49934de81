import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createHash, randomBytes } from 'node:crypto';
import { Api } from '../support/api';
import { carIn } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { storeIn, workshopIn } from '../support/places';
import { ADMIN, chooseDate, loginThroughUi, photo, uniqueEmail } from './support/helpers';
import { registerAccount, seed, sql } from './support/market';

// The API helpers of the integration tests, pointed at this worker's marketplace (one worker: the first slot).
const api = new Api(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`);
const PASSWORD = 'password123';
const suffix = () => randomBytes(3).toString('hex');

// What a test put on the public market goes when it ends: other files count the cars they list.
const leftovers: Array<() => Promise<unknown>> = [];
test.afterEach(async () => {
  while (leftovers.length) await leftovers.pop()!();
});

test('counts meet their nouns in Arabic; "fits all" tyres stay out of other models', async ({ page }) => {
  await page.goto('/list-car');
  await expect(page.getByText('ست خطوات بسيطة تفصلك عن آلاف المشترين في سوريا')).toBeVisible();

  await page.goto('/rentals');
  await page.getByRole('tab', { name: 'إيجار شهري' }).click();
  await expect(page.getByLabel('عدد الأشهر').locator('option')).toHaveText(['شهر واحد', 'شهران', '3 أشهر', '6 أشهر', '12 شهرًا']);

  seed('demo-parts');
  await page.goto(`/spare-parts?q=${encodeURIComponent('بيلية')}`);
  await expect(page.getByRole('article').filter({ hasText: 'بيلية عجلة أمامية أكورد' })).toContainText('متوفر (8 قطع)');

  await page.goto('/spare-parts?category=wheels_tyres&make=toyota&model=camry');
  await expect(page.getByRole('article').filter({ hasText: 'جنط ألمنيوم 17 إنش كامري' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'براغي عجلات مع قفل' })).toBeVisible(); // it does fit all
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText(/إطار 205\/55|إطار 225\/65/)).toHaveCount(0);

  const admin = api.as((await loginAdmin(api)).token);
  const owner = api.as((await register(api, 'shop_manager', 'store')).token);
  const name = `مركز العناية بالسيارات ${suffix()}`;
  const store = await storeIn('active', owner, admin, { name, email: 'care@example.sy', website: 'https://care.example.sy' });
  leftovers.push(() => owner.delete(`/api/stores/${store.id}`));
  await page.goto('/stores');
  await page.getByLabel('ابحث عن متجر').fill(name);
  await page.getByLabel('ابحث عن متجر').press('Enter');
  await expect(page.getByText(`متجر واحد يطابق «${name}»`)).toBeVisible();
  // The card's e-mail and website are links, as on the store's own page.
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByRole('link', { name: 'care@example.sy' })).toHaveAttribute('href', 'mailto:care@example.sy');
  await expect(card.getByRole('link', { name: 'care.example.sy' })).toHaveAttribute('href', 'https://care.example.sy');
});

test('the home quick search looks for cars on sale, not rentals priced by the day', async ({ page }) => {
  const admin = api.as((await loginAdmin(api)).token);
  const seller = api.as((await register(api, 'user', 'quick')).token);
  const forSale = `كيا ريو اقتصادية ${suffix()}`;
  const forRent = `كيا بيكانتو للإيجار ${suffix()}`;
  const sale = await carIn('active', seller, admin, {
    fields: { brand: 'kia', model: 'Rio', name: forSale },
    offer: { price: 4200, price_unit: 'USD' },
  });
  leftovers.push(() => seller.delete(`/api/cars/${sale.id}`));
  const rent = await carIn('active', seller, admin, {
    fields: { brand: 'kia', model: 'Picanto', name: forRent },
    offer: { offer_type: 'rent', pricing_period: 'daily', price: 30, price_unit: 'USD' },
  });
  leftovers.push(() => seller.delete(`/api/cars/${rent.id}`));

  await page.goto('/');
  const search = page.getByRole('search', { name: 'بحث سريع عن سيارة' });
  await search.getByLabel('الماركة').selectOption({ label: 'كيا' });
  await search.getByLabel('السعر الأقصى').selectOption({ label: 'حتى 5,000 $' });
  await search.getByRole('button', { name: 'ابحث الآن' }).click();
  await expect(page.getByRole('heading', { name: 'نتائج البحث' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: forSale })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: forRent })).toHaveCount(0);
});

/** The little of the DOM the toast watcher uses (these files are type-checked without the DOM). */
interface ToastElement {
  textContent: string | null;
  dataset: Record<string, string | undefined>;
}
interface InPage {
  __failureAtSuccess?: number;
  document: { body: unknown; querySelectorAll(selector: string): Iterable<ToastElement> };
  MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
}

/**
 * Records, in the page, whether a failure toast was still up (not yet leaving) at the moment the
 * success toast appeared: an order of events, not a duration.
 */
async function watchToasts(page: Page, failure: string, success: string) {
  await page.evaluate(
    ([failureText, successText]) => {
      const win = globalThis as unknown as InPage;
      const toasts = () => [...win.document.querySelectorAll('[data-sonner-toast]')];
      new win.MutationObserver(() => {
        if (win.__failureAtSuccess !== undefined) return;
        if (!toasts().some((toast) => toast.textContent?.includes(successText))) return;
        const up = toasts().filter((toast) => toast.textContent?.includes(failureText) && toast.dataset.removed !== 'true');
        win.__failureAtSuccess = up.length;
      }).observe(win.document.body, { childList: true, subtree: true, attributes: true });
    },
    [failure, success],
  );
  return () => page.evaluate(() => (globalThis as unknown as InPage).__failureAtSuccess);
}

test('sign-up: the failure notice goes when the corrected retry succeeds', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('الاسم الكامل').fill('ليلى الحلبي');
  await page.getByLabel('البريد الإلكتروني').fill(ADMIN.email); // taken
  await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /أوافق على/ }).check();
  await page.getByRole('button', { name: /^إنشاء حساب/ }).click();
  const failure = page.getByText('فشل تسجيل الحساب. تحقق من بياناتك.');
  await expect(failure).toBeVisible();

  const failureAtSuccess = await watchToasts(page, 'فشل تسجيل الحساب', 'تم إنشاء حسابك بنجاح.');
  await page.getByLabel('البريد الإلكتروني').fill(uniqueEmail('retry'));
  await page.getByRole('button', { name: /^إنشاء حساب/ }).click();
  await expect(page.getByText('تم إنشاء حسابك بنجاح.')).toBeVisible();
  expect(await failureAtSuccess()).toBe(0);
  await expect(failure).toHaveCount(0);
});

test('add car: amounts refuse a minus sign; a text file dressed as a photo is refused on the spot, by name', async ({ page }) => {
  const seller = await register(api, 'user', 'fake-photo');
  await loginThroughUi(page, seller.user.email, PASSWORD);
  await page.goto('/add-car');
  const mileage = page.getByLabel('عدد الكيلومترات');
  await mileage.pressSequentially('-100');
  await expect(mileage).toHaveValue('100');
  await expect(mileage).toHaveAttribute('dir', 'ltr');

  await page.getByLabel('اسم السيارة').fill('هيونداي أكسنت 2014 نظيفة');
  await page.getByLabel('الماركة').selectOption({ label: 'هيونداي' });
  await page.getByLabel('الموديل').fill('Accent');
  await page.getByLabel('فئة السيارة').selectOption({ index: 1 });
  await page.getByLabel('سنة الصنع').fill('2014');
  await page.getByLabel('بلد التصنيع').fill('كوريا الجنوبية');
  await page.getByLabel('نوع الوقود').selectOption({ label: 'بنزين' });
  await page.getByLabel('ناقل الحركة').selectOption({ label: 'يدوي' });
  await page.getByLabel('قوة المحرك (حصان)').fill('110');
  await page.getByLabel('عدد المقاعد').fill('5');
  await page.getByLabel('اللون').fill('فضي');
  await page.getByLabel('الوصف', { exact: true }).fill('سيارة اقتصادية بحالة جيدة، صيانة دورية وفحص كامل.');
  // A text file dressed as a JPEG (name and type both say photo): the browser cannot decode it.
  const fake = { name: 'front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is not a photo at all') };
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /upload/i.test(request.url())) uploads.push(request.url());
  });
  await page.getByLabel('صور السيارة').setInputFiles([fake]);
  await expect(page.getByRole('alert').filter({ hasText: 'الملف «front.jpg» ليس صورة سليمة، فلم نُضِفه.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'الصور المختارة' })).toHaveCount(0); // no preview, no «الغلاف»
  await expect(page.getByText('الغلاف')).toHaveCount(0);
  expect(uploads).toEqual([]);

  // A real photo next to it: only the photo is kept, and it is the cover.
  await page.getByLabel('صور السيارة').setInputFiles([fake, await photo('side.jpg', 320, 240)]);
  const chosen = page.getByRole('list', { name: 'الصور المختارة' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.getByText('الغلاف')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '«front.jpg»' })).toBeVisible();
  await page.getByRole('button', { name: /التالي: بيانات العرض/ }).click();
  await page.getByLabel('نوع العرض').selectOption({ label: 'بيع' });
  await page.getByLabel('السعر').pressSequentially('-5');
  await expect(page.getByLabel('السعر')).toHaveValue('5');
  await page.getByLabel('السعر').fill('5200');
  await page.getByLabel('العملة').selectOption({ label: '$' });
  await page.getByLabel('الموقع').fill('حمص - الإنشاءات');
  await page.getByRole('button', { name: 'معاينة البيانات' }).click();
  await page.getByRole('button', { name: 'تأكيد الإضافة' }).click();
  await expect(page.getByText('تمت إضافة السيارة والعرض بنجاح')).toBeVisible();
});

test('a store logo that is not a picture is refused on the spot, by name', async ({ page }) => {
  const owner = await register(api, 'shop_manager', 'fake-logo');
  await loginThroughUi(page, owner.user.email, PASSWORD);
  await page.goto('/add-store');
  const logo = page.locator('input[type=file]');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a logo</html>') });
  await expect(page.getByRole('alert').filter({ hasText: 'الملف «logo.png» ليس صورة سليمة، فلم نُضِفه.' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^معاينة/ })).toHaveCount(0);
  await logo.setInputFiles(await photo('logo.jpg', 200, 200));
  await expect(page.getByRole('img', { name: /^معاينة/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'logo.png' })).toHaveCount(0);
});

test('a dead reset link says so on arrival, before a password is typed, with the way to a new one', async ({ page, request }) => {
  const user = await registerAccount(request, 'سلمى الدرويش');
  // A link that worked an hour ago, and a made-up one: neither shows the password fields.
  const expired = randomBytes(32).toString('base64url');
  await sql(
    `INSERT INTO public.password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() - interval '1 minute')`,
    [createHash('sha256').update(expired).digest(), user.id],
  );
  for (const token of [expired, 'bogus', randomBytes(32).toString('base64url')]) {
    await page.goto(`/reset-password?token=${token}`);
    const alert = page.getByRole('alert').filter({ hasText: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية.' });
    await expect(alert).toHaveText('رابط إعادة التعيين غير صالح أو منتهي الصلاحية. اطلب رابطًا جديدًا');
    await expect(alert.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toBeVisible();
    await expect(page.getByLabel('كلمة المرور الجديدة')).toHaveCount(0);
  }
  // Nothing was spent or changed: the account signs in as before.
  expect((await request.post('/auth/login', { data: { email: user.email, password: user.password } })).status()).toBe(200);
});

test('the wording list: sign-up, roles, saved searches, messages, ratings, deleting, and the audit log in Arabic', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'إنشاء حساب مستخدم', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'صاحب ورشة' }).check();
  await expect(page.getByRole('button', { name: 'إنشاء حساب صاحب ورشة', exact: true })).toBeVisible();

  // A seller with no messages yet, and a workshop nobody has rated.
  const seller = await registerAccount(request, 'هالة منصور');
  await loginThroughUi(page, seller.email, seller.password);
  await page.goto('/user-dashboard/messages');
  await expect(page.getByText('لا رسائل بعد')).toBeVisible();
  await expect(page.getByText(/من 0 رسالة|لا رسائل غير مقروءة/)).toHaveCount(0);
  await page.goto('/user-dashboard/saved-searches');
  await expect(page.getByText(/تطابق إحدى عمليات بحثك/)).toBeVisible();

  const admin = api.as((await loginAdmin(api)).token);
  const mechanic = api.as((await register(api, 'workshop', 'unrated')).token);
  const workshopName = `ورشة الأمانة ${suffix()}`;
  const workshop = await workshopIn('active', mechanic, admin, { name: workshopName });
  leftovers.push(() => mechanic.delete(`/api/workshops/${workshop.id}`));
  await page.goto('/workshops');
  const card = page.getByRole('article').filter({ hasText: workshopName });
  await expect(card.getByText('لا تقييمات بعد')).toBeVisible();
  await expect(card.getByText(/^0[.,]0$|^\(0\)$/)).toHaveCount(0);

  // The admin: «الرقم», the role dialog named with the user in quotes, no «(0)» when nothing goes.
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/workshops'); // the workshop above is there, so the table is
  await expect(page.getByRole('row').filter({ hasText: workshopName })).toBeAttached();
  await expect(page.getByRole('columnheader', { name: 'الرقم' })).toBeAttached();
  await expect(page.getByRole('columnheader', { name: 'ID' })).toHaveCount(0);
  await page.goto(`/admin/users?q=${encodeURIComponent(seller.email)}`);
  const row = page.getByRole('row').filter({ hasText: seller.email });
  await row.getByRole('button', { name: `تعيين دور للمستخدم «${seller.name}»` }).click();
  await expect(page.getByRole('dialog', { name: `تعيين دور للمستخدم «${seller.name}»` })).toBeVisible();
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `حذف ${seller.name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `سيتم حذف جميع بيانات «${seller.name}»، وسيُسجَّل خروجه` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(/سياراته/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The audit log: a space before «(النسخة …)», one «رسالة تواصل», Arabic event names only.
  await page.goto('/audit');
  const userRow = page.getByRole('row').filter({ hasText: 'إنشاء حساب' }).first();
  await expect(userRow).toContainText(/مستخدم #\d+ \(النسخة 1\)/);
  await expect(page.getByText('UserRegistered', { exact: true })).toHaveCount(0);
  const streams = page.getByLabel('نوع السجل').locator('option', { hasText: 'رسالة تواصل' });
  await expect(streams).toHaveCount(1);
  await page.getByLabel('نوع الحدث').selectOption({ label: 'إنشاء حساب' });
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page.getByLabel('نوع الحدث')).toHaveValue('UserRegistered');
  await expect(page.getByRole('row').filter({ hasText: 'إضافة سيارة' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'إنشاء حساب' }).first()).toBeVisible();
  // Days the Syrian way: up to yesterday, nothing had happened on this new marketplace.
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await chooseDate(page, 'إلى يوم', `${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`);
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page.getByText('لا توجد أحداث مطابقة')).toBeVisible();
});
