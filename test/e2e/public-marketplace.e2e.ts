import AxeBuilder from '@axe-core/playwright';
import { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createHash, randomBytes } from 'node:crypto';
import { chooseDate, loginThroughUi } from './support/helpers';
import { Account, adminToken, listApprovedCar, MarketCar, registerAccount, seed, sql } from './support/market';

/**
 * A visitor's walk through every public screen, in Arabic: the market below is listed through
 * the API by a seller and approved by the admin, the spare parts come from the demo seeder.
 */
const SELLER_PHONE = '0944 556 677';
const MARKET: Record<string, MarketCar> = {
  camry: {
    name: 'تويوتا كامري 2018 نظيفة',
    brand: 'toyota',
    model: 'Camry',
    year: 2018,
    offer: { price: 18000, location: 'دمشق - المزة' },
    featured: true,
  },
  civic: {
    name: 'هوندا سيفيك 2017 اقتصادية',
    brand: 'honda',
    model: 'Civic',
    year: 2017,
    offer: { price: 12000, location: 'حلب' },
  },
  rio: { name: 'كيا ريو 2016 بحالة ممتازة', brand: 'kia', model: 'Rio', year: 2016, offer: { price: 8000, location: 'حمص' } },
  corolla: {
    name: 'تويوتا كورولا 2015 عائلية',
    brand: 'toyota',
    model: 'Corolla',
    year: 2015,
    offer: { price: 9500, location: 'دمشق' },
  },
  mercedes: {
    name: 'مرسيدس C200 فاخرة',
    brand: 'mercedes',
    model: 'C200',
    year: 2019,
    offer: { price: 30000, location: 'اللاذقية' },
  },
  sunny: {
    name: 'نيسان صني للإيجار اليومي',
    brand: 'nissan',
    model: 'Sunny',
    year: 2020,
    offer: { offer_type: 'rent', pricing_period: 'daily', price: 35, location: 'حلب' },
  },
  sportage: {
    name: 'كيا سبورتاج للإيجار الشهري',
    brand: 'kia',
    model: 'Sportage',
    year: 2021,
    offer: { offer_type: 'rent', pricing_period: 'monthly', price: 900, location: 'حلب - الشهباء' },
  },
  tucson: {
    name: 'هيونداي توسان للإيجار الأسبوعي',
    brand: 'hyundai',
    model: 'Tucson',
    year: 2021,
    offer: { offer_type: 'rent', pricing_period: 'weekly', price: 250, location: 'دمشق' },
  },
};

const ids: Record<string, number> = {};
let seller: Account;

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });

/** yyyy-mm-dd, `days` from today. */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function noSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  const admin = await adminToken(request);
  seller = await registerAccount(request, 'نور الشامي', 'user', SELLER_PHONE);
  for (const [key, car] of Object.entries(MARKET)) ids[key] = await listApprovedCar(request, seller.token, admin, car);
  seed('demo-parts');
});

test('home: quick search to the results, services, featured and recent cars; header, footer and 404', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'سيارتك القادمة في سوريا تبدأ من هنا' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'خدماتنا' })).toBeVisible();
  const featured = page.getByRole('region', { name: 'سيارات مميزة' });
  await expect(featured.getByRole('article').filter({ hasText: MARKET.camry.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'لماذا سيّارة؟' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'أحدث الإعلانات' }).getByRole('article')).toHaveCount(4);

  const search = page.getByRole('search', { name: 'بحث سريع عن سيارة' });
  await search.getByLabel('الماركة').selectOption({ label: 'تويوتا' });
  await search.getByLabel('السعر الأقصى').selectOption({ label: 'حتى 20,000 $' });
  await expect(search.getByLabel('الماركة')).toHaveValue('toyota');
  // The results are what the API answers for that search: other files' tests share this
  // marketplace and may have listed a Toyota of their own, so the count is the API's, not a constant.
  const answered = page.waitForResponse((r) => /\/api\/cars\?/.test(r.url()) && r.url().includes('brand=toyota'));
  await search.getByRole('button', { name: 'ابحث الآن' }).click();
  await expect(page).toHaveURL(/\/searchResults\?brand=toyota&max=20000$/);
  const found = ((await (await answered).json()) as { data: Array<{ brand: string }> }).data;
  expect(found.length).toBeGreaterThanOrEqual(2);
  expect(found.every((car) => car.brand === 'toyota')).toBe(true);
  await expect(page.getByRole('heading', { name: 'نتائج البحث' })).toBeVisible();
  await expect(card(page, MARKET.camry.name)).toBeVisible();
  await expect(card(page, MARKET.corolla.name)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(found.length);

  await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الإيجار' }).click();
  await expect(page.getByRole('heading', { name: 'استئجار سيارة في سوريا' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'من نحن' }).click();
  await expect(page.getByRole('heading', { name: 'من نحن', level: 1 })).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /الصفحة غير موجودة/ })).toBeVisible();
  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('car listings: Arabic search, filters and pages in the URL, the back button, quick view', async ({ page }) => {
  await page.goto('/car-listings');
  // Other files' tests share this worker's marketplace and may have listed a car: the number of
  // pages is read from the page, and must be at least two.
  const firstPage = page.getByText(/^صفحة 1 من \d+$/);
  await expect(firstPage).toBeVisible();
  const pages = Number(/\d+$/.exec((await firstPage.textContent()) ?? '')?.[0]);
  expect(pages).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { name: 'سيارات مميزة' })).toBeVisible();
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`صفحة 2 من ${pages}`)).toBeVisible();

  await page.getByLabel('ابحث عن سيارة').fill('كامرى');
  await expect(page.getByLabel('ابحث عن سيارة')).toHaveValue('كامرى');
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(card(page, MARKET.camry.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'نتائج البحث' }).getByRole('article')).toHaveCount(1);

  await page.getByRole('button', { name: 'مسح' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await page.getByRole('button', { name: 'الفلاتر' }).click();
  // Each make, city and fuel shows how many listings it has (GET /api/cars/facets).
  await expect(page.getByLabel('الماركة').locator('option[value="kia"]')).toHaveText(/^كيا \(.+\)$/);
  await expect(page.getByLabel('المدينة').locator('option[value="حمص"]')).toHaveText(/^حمص \(.+\)$/);
  // So do the gearbox, condition, body type and seller type (one filter block each, the same component).
  await expect(page.getByLabel('ناقل الحركة').locator('option[value="automatic"]')).toHaveText(/^أوتوماتيك \(.+\)$/);
  await expect(page.getByLabel('نوع الهيكل').locator('option[value="sedan"]')).toHaveText(/^سيدان \(.+\)$/);
  await expect(page.getByLabel('البائع').locator('option[value="private"]')).toHaveText(/^فرد \(.+\)$/);
  await expect(page.getByLabel('سنة الصنع من').locator('option').nth(1)).toHaveText(/^\d{4}$/);
  await page.getByLabel('الماركة').selectOption('kia');
  await page.getByLabel('أعلى سعر').fill('10000');
  await expect(page.getByLabel('الماركة')).toHaveValue('kia');
  await expect(page.getByLabel('أعلى سعر')).toHaveValue('10000');
  await page.getByRole('button', { name: 'تطبيق الفلاتر' }).click();
  await expect(page).toHaveURL(/brand=kia/);
  await expect(page).toHaveURL(/max=10000/);
  await expect(card(page, MARKET.rio.name)).toBeVisible();
  await expect(card(page, MARKET.sportage.name)).toBeVisible(); // 900 $ a month is below 10,000
  await expect(card(page, MARKET.camry.name)).toHaveCount(0);

  // The city narrows it to the Kia in Homs (the Sportage is in Aleppo).
  await page.getByLabel('المدينة').selectOption('حمص');
  await expect(page.getByLabel('المدينة')).toHaveValue('حمص');
  await page.getByRole('button', { name: 'تطبيق الفلاتر' }).click();
  await expect(page).toHaveURL(/city=/);
  await expect(card(page, MARKET.rio.name)).toBeVisible();
  await expect(card(page, MARKET.sportage.name)).toHaveCount(0);

  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/q=/);
  await expect(card(page, MARKET.camry.name)).toBeVisible();

  await card(page, MARKET.camry.name)
    .getByRole('button', { name: `نظرة سريعة على ${MARKET.camry.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: MARKET.camry.name });
  await expect(dialog.getByText('18,000')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'عرض كل التفاصيل' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('car page: tabs, the phone on request, a message to the seller, favourites, share, similar cars', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto('/car-listings');
  await card(page, MARKET.camry.name).getByRole('link', { name: MARKET.camry.name }).click();
  await expect(page).toHaveURL(new RegExp(`/car/${ids.camry}$`));
  await expect(page.getByRole('heading', { name: MARKET.camry.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'السيارات' })).toBeVisible();

  await expect(page.getByText(SELLER_PHONE)).toHaveCount(0);
  await page.getByRole('button', { name: 'اتصل الآن' }).click();
  await expect(page.getByRole('link', { name: SELLER_PHONE }).first()).toBeVisible();

  await page.getByRole('tab', { name: 'المواصفات' }).click();
  await expect(page.getByText('فتحة سقف')).toBeVisible();
  await page.getByRole('tab', { name: 'معلومات البائع' }).click();
  const panel = page.getByRole('tabpanel', { name: 'معلومات البائع' });
  await expect(panel.getByText('نور الشامي')).toBeVisible();
  await panel.getByLabel('الاسم').fill('سامي');
  await panel.getByLabel('البريد الإلكتروني').fill('sami@example.sy');
  await panel.getByLabel('الرسالة').fill('مرحبًا، هل يمكنني معاينة السيارة يوم السبت؟');
  await expect(panel.getByLabel('الاسم')).toHaveValue('سامي');
  await panel.getByRole('button', { name: 'إرسال' }).click();
  await expect(panel.getByText('تم إرسال رسالتك إلى البائع')).toBeVisible();
  const inbox = await request.get('/api/messages', { headers: { authorization: `Bearer ${seller.token}` } });
  expect((await inbox.json()).data[0]).toMatchObject({ car_id: ids.camry, name: 'سامي' });

  await page.getByRole('button', { name: 'أضف إلى المفضلة' }).click();
  await expect(page.getByText('سجّل الدخول لتحفظ السيارات في مفضلتك')).toBeVisible();

  await page.getByRole('button', { name: 'مشاركة' }).click();
  await expect(page.getByText('تم نسخ الرابط إلى الحافظة')).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${baseURL}/car/${ids.camry}`);

  // The same make first (the corolla). Other files' tests share this worker's marketplace and may
  // have listed a Toyota or a car near 18,000 $, so only the first card is certain.
  const similar = page.getByRole('region', { name: 'سيارات مشابهة' });
  await expect(similar.getByRole('article').first()).toContainText(MARKET.corolla.name);
  await expect(similar.getByRole('link', { name: 'عرض كل السيارات' })).toBeVisible();
  await context.close();
});

test('favourites: a signed-in buyer keeps a car, and it stays kept', async ({ page, request }) => {
  const buyer = await registerAccount(request, 'ريم المصري');
  await loginThroughUi(page, buyer.email, buyer.password);
  await page.goto(`/car/${ids.civic}`);
  await page.getByRole('button', { name: 'أضف إلى المفضلة' }).click();
  await expect(page.getByText('تمت الإضافة إلى المفضلة')).toBeVisible();
  await expect(page.getByRole('button', { name: 'في المفضلة' })).toHaveAttribute('aria-pressed', 'true');
  const kept = await request.get('/api/favourites', { headers: { authorization: `Bearer ${buyer.token}` } });
  expect((await kept.json()).data.map((car: { id: number }) => car.id)).toEqual([ids.civic]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'في المفضلة' })).toBeVisible();
});

test('rentals: daily and monthly searches by city, with the total for the chosen span', async ({ page }) => {
  await page.goto('/rentals');
  await expect(page.getByRole('tab', { name: 'إيجار يومي' })).toHaveAttribute('aria-selected', 'true');
  await expect(card(page, MARKET.tucson.name)).toBeVisible();
  await page.getByLabel('مدينة الاستلام').selectOption('حلب');
  // Dates the Syrian way: day, month by name, year; no «mm/dd/yyyy» field anywhere.
  const pickup = page.getByRole('group', { name: 'تاريخ الاستلام' });
  await expect(pickup.getByLabel('الشهر').locator('option')).toHaveText([
    'الشهر',
    'كانون الثاني',
    'شباط',
    'آذار',
    'نيسان',
    'أيار',
    'حزيران',
    'تموز',
    'آب',
    'أيلول',
    'تشرين الأول',
    'تشرين الثاني',
    'كانون الأول',
  ]);
  await expect(page.locator('input[type=date]')).toHaveCount(0);
  await pickup.getByLabel('اليوم').focus();
  await page.keyboard.press('Tab');
  await expect(pickup.getByLabel('الشهر')).toBeFocused();
  await chooseDate(page, 'تاريخ الاستلام', dayFromNow(1));
  await chooseDate(page, 'تاريخ الإرجاع', dayFromNow(4));
  await expect(page.getByLabel('مدينة الاستلام')).toHaveValue('حلب');
  await page.getByRole('button', { name: 'ابحث' }).click();
  await expect(page.getByRole('heading', { name: /السيارات المتاحة للإيجار في حلب/ })).toBeVisible();
  await expect(card(page, MARKET.sunny.name).getByText('المجموع: 105 $')).toBeVisible();
  await expect(card(page, MARKET.sunny.name)).toContainText('(لمدة 3 أيام)');
  await expect(card(page, MARKET.sportage.name)).toHaveCount(0);
  await expect(card(page, MARKET.tucson.name)).toHaveCount(0);

  // The daily form has a city field too: choose only once the monthly form has replaced it.
  await page.getByRole('tab', { name: 'إيجار شهري' }).click();
  await expect(page.getByRole('tab', { name: 'إيجار شهري' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'تاريخ البدء' })).toBeVisible();
  await page.getByLabel('مدينة الاستلام').selectOption('حلب');
  await chooseDate(page, 'تاريخ البدء', dayFromNow(2));
  await page.getByLabel('عدد الأشهر').selectOption({ label: '3 أشهر' });
  await expect(page.getByLabel('مدينة الاستلام')).toHaveValue('حلب');
  await page.getByRole('button', { name: 'ابحث' }).click();
  await expect(card(page, MARKET.sportage.name).getByText('المجموع: 2,700 $')).toBeVisible();
  await expect(card(page, MARKET.sunny.name)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'إيجار شهري' })).toHaveAttribute('aria-selected', 'true');
});

test('spare parts: category tiles, search, make, model and type filters, asking the store', async ({ page }) => {
  await page.goto('/spare-parts');
  await expect(page.getByRole('heading', { name: 'قطع الغيار', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'الفرامل', exact: true }).click();
  await expect(page).toHaveURL(/category=brakes/);
  await expect(page.getByRole('heading', { name: /^الفرامل/ })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);

  await page.getByRole('button', { name: 'الفلاتر', exact: true }).click();
  await page.getByLabel('ماركة السيارة').selectOption({ label: 'تويوتا' });
  await page.getByLabel('موديل السيارة').selectOption({ label: 'كامري' });
  await page.getByRole('radio', { name: 'أصلي' }).check();
  await expect(page).toHaveURL(/type=original/);
  const pads = page.getByRole('article').filter({ hasText: 'فحمات فرامل أمامية كامري' });
  await expect(pads).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.goto('/spare-parts');
  await expect(page.getByRole('heading', { name: 'قطع الغيار', level: 1 })).toBeVisible();
  await page.getByLabel('ابحث عن قطعة').fill('بطاريه');
  await expect(page.getByLabel('ابحث عن قطعة')).toHaveValue('بطاريه');
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  const battery = page.getByRole('article').filter({ hasText: 'بطارية 70 أمبير' });
  await expect(battery).toBeVisible();
  await battery.getByRole('button', { name: 'اسأل المتجر عن بطارية 70 أمبير' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('الاسم').fill('باسل');
  await dialog.getByLabel('البريد الإلكتروني').fill('basel@example.sy');
  await dialog.getByLabel('سؤالك').fill('هل تناسب البطارية سيارة كيا ريو 2016؟');
  await expect(dialog.getByLabel('الاسم')).toHaveValue('باسل');
  await dialog.getByRole('button', { name: 'إرسال السؤال' }).click();
  await expect(page.getByText('تم إرسال سؤالك إلى المتجر، وسيرد عليك قريبًا')).toBeVisible();
});

test('know your needs: one question at a time, then cars and a note, and start over', async ({ page }) => {
  await page.goto('/know-your-needs');
  await expect(page.getByText('السؤال 1 من 6')).toBeVisible();
  await expect(page.getByRole('button', { name: 'السابق' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'التالي' })).toBeDisabled();
  for (const option of ['من 10,000 إلى 20,000 دولار', 'حتى خمسة أشخاص', 'التنقل اليومي داخل المدينة', 'لا يهمني']) {
    await page.getByRole('radio', { name: option }).check();
    await page.getByRole('button', { name: 'التالي' }).click();
  }
  await expect(page.getByText('السؤال 5 من 6')).toBeVisible();
  await page.getByRole('button', { name: 'السابق' }).click();
  await expect(page.getByRole('radio', { name: 'لا يهمني' })).toBeChecked();
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByRole('radio', { name: 'أوتوماتيك' }).check();
  await page.getByRole('button', { name: 'التالي' }).click();
  await page.getByRole('radio', { name: 'لا مانع من موديل أقدم بحالة جيدة' }).check();
  await page.getByRole('button', { name: 'عرض النتائج' }).click();
  await expect(page.getByRole('heading', { name: 'السيارات المقترحة لك' })).toBeVisible();
  await expect(page.getByText(MARKET.camry.name).first()).toBeVisible();
  await expect(page.getByRole('note', { name: 'ملاحظة مهمة' })).toBeVisible();
  await page.getByRole('button', { name: 'ابدأ من جديد' }).click();
  await expect(page.getByText('السؤال 1 من 6')).toBeVisible();
});

test('contact page: the message reaches the admins, live in their inbox', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginThroughUi(admin, 'admin@sayyara.sy', 'admin12345');
  await admin.goto('/admin/contact-messages');
  await expect(admin.getByRole('heading', { name: 'رسائل صفحة الاتصال' })).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const subject = `اقتراح ${randomBytes(3).toString('hex')}`;
  await visitor.goto('/contact');
  await expect(visitor.getByRole('heading', { name: 'اتصل بنا', level: 1 })).toBeVisible();
  await visitor.getByLabel('الاسم').fill('ليلى');
  await visitor.getByLabel('البريد الإلكتروني').fill('laila@example.sy');
  await visitor.getByLabel('الموضوع').fill(subject);
  await visitor.getByLabel('الرسالة').fill('أقترح إضافة فلتر حسب سنة الصنع في صفحة السيارات.');
  await expect(visitor.getByLabel('الاسم')).toHaveValue('ليلى');
  await visitor.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(visitor.getByText(/وصلت رسالتك إلى فريق سيّارة/).first()).toBeVisible();

  const item = admin.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toBeVisible();
  await item.getByText(subject).click();
  await expect(item.getByText('أقترح إضافة فلتر حسب سنة الصنع')).toBeVisible();
  await Promise.all([adminContext.close(), visitorContext.close()]);
});

test('password reset: the same answer for any address, a one-time link, then the new password', async ({ page, request }) => {
  const user = await registerAccount(request, 'منى الحمصي');
  await page.goto('/login');
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  // The login page has an e-mail field too: type only once the reset page has replaced it.
  await expect(page.getByRole('heading', { name: 'استعادة كلمة المرور', level: 1 })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(user.email);
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'أرسل رابط الاستعادة' }).click();
  await expect(page.getByText('تحقق من بريدك')).toBeVisible();

  // The worker made a link for the account (and mailed it, or logged it without SMTP)…
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM public.password_reset_tokens WHERE user_id = $1`, [user.id])).length)
    .toBe(1);
  // …which only the mailbox knows: make another the way the worker does (a newer link replaces older ones).
  const token = randomBytes(32).toString('base64url');
  await sql(
    `INSERT INTO public.password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [createHash('sha256').update(token).digest(), user.id],
  );
  await page.goto(`/reset-password?token=${token}`);
  await expect(page.getByRole('heading', { name: 'تعيين كلمة مرور جديدة', level: 1 })).toBeVisible();
  const password = page.getByLabel('كلمة المرور الجديدة');
  await password.fill('new-password-9');
  await page.getByLabel('تأكيد كلمة المرور').fill('new-password-8');
  await expect(password).toHaveValue('new-password-9');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByText('كلمات المرور غير متطابقة.')).toBeVisible();
  await page.getByLabel('تأكيد كلمة المرور').fill('new-password-9');
  await expect(page.getByLabel('تأكيد كلمة المرور')).toHaveValue('new-password-9');
  await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await expect(page.getByText('تم تغيير كلمة المرور بنجاح. سجّل الدخول بكلمة المرور الجديدة.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, user.email, 'new-password-9');
});

test('login returns to where the visitor was; sign-up checks the passwords before sending; logout says so', async ({
  page,
  request,
}) => {
  const user = await registerAccount(request, 'خالد العلي');
  await page.goto('/add-car');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(user.email);
  await page.getByLabel('كلمة المرور').fill(user.password);
  await page.getByRole('checkbox', { name: 'تذكرني' }).check();
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/add-car$/);
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click();
  await expect(page.getByText('تم تسجيل الخروج')).toBeVisible();

  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/auth/register') && sent.push(r.url()));
  await page.goto('/register');
  await page.getByRole('radio', { name: 'بائع/مدير متجر' }).check();
  await page.getByLabel('الاسم الكامل').fill('متجر الأمل');
  await page.getByLabel('البريد الإلكتروني').fill('amal@example.sy');
  await page.getByLabel('كلمة المرور', { exact: true }).fill('password123');
  await page.getByLabel('تأكيد كلمة المرور').fill('password124');
  await page.getByRole('checkbox', { name: /أوافق على/ }).check();
  await expect(page.getByLabel('الاسم الكامل')).toHaveValue('متجر الأمل');
  await page.getByRole('button', { name: 'إنشاء حساب بائع' }).click();
  await expect(page.getByText('كلمات المرور غير متطابقة.').first()).toBeVisible();
  expect(sent).toEqual([]);
});

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  test('home', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'أحدث الإعلانات' }).getByRole('article').first()).toBeVisible();
    await noSeriousViolations(page);
  });

  test('car listings', async ({ page }) => {
    await page.goto('/car-listings');
    // Other files' tests share this worker's marketplace and may have listed cars (a run once saw
    // «صفحة 1 من 3» here and waited out its minute): any number of pages.
    await expect(page.getByText(/^صفحة 1 من \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'الفلاتر' }).click();
    await noSeriousViolations(page);
  });

  test('car details', async ({ page }) => {
    await page.goto(`/car/${ids.camry}`);
    await expect(page.getByRole('heading', { name: MARKET.camry.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'سيارات مشابهة' })).toBeVisible();
    await noSeriousViolations(page);
    await page.getByRole('tab', { name: 'معلومات البائع' }).click();
    await expect(page.getByRole('button', { name: 'إرسال' })).toBeVisible();
    await noSeriousViolations(page);
  });
});

test('know your needs: «من 5,000 إلى 10,000 دولار» is a range; cheaper cars and another fuel come only with the reason', async ({
  page,
  request,
}) => {
  // Seven seats: no other story lists a seven-seater, so these two are the only ones in reach.
  const seller = await registerAccount(request, 'بائع السيارات العائلية');
  const admin = await adminToken(request);
  const names = ['كيا كارنز عائلية 4600', 'هيونداي ستاريكس عائلية 4900'];
  for (const [name, price] of [
    [names[0], 4600],
    [names[1], 4900],
  ] as const)
    await listApprovedCar(request, seller.token, admin, {
      name,
      brand: 'kia',
      model: 'Carens',
      year: 2011,
      seats: 7,
      offer: { offer_type: 'sale', price, location: 'طرطوس' },
    });

  await page.goto('/know-your-needs');
  for (const option of ['من 5,000 إلى 10,000 دولار', 'سبعة أشخاص أو أكثر', 'مشاوير العائلة والرحلات', 'ديزل', 'لا يهمني']) {
    await page.getByRole('radio', { name: option }).check();
    await page.getByRole('button', { name: 'التالي' }).click();
  }
  await page.getByRole('radio', { name: 'لا مانع من موديل أقدم بحالة جيدة' }).check();
  await page.getByRole('button', { name: 'عرض النتائج' }).click();
  await expect(page.getByRole('heading', { name: 'السيارات المقترحة لك' })).toBeVisible();

  const picks = page.getByRole('listitem').filter({ hasText: /عائلية 4[69]00/ });
  await expect(picks).toHaveCount(2);
  await expect(picks.filter({ hasText: 'ضمن ميزانيتك' })).toHaveCount(0);
  await expect(picks.filter({ hasText: 'أقل من ميزانيتك' })).toHaveCount(2);
  const relaxed = page.getByRole('region', { name: 'ما غيّرناه في طلبك' });
  await expect(relaxed).toContainText('لا توجد الآن سيارات معروضة بين 5,000 $ و10,000 $ بعدد المقاعد الذي تحتاجه');
  await expect(relaxed).toContainText('لا توجد الآن سيارات تعمل على الديزل');
});
