import { expect, test } from './support/fixtures';
import { adminToken, listApprovedCar, registerAccount } from './support/market';

/**
 * The price indicator on the car page and the good-deals filter: six listings of one model, one
 * of them well under the others' price, placed by the worker from the log. The worker's
 * marketplace is shared with the other files (whose pages count its cars), so they go again.
 */
test('a car priced under its comparables shows «سعر ممتاز» with what it rests on, and the good-deals filter finds it', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const seller = await registerAccount(request, 'بائع اللاندكروزر');
  const model = `LC${Date.now() % 100000}`;
  const listed: number[] = [];
  const car = async (price: number, name: string) => {
    const id = await listApprovedCar(request, seller.token, admin, {
      name,
      brand: 'toyota',
      model,
      year: 2016,
      offer: { price, location: 'دمشق' },
    });
    listed.push(id);
    return id;
  };

  try {
    for (let i = 1; i <= 5; i += 1) await car(40_000, `تويوتا لاندكروزر 2016 رقم ${i}`);
    const cheap = await car(33_000, 'تويوتا لاندكروزر 2016 لقطة');

    // The worker places it from the log; a visitor without a socket sees it on the next load.
    await expect
      .poll(async () => (await (await request.get(`/api/cars/${cheap}`)).json()).price_indicator?.band ?? null)
      .toBe('great');

    await page.goto(`/car/${cheap}`);
    await expect(page.getByRole('heading', { level: 1, name: 'تويوتا لاندكروزر 2016 لقطة' })).toBeVisible();
    const indicator = page.getByRole('region', { name: 'مؤشر السعر' });
    await expect(indicator.getByText('سعر ممتاز')).toBeVisible();
    await expect(indicator.getByText('بناءً على 6 سيارات مشابهة')).toBeVisible();
    await expect(indicator).toContainText('40,000');

    await page.goto('/car-listings');
    await expect(page.getByRole('heading', { name: 'السيارات المتاحة' })).toBeVisible();
    await page.getByRole('button', { name: 'الفلاتر' }).click();
    const deals = page.getByLabel('عروض جيدة فقط');
    await deals.check();
    await expect(deals).toBeChecked();
    await page.getByRole('button', { name: 'تطبيق الفلاتر' }).click();
    await expect(page).toHaveURL(/deal=good/);
    await expect(page.getByRole('link', { name: 'تويوتا لاندكروزر 2016 لقطة' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'تويوتا لاندكروزر 2016 رقم 1' })).toHaveCount(0);
  } finally {
    for (const id of listed) {
      const removed = await request.delete(`/api/cars/${id}`, { headers: { authorization: `Bearer ${seller.token}` } });
      expect(removed.status()).toBe(200);
    }
  }
});
