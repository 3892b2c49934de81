import { expect, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const ADMIN = { email: 'admin@sayyara.sy', password: 'admin12345' };

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.sy`;

/** A photo-like JPEG to upload through the file input. */
export async function photo(name: string, width = 1200, height = 800) {
  const buffer = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 60 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
}

/** Sets a marker on the window: if the page reloads, the marker is gone. */
export async function markNoReload(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => ((globalThis as unknown as { __sayyaraMarker: number }).__sayyaraMarker = 42));
  return async () => {
    expect(await page.evaluate(() => (globalThis as unknown as { __sayyaraMarker?: number }).__sayyaraMarker)).toBe(42);
  };
}
