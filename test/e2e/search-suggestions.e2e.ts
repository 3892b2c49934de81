import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminToken, listApprovedCar, registerAccount } from './support/market';

/**
 * Suggestions as a buyer types, on a phone (390 px), by keyboard: a typo in the header's box
 * still suggests the car meant, the arrow keys reach it (the focus stays in the box), Enter shows
 * its listings; in the listings' box Esc closes the list and a make picked becomes its filter;
 * words typed together are searched apart, and the page says so; as they are typed, they are
 * suggested apart.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const CAMRY = 'تويوتا كامري 2018 سقف فتحة';
const SPORTAGE = 'كيا سبورتاج 2019 نظيفة';

test.beforeAll(async ({ request }) => {
  const seller = await registerAccount(request, 'سامر الحلبي');
  const admin = await adminToken(request);
  await listApprovedCar(request, seller.token, admin, {
    name: CAMRY,
    brand: 'toyota',
    model: 'Camry',
    year: 2018,
    offer: { price: 18500, location: 'دمشق - المزة' },
  });
  await listApprovedCar(request, seller.token, admin, {
    name: SPORTAGE,
    brand: 'kia',
    model: 'Sportage',
    year: 2019,
    offer: { price: 21000, location: 'حلب' },
  });
});

/** The option the box's aria-activedescendant names. */
async function activeOption(box: Locator): Promise<Locator> {
  const id = await box.getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  return box.page().locator(`[id="${id}"]`);
}

test('a typo in the header’s box still suggests the car; arrow keys and Enter show its listings', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('search', { name: 'ابحث في الإعلانات' }).getByLabel('كلمات البحث');
  await box.click();
  // «تويتا»: the long vowel of «تويوتا» left out.
  await box.fill('تويتا كا');
  await expect(box).toHaveAttribute('role', 'combobox');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'اقتراحات البحث' });
  const camry = list.getByRole('option', { name: /تويوتا كامري/ });
  await expect(camry).toBeVisible();
  // The list fits the phone's screen.
  const shown = (await list.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(PHONE.width);

  await box.press('ArrowDown');
  await expect(box).toBeFocused();
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  expect(await (await activeOption(box)).textContent()).toBe(await first.textContent());
  await box.press('Enter');

  await expect(page).toHaveURL(/\/car-listings\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('تويوتا كامري');
  await expect(page.getByText(CAMRY).first()).toBeVisible();
  await expect(page.getByText(SPORTAGE)).toHaveCount(0);
});

test('in the listings’ box Esc closes the suggestions, and a make picked becomes the make filter', async ({ page }) => {
  await page.goto('/car-listings');
  const box = page.getByRole('search', { name: 'البحث في السيارات' }).getByLabel('ابحث عن سيارة');
  await box.click();
  await box.fill('كي');
  const list = page.getByRole('listbox', { name: 'اقتراحات البحث' });
  await expect(list.getByRole('option', { name: /كيا/ }).first()).toBeVisible();

  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toBeFocused();

  // Down opens the list again, on its first option; down again until the make (other words of
  // the market's listings may begin with these letters too).
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = await list.getByRole('option').count();
  for (let tries = 0; tries < options && !(await (await activeOption(box)).textContent())!.includes('ماركة'); tries++) {
    await box.press('ArrowDown');
  }
  await expect(await activeOption(box)).toContainText('كيا');
  await expect(await activeOption(box)).toContainText('ماركة');
  await box.press('Enter');

  await expect(page).toHaveURL(/brand=kia/);
  await expect(page.getByText(SPORTAGE).first()).toBeVisible();
  await expect(page.getByText(CAMRY)).toHaveCount(0);
});

test('words typed without the space between them find the car, and the page says what it searched', async ({ page }) => {
  await page.goto(`/car-listings?q=${encodeURIComponent('كياسبورتاج')}`);
  const meant = page.getByRole('status').filter({ hasText: 'هل تقصد' }).getByRole('link', { name: 'كيا سبورتاج' });
  await expect(meant).toBeVisible();
  await expect(page.getByText(SPORTAGE).first()).toBeVisible();
  await expect(page.getByText(CAMRY)).toHaveCount(0);
  // The note and the results fit the phone's width.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

  await meant.click();
  await expect(page).toHaveURL(/\/car-listings\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('كيا سبورتاج');
  await expect(page.getByText(SPORTAGE).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'هل تقصد' })).toHaveCount(0);
});

test('words typed without the space between them are suggested apart as they are typed', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('search', { name: 'ابحث في الإعلانات' }).getByLabel('كلمات البحث');
  await box.click();
  // Letter by letter, as a buyer types: the make, then the model begun, with no space between.
  await box.pressSequentially('كياسبور');
  const list = page.getByRole('listbox', { name: 'اقتراحات البحث' });
  const sportage = list.getByRole('option', { name: /كيا سبورتاج/ });
  await expect(sportage).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

  await sportage.click();
  await expect(page).toHaveURL(/\/car-listings\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('كيا سبورتاج');
  await expect(page.getByText(SPORTAGE).first()).toBeVisible();
  await expect(page.getByText(CAMRY)).toHaveCount(0);
});
