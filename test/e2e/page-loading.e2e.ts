import { expect, test } from './support/fixtures';

/**
 * Every page is a chunk of its own, fetched on the first visit: on a slow phone that takes a
 * while. Meanwhile the page being left must not stay on screen looking usable, or what the
 * visitor types into it (the same "e-mail" field on the login and the reset pages) is thrown
 * away when the next page arrives.
 */
test('what a visitor types after following a link is kept while the next page loads', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 })).toBeVisible();

  // Hold the reset page's code back, as a slow network would, until the test lets it through.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/forgot-password-page-[\w-]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });

  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await chunkRequested;
  // The login form is gone at once (a loading indicator shows instead): nothing typed now is lost.
  await expect(page.getByLabel('البريد الإلكتروني')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'جاري التحميل' })).toBeVisible();

  release();
  const email = page.getByLabel('البريد الإلكتروني');
  await email.fill('slow-phone@example.sy');
  await expect(page.getByRole('heading', { name: 'استعادة كلمة المرور', level: 1 })).toBeVisible();
  await expect(email).toHaveValue('slow-phone@example.sy');
  await page.getByRole('button', { name: 'أرسل رابط الاستعادة' }).click();
  await expect(page.getByText('تحقق من بريدك')).toBeVisible();
});
