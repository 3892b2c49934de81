import { expect, test } from './support/fixtures';
import { loginThroughUi } from './support/helpers';
import { adminToken, listApprovedCar, listPendingCar, registerAccount } from './support/market';

/**
 * At 390 px, by keyboard and screen reader: the questionnaire's steps keep the focus on the
 * question, Esc closes the mobile menu, the toasts' region is named in Arabic; and a filtered
 * list's count says how many of all match.
 */
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

test('«التالي» and «السابق» move the focus to the new question, never to <body>', async ({ page }) => {
  await page.goto('/know-your-needs');
  await expect(page.getByText('السؤال 1 من 6')).toBeVisible();
  await page.getByRole('radio', { name: 'من 10,000 إلى 20,000 دولار' }).check();
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page.getByText('السؤال 2 من 6')).toBeVisible();
  const question = page.locator('legend');
  await expect(question).toBeFocused();
  // Choosing an answer leaves the focus on it.
  await page.getByRole('radio', { name: 'حتى خمسة أشخاص' }).check();
  await expect(page.getByRole('radio', { name: 'حتى خمسة أشخاص' })).toBeFocused();
  await page.getByRole('button', { name: 'السابق' }).click();
  await expect(page.getByText('السؤال 1 من 6')).toBeVisible();
  await expect(question).toBeFocused();
});

test('Esc closes the mobile menu and gives the focus back to its button', async ({ page }) => {
  await page.goto('/about');
  const button = page.getByRole('button', { name: 'فتح القائمة' });
  await button.click();
  const menu = page.getByRole('navigation', { name: 'القائمة', exact: true });
  await expect(menu).toBeVisible();
  await menu.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'فتح القائمة' })).toBeFocused();
});

test('the toasts’ region and close buttons are named in Arabic', async ({ page, request }) => {
  const user = await registerAccount(request, 'ريم الأحمد');
  await loginThroughUi(page, user.email, user.password);
  // The sign-in toast is up: its region and its close button.
  await expect(page.getByRole('region', { name: 'التنبيهات' })).toBeAttached();
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'إغلاق التنبيه' }).first()).toBeAttached();
});

test('«سياراتي» filtered by a status counts what it shows, of how many', async ({ page, request }) => {
  const admin = await adminToken(request);
  const seller = await registerAccount(request, 'بائع بثلاث سيارات');
  const cars = [
    { name: 'تويوتا ياريس 2012', brand: 'toyota', model: 'Yaris', year: 2012, offer: { price: 6_000, location: 'دمشق' } },
    { name: 'هيونداي أكسنت 2014', brand: 'hyundai', model: 'Accent', year: 2014, offer: { price: 7_000, location: 'دمشق' } },
    { name: 'نيسان صني 2011', brand: 'nissan', model: 'Sunny', year: 2011, offer: { price: 5_000, location: 'دمشق' } },
  ];
  const ids = [
    await listApprovedCar(request, seller.token, admin, cars[0]),
    await listPendingCar(request, seller.token, cars[1]),
    await listPendingCar(request, seller.token, cars[2]),
  ];
  try {
    await loginThroughUi(page, seller.email, seller.password);
    await page.goto('/user-dashboard/cars');
    const heading = page.getByRole('heading', { name: 'سياراتي', level: 1 });
    await expect(heading).toBeVisible();
    await expect(page.getByText('3 سيارات', { exact: true })).toBeVisible();
    await page.getByLabel('الحالة').selectOption({ label: 'قيد المراجعة' });
    await expect(page.getByText('سيارتان من أصل 3', { exact: true })).toBeVisible();
    await page.getByLabel('الحالة').selectOption({ label: 'نشط' });
    await expect(page.getByText('سيارة واحدة من أصل 3', { exact: true })).toBeVisible();
    await page.getByLabel('ابحث في سياراتك').fill('نيسان');
    await page.getByLabel('الحالة').selectOption({ label: 'كل الحالات' });
    await expect(page.getByText('سيارة واحدة من أصل 3', { exact: true })).toBeVisible();
    await page.getByLabel('ابحث في سياراتك').fill('');
    await expect(page.getByText('3 سيارات', { exact: true })).toBeVisible();
  } finally {
    for (const id of ids) await request.delete(`/api/cars/${id}`, { headers: { authorization: `Bearer ${seller.token}` } });
  }
});
