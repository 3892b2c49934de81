import { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ADMIN, loginThroughUi, markNoReload, photo, uniqueEmail } from './support/helpers';

const PASSWORD = 'password123';

async function registerSeller(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/register', {
    data: { name: 'سامر الحلبي', email: uniqueEmail('mod'), password: PASSWORD, password_confirmation: PASSWORD, role: 'user' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).token;
}

/**
 * Issue 26, item 2: the admin's open queue shows a new car at once, then its offer and its
 * processed photo as they arrive, in place, without a reload; approve is offered plainly only
 * once the card shows a price and a ready photo, and the risk flags arrive live too.
 */
test('a new car’s card in the live queue fills in as its offer and photo arrive, then is approved', async ({ page, request }) => {
  const seller = await registerSeller(request);
  const name = `كيا سيراتو ${Math.random().toString(36).slice(2, 6)} نظيفة`;

  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/moderation');
  await expect(page.getByRole('heading', { name: 'مراجعة الإعلانات' })).toBeVisible();
  const notReloaded = await markNoReload(page);

  // The seller lists the car (its photo still to be processed) and writes a number in its text.
  const headers = { Authorization: `Bearer ${seller}` };
  const created = await request.post('/api/cars', {
    headers,
    multipart: {
      name,
      brand: '3',
      category_id: '1',
      country_of_manufacture: 'كوريا الجنوبية',
      model: 'Cerato',
      year: '2017',
      condition: 'used',
      mileage: '98000',
      fuel_type: 'petrol',
      transmission: 'automatic',
      horsepower: '147',
      seats: '5',
      color: 'رمادي',
      description: 'سيارة نظيفة بحالة ممتازة، للتواصل مباشرة ٠٩٤٤ ٧٧٨ ٨٩٩ بدون وسطاء.',
      'images[]': await photo('car.jpg', 640, 480),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  // No price yet: the card says so and approving it is an explicit «موافقة رغم النقص».
  await expect(card.getByText(/ينقص الإعلان: السعر/)).toBeVisible();
  await expect(card.getByRole('button', { name: `موافقة رغم النقص على ${name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `موافقة على ${name}` })).toHaveCount(0);

  // The photo is processed: the card counts it ready.
  await expect(card.getByText('الصور: 1 جاهزة')).toBeVisible();
  // The risk check found the number, and the card shows why.
  await expect(card.getByRole('list', { name: 'مؤشرات الخطر' })).toContainText('٠٩٤٤ ٧٧٨ ٨٩٩');

  // The offer arrives: price and place appear, the card is whole, plain approval is offered.
  const offer = await request.post(`/api/cars/${id}/offers`, {
    headers,
    data: { offer_type: 'sale', price: 9000, price_unit: 'USD', is_available: 1, location: 'حلب - الفرقان' },
  });
  expect(offer.status()).toBe(201);
  await expect(card.getByText(/9,000/)).toBeVisible();
  await expect(card.getByText(/حلب - الفرقان/)).toBeVisible();
  await expect(card.getByText(/ينقص الإعلان/)).toHaveCount(0);
  await card.getByRole('button', { name: `موافقة على ${name}` }).click();
  await expect(page.getByText('تمت الموافقة على السيارة بنجاح')).toBeVisible();
  await expect(card).toHaveCount(0);
  await notReloaded();
});
