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

    // What the browser puts on the line for photos, per upload (its URL): the length it declared,
    // the bytes the server acknowledged (PATCH answered 204), and the bodies of requests the line cut.
    const lengths = new Map<string, number>();
    const delivered = new Map<string, number>();
    const cut = new Set<string>();
    const resumedAt: number[] = [];
    let creations = 0;
    let patches = 0;
    let failed = 0;
    const isUpload = (req: Request) => req.url().includes('/api/uploads');
    const isPatch = (req: Request) => isUpload(req) && req.method() === 'PATCH';
    page.on('request', (req) => {
      if (isUpload(req) && req.method() === 'POST') creations++;
      if (!isPatch(req)) return;
      patches++;
      const offset = Number(req.headers()['upload-offset']);
      if (cut.has(req.url()) && offset > 0) resumedAt.push(offset);
    });
    page.on('requestfinished', async (req) => {
      if (!isUpload(req)) return;
      const res = await req.response();
      if (req.method() === 'POST' && res?.status() === 201) {
        lengths.set(new URL(res.headers().location, req.url()).href, Number(req.headers()['upload-length']));
      }
      if (isPatch(req)) {
        if (res?.status() === 204)
          delivered.set(req.url(), (delivered.get(req.url()) ?? 0) + (req.postDataBuffer()?.length ?? 0));
      }
    });
    page.on('requestfailed', (req) => {
      if (!isUpload(req)) return;
      failed++;
      if (isPatch(req)) cut.add(req.url());
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

    // The line drops in the middle of a photo: when the first photo's second piece (from 256 KB
    // on) is about to leave, the line goes down and that request fails; it comes back later.
    let dropped: string | null = null;
    await page.route('**/api/uploads/*', async (route) => {
      const req = route.request();
      if (dropped === null && req.method() === 'PATCH' && Number(req.headers()['upload-offset']) > 0) {
        dropped = req.url();
        await cdp.send('Network.emulateNetworkConditions', {
          offline: true,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    // (Shrinking ten 12-megapixel photos takes a while on a busy machine: a generous limit.)
    await expect.poll(() => dropped, { timeout: 150_000 }).not.toBeNull();
    await expect(page.locator('[data-upload-status="waiting"]').first()).toBeAttached();
    await expect(page.getByText('أنت غير متصل بالإنترنت', { exact: false })).toBeVisible();
    await cdp.send(
      'Network.emulateNetworkConditions',
      fast ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 } : { offline: false, ...line },
    );

    await expect(page.getByText('تمت إضافة السيارة والعرض بنجاح')).toBeVisible({ timeout: 180_000 });
    const seconds = (Date.now() - started) / 1000;

    // Every photo's bytes went to one upload, never twice: ten uploads received bytes, none more than its
    // length (a creation the line cut may leave an empty upload behind, for the clean-up).
    expect(delivered.size).toBe(10);
    for (const [url, bytes] of delivered) expect(bytes).toBeLessThanOrEqual(lengths.get(url)!);
    // The photo cut mid-way went on from the server's offset (its first piece), not from zero.
    expect(resumedAt).toContain(256 * 1024);
    const photoBytes = [...delivered.keys()].reduce((sum, url) => sum + lengths.get(url)!, 0);
    expect(photoBytes).toBeLessThanOrEqual(GOAL_BYTES);
    console.log(
      `ten 12-MP photos: originals ${originalBytes} B, uploaded ${photoBytes} B in ${patches} PATCH and ${creations} POST ` +
        `requests, ${failed} cut (${cut.size} mid-photo, resumed at ${resumedAt.join(', ') || '-'} B), ` +
        `listed in ${seconds.toFixed(1)} s ${fast ? 'unthrottled' : 'throttled'}`,
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
