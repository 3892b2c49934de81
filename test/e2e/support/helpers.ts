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

/**
 * Signs in through the form. As everywhere in these tests: type only once the page itself is
 * shown (its heading), and press the button only once the fields still hold what was typed.
 */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();
  const emailField = page.getByLabel('البريد الإلكتروني');
  await emailField.fill(email);
  await page.getByLabel('كلمة المرور').fill(password);
  await expect(emailField).toHaveValue(email);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
}

export type AccountType = 'مستخدم/زبون' | 'بائع/مدير متجر' | 'صاحب ورشة';
const SIGN_UP_AS: Record<AccountType, string> = { 'مستخدم/زبون': 'مستخدم', 'بائع/مدير متجر': 'بائع', 'صاحب ورشة': 'صاحب ورشة' };

/** Registers through the form with the given account type; the browser stays signed in. */
export async function registerThroughUi(page: Page, name: string, type: AccountType, label = 'e2e'): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'إنشاء حساب جديد', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: type }).check();
  const nameField = page.getByLabel('الاسم الكامل');
  await nameField.fill(name);
  await page.getByLabel('البريد الإلكتروني').fill(uniqueEmail(label));
  await page.getByLabel('كلمة المرور', { exact: true }).fill('password123');
  await page.getByLabel('تأكيد كلمة المرور').fill('password123');
  await page.getByRole('checkbox', { name: /أوافق على/ }).check();
  await expect(nameField).toHaveValue(name);
  await page.getByRole('button', { name: `إنشاء حساب ${SIGN_UP_AS[type]}`, exact: true }).click();
  await expect(page.getByText('تم إنشاء حسابك بنجاح.')).toBeVisible();
}

/** Sets a marker on the window: if the page reloads, the marker is gone. */
export async function markNoReload(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(() => ((globalThis as unknown as { __sayyaraMarker: number }).__sayyaraMarker = 42));
  return async () => {
    expect(await page.evaluate(() => (globalThis as unknown as { __sayyaraMarker?: number }).__sayyaraMarker)).toBe(42);
  };
}

/** Chooses an ISO date (`2026-03-05`) in a day / month / year field (shared/ui/date-field.tsx). */
export async function chooseDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-').map(Number);
  const group = page.getByRole('group', { name: label });
  await group.getByLabel('السنة').selectOption(String(year));
  await group.getByLabel('الشهر').selectOption(String(month));
  await group.getByLabel('اليوم').selectOption(String(day));
}
