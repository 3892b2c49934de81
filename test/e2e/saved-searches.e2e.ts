import { expect, test } from './support/fixtures';
import { loginThroughUi, markNoReload } from './support/helpers';
import { adminToken, approveCar, listApprovedCar, listPendingCar, registerAccount } from './support/market';

/**
 * A buyer saves a search (a make and a city) from the listings; an admin approves a matching car;
 * the buyer's bell lights up without a reload and its notification opens the car. The worker's
 * marketplace is shared with the other files, so the cars and the search go again at the end.
 */
test('a saved search brings a newly approved matching car to the buyer’s bell, live, and opens it', async ({ page, request }) => {
  const admin = await adminToken(request);
  const seller = await registerAccount(request, 'بائع سيارات حمص');
  const buyer = await registerAccount(request, 'مشتري يبحث عن كيا');
  const listed: number[] = [];

  try {
    // A car in Homs, of another make, so the city is among the filter's choices; it does not match.
    listed.push(
      await listApprovedCar(request, seller.token, admin, {
        name: 'تويوتا كورولا 2015 حمص',
        brand: 'toyota',
        model: 'Corolla',
        year: 2015,
        offer: { price: 12_000, location: 'حمص' },
      }),
    );

    await loginThroughUi(page, buyer.email, buyer.password);
    await page.goto('/car-listings');
    await expect(page.getByRole('heading', { name: 'السيارات المتاحة', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'الفلاتر' }).click();
    await page.getByLabel('الماركة').selectOption('kia');
    await page.getByLabel('المدينة').selectOption('حمص');
    await page.getByRole('button', { name: 'تطبيق الفلاتر' }).click();
    await expect(page).toHaveURL(/brand=kia/);
    await expect(page).toHaveURL(/city=%D8%AD%D9%85%D8%B5/);

    await page.getByRole('button', { name: 'حفظ البحث' }).click();
    const dialog = page.getByRole('dialog', { name: 'حفظ البحث' });
    // The name is suggested from the filters.
    await expect(dialog.getByLabel('اسم البحث')).toHaveValue('كيا · حمص');
    await dialog.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(page.getByText('تم حفظ البحث. سننبهك عند وصول سيارة تطابقه.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The dashboard lists it, with nothing new yet; the bell is loaded and empty.
    await page.goto('/user-dashboard/saved-searches');
    await expect(page.getByRole('heading', { name: 'عمليات البحث المحفوظة', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'كيا · حمص' })).toBeVisible();
    const bell = page.getByRole('button', { name: 'الإشعارات', exact: true });
    await bell.click();
    const panel = page.getByRole('region', { name: 'الإشعارات' });
    await expect(panel.getByText('لا توجد إشعارات بعد')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const noReload = await markNoReload(page);

    // Another seller's matching car, approved by the admin.
    const kia = await listPendingCar(request, seller.token, {
      name: 'كيا سبورتاج 2019 حمص',
      brand: 'kia',
      model: 'Sportage',
      year: 2019,
      offer: { price: 17_500, location: 'حمص' },
    });
    listed.push(kia);
    await approveCar(request, admin, kia);

    // The worker matches it and the push reaches the bell and the panel, without a reload.
    const lit = page.getByRole('button', { name: 'الإشعارات (إشعار واحد غير مقروء)' });
    await expect(lit).toBeVisible();
    await expect(page.getByText('سيارة جديدة واحدة')).toBeVisible();
    await noReload();

    await lit.click();
    await panel.getByRole('button', { name: /سيارة جديدة تطابق بحثك «كيا · حمص»/ }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${kia}$`));
    await expect(page.getByRole('heading', { name: 'كيا سبورتاج 2019 حمص', level: 1 })).toBeVisible();
    // Opened is read: the bell is quiet again.
    await expect(page.getByRole('button', { name: 'الإشعارات', exact: true })).toBeVisible();
    await noReload();

    // The dashboard: the search opens the listings with its filters, and its new car is then seen.
    await page.goBack();
    await expect(page.getByText('سيارة جديدة واحدة')).toBeVisible();
    await page.getByRole('button', { name: 'فتح كيا · حمص' }).click();
    await expect(page).toHaveURL(/\/car-listings\?brand=kia&city=%D8%AD%D9%85%D8%B5$/);
    await expect(page.getByRole('link', { name: 'كيا سبورتاج 2019 حمص' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'كيا · حمص' })).toBeVisible();
    await expect(page.getByText('سيارة جديدة واحدة')).toHaveCount(0);

    // The notifications panel keeps it, read.
    await page.getByRole('link', { name: 'الإشعارات', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'الإشعارات', level: 1 })).toBeVisible();
    const item = page.getByRole('main').getByRole('button', { name: /سيارة جديدة تطابق بحثك «كيا · حمص»/ });
    await expect(item).toContainText('مقروء');
    await expect(item).toContainText('كيا سبورتاج 2019 حمص');
    await noReload();
  } finally {
    for (const id of listed) {
      const removed = await request.delete(`/api/cars/${id}`, { headers: { authorization: `Bearer ${seller.token}` } });
      expect(removed.status()).toBe(200);
    }
    const searches = await request.get('/api/saved-searches', { headers: { authorization: `Bearer ${buyer.token}` } });
    for (const { id } of (await searches.json()).data as Array<{ id: number }>) {
      const removed = await request.delete(`/api/saved-searches/${id}`, { headers: { authorization: `Bearer ${buyer.token}` } });
      expect(removed.status()).toBe(204);
    }
  }
});

test('a user chooses a daily digest for saved search mails in the settings, and it stays chosen', async ({ page, request }) => {
  const user = await registerAccount(request, 'مشترٍ يفضل الملخص');
  await loginThroughUi(page, user.email, user.password);
  await page.goto('/user-dashboard/settings');
  await expect(page.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible();
  const choice = page.getByRole('group', { name: 'رسائل البريد عن عمليات البحث المحفوظة' });
  await expect(choice.getByRole('radio', { name: 'فوري' })).toBeChecked();

  await choice.getByRole('radio', { name: 'ملخص يومي' }).check();
  await expect(page.getByText('تم حفظ إعدادات الإشعارات')).toBeVisible();
  await expect(choice.getByRole('radio', { name: 'ملخص يومي' })).toBeChecked();
  await expect(choice).toContainText('الساعة 8 بتوقيت دمشق');
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${user.token}` } });
  expect((await me.json()).data.preferences).toMatchObject({ saved_search_mail: 'daily', email_saved_searches: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible();
  await expect(choice.getByRole('radio', { name: 'ملخص يومي' })).toBeChecked();
  await choice.getByRole('radio', { name: 'إيقاف' }).check();
  await expect(choice.getByRole('radio', { name: 'إيقاف' })).toBeChecked();
  await expect
    .poll(async () => {
      const res = await request.get('/api/me', { headers: { authorization: `Bearer ${user.token}` } });
      return (await res.json()).data.preferences.saved_search_mail;
    })
    .toBe('off');
});
