import { Page, Request } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { loginThroughUi, photo } from './support/helpers';
import { registerAccount } from './support/market';

/** The goal for a 10-photo listing from 12-megapixel photos. */
const GOAL_BYTES = 5_000_000;

/**
 * A 12-megapixel (4000×3000) photo-like JPEG: soft shapes with a fine grain, about 3 MB as a
 * camera's JPEG. `orientation` 6 stores it sideways with the EXIF tag a phone writes when held
 * upright, so only a decoder that applies it sees a portrait 3000×4000 photo.
 */
async function twelveMegapixels(name: string, orientation?: number) {
  const [width, height] = [4000, 3000];
  const pixels = await sharp(randomBytes(128 * 96 * 3), { raw: { width: 128, height: 96, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i] + (grain[i] & 15) - 8));
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 });
  if (orientation) image = image.withMetadata({ orientation });
  return { name, mimeType: 'image/jpeg', buffer: await image.toBuffer() };
}

async function fillCarForm(page: Page, name: string) {
  await page.getByLabel('اسم السيارة').fill(name);
  await page.getByLabel('الماركة').selectOption({ label: 'هيونداي' });
  await page.getByLabel('الموديل').fill('Tucson');
  await page.getByLabel('فئة السيارة').selectOption({ index: 1 });
  await page.getByLabel('سنة الصنع').fill('2019');
  await page.getByLabel('بلد التصنيع').fill('كوريا الجنوبية');
  await page.getByLabel('عدد الكيلومترات').fill('64000');
  await page.getByLabel('نوع الوقود').selectOption({ label: 'بنزين' });
  await page.getByLabel('ناقل الحركة').selectOption({ label: 'أوتوماتيك' });
  await page.getByLabel('قوة المحرك (حصان)').fill('160');
  await page.getByLabel('عدد المقاعد').fill('5');
  await page.getByLabel('اللون').fill('أسود');
  await page.getByLabel('الوصف', { exact: true }).fill('سيارة عائلية نظيفة، صيانة في الوكالة وفحص كامل.');
  await expect(page.getByLabel('اسم السيارة')).toHaveValue(name);
}

test.describe('a seller on a slow line that drops', () => {
  test('posts a car with ten 12-megapixel photos: shrunk, each uploaded once, resumed after the line returns', async ({
    page,
    request,
  }) => {
    const seller = await registerAccount(request, 'بائع على خط بطيء');
    const photos = await Promise.all(
      Array.from({ length: 10 }, (_, i) => twelveMegapixels(`photo-${i + 1}.jpg`, i === 0 ? 6 : undefined)),
    );
    const originalBytes = photos.reduce((sum, p) => sum + p.buffer.length, 0);

    // What the browser puts on the line for photos: creations (with their declared lengths) and bytes.
    const creations: number[] = [];
    let patches = 0;
    let patchBytes = 0;
    let patchesOnTheLine = 0;
    let failed = 0;
    const isPatch = (req: Request) => req.url().includes('/api/uploads') && req.method() === 'PATCH';
    page.on('request', (req) => {
      if (!req.url().includes('/api/uploads')) return;
      if (req.method() === 'POST') creations.push(Number(req.headers()['upload-length']));
      if (isPatch(req)) {
        patches++;
        patchesOnTheLine++;
        patchBytes += req.postDataBuffer()?.length ?? 0;
      }
    });
    page.on('requestfinished', (req) => {
      if (isPatch(req)) patchesOnTheLine--;
    });
    page.on('requestfailed', (req) => {
      if (isPatch(req)) patchesOnTheLine--;
      if (req.url().includes('/api/uploads')) failed++;
    });

    await loginThroughUi(page, seller.email, seller.password);
    await page.goto('/add-car');
    await expect(page.getByRole('heading', { name: 'أضف سيارتك', level: 1 })).toBeVisible();
    // A slow mobile line: DevTools' slow-3G latency (400 ms), with 3 Mbit/s each way so the test stays short.
    const cdp = await page.context().newCDPSession(page);
    const line = { latency: 400, downloadThroughput: 375_000, uploadThroughput: 375_000 };
    // E2E_UPLOAD_FAST=1 measures the same story without throttling (for the figures in the note).
    const fast = Boolean(process.env.E2E_UPLOAD_FAST);
    if (!fast) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...line });
    const started = Date.now();

    await fillCarForm(page, 'هيونداي توسان على خط بطيء');
    await page.getByLabel('صور السيارة').setInputFiles(photos);
    await page.getByRole('button', { name: /التالي: بيانات العرض/ }).click();
    await page.getByLabel('نوع العرض').selectOption({ label: 'بيع' });
    await page.getByLabel('السعر').fill('18500');
    await page.getByLabel('العملة').selectOption({ label: '$' });
    await page.getByLabel('الموقع').fill('حمص');
    await expect(page.getByLabel('السعر')).toHaveValue('18500');
    // Submitted while photos are still on their way: the form waits for them.
    await page.getByRole('button', { name: 'إضافة السيارة والعرض' }).click();
    await expect(page.getByText('يُحفظ الإعلان فور اكتمال رفع الصور')).toBeVisible();

    // The line drops in the middle of the uploads (some photos sent, others on their way), then comes back.
    // (Shrinking ten 12-megapixel photos takes a while on a busy machine: generous limits.)
    await expect.poll(() => patches >= 2 && patchesOnTheLine > 0, { timeout: 150_000, intervals: [50] }).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect.poll(() => failed, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect(page.locator('[data-upload-status="waiting"]').first()).toBeAttached();
    await expect(page.getByText('أنت غير متصل بالإنترنت', { exact: false })).toBeVisible();
    await cdp.send(
      'Network.emulateNetworkConditions',
      fast ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 } : { offline: false, ...line },
    );

    await expect(page.getByText('تم إضافة السيارة والعرض بنجاح')).toBeVisible({ timeout: 180_000 });
    const seconds = (Date.now() - started) / 1000;

    // Each photo was created once, and together they are under the goal.
    expect(creations).toHaveLength(10);
    const uploadedBytes = creations.reduce((sum, n) => sum + n, 0);
    expect(uploadedBytes).toBeLessThanOrEqual(GOAL_BYTES);
    // Resumed, not restarted: bytes sent beyond the photos' own are at most the interrupted requests' bodies.
    expect(patchBytes).toBeGreaterThanOrEqual(uploadedBytes);
    console.log(
      `ten 12-MP photos: originals ${originalBytes} B, uploaded ${uploadedBytes} B, PATCH bodies ${patchBytes} B ` +
        `in ${patches} requests (${failed} cut), listed in ${seconds.toFixed(1)} s ${fast ? 'unthrottled' : 'throttled'}`,
    );

    const res = await request.get(`/api/cars?user_id=${seller.id}&status=all`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const mine = (await res.json()).data as Array<{ images: Array<{ width: number; height: number }> }>;
    expect(mine).toHaveLength(1);
    expect(mine[0].images).toHaveLength(10);
    // Shrunk to 2048 px on the long side, and the sideways-stored photo arrived upright.
    expect(mine[0].images[0]).toMatchObject({ width: 1536, height: 2048 });
    for (const image of mine[0].images.slice(1)) expect(image).toMatchObject({ width: 2048, height: 1536 });
  });

  test('edit car: a photo chosen and saved at once is on the car after a reload', async ({ page, request }) => {
    const seller = await registerAccount(request, 'بائع يعدل صوره');
    const created = await request.post('/api/cars', {
      headers: { authorization: `Bearer ${seller.token}` },
      multipart: {
        name: 'كيا سبورتاج',
        brand: '1',
        category_id: '1',
        country_of_manufacture: 'كوريا الجنوبية',
        model: 'Sportage',
        year: '2018',
        condition: 'used',
        mileage: '90000',
        fuel_type: 'petrol',
        transmission: 'automatic',
        horsepower: '150',
        seats: '5',
        color: 'أبيض',
        description: 'سيارة نظيفة بحالة ممتازة، صيانة دورية وفحص كامل.',
        'images[]': await photo('car.jpg', 640, 480),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    await request.post(`/api/cars/${id}/offers`, {
      headers: { authorization: `Bearer ${seller.token}` },
      data: { offer_type: 'sale', price: 12000, price_unit: 'USD', is_available: 1, location: 'حماة' },
    });

    await loginThroughUi(page, seller.email, seller.password);
    await page.goto(`/edit-car/${id}`);
    const current = page.getByRole('list', { name: 'الصور الحالية' }).getByRole('listitem');
    await expect(current).toHaveCount(1);
    await page.getByLabel('إضافة صور جديدة').setInputFiles([await photo('new.jpg', 900, 600)]);
    // Saved at once, without the photo's own button, while it may still be uploading.
    await page.getByRole('button', { name: 'تحديث السيارة' }).click();
    await expect(page.getByText('تم تحديث السيارة بنجاح')).toBeVisible();

    await page.goto(`/edit-car/${id}`);
    await expect(current).toHaveCount(2);
  });
});
