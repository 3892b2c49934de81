import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminToken, listApprovedCar, registerAccount } from './support/market';

/** Whole units with Latin digits and thousands commas, as the money formatter writes them. */
const whole = (minor: number) => Math.round(minor / 100).toLocaleString('en-US');

/** The car's conversions at the marketplace's current rate, as its answer gives them. */
async function converted(request: APIRequestContext, id: number): Promise<{ usd: string; syp: string }> {
  const car = await (await request.get(`/api/cars/${id}`)).json();
  return { usd: `≈\u00a0${whole(car.offer.price_usd_minor)}\u00a0$`, syp: `≈\u00a0${whole(car.offer.price_syp_minor)}\u00a0ل.س` };
}

/**
 * A seller's own price and currency come first wherever a car is shown, the other currency after
 * it, marked approximate; a buyer's currency (the header's toggle) is kept in the URL and the
 * browser, and the listings' price range follows it.
 */
test('a listing priced in pounds shows the seller’s pounds and about how many dollars on its card and its page; a buyer can think in pounds', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const seller = await registerAccount(request, 'بائع الريو');
  const tag = `${Date.now() % 100000}`;
  const poundsName = `كيا ريو بالليرة ${tag}`;
  const dollarsName = `كيا ريو بالدولار ${tag}`;
  const listed: number[] = [];
  try {
    const pounds = await listApprovedCar(request, seller.token, admin, {
      name: poundsName,
      brand: 'kia',
      model: 'Rio',
      year: 2016,
      offer: { price: 585_000, price_unit: 'SYP', location: 'دمشق' },
    });
    listed.push(pounds);
    const dollars = await listApprovedCar(request, seller.token, admin, {
      name: dollarsName,
      brand: 'kia',
      model: 'Rio',
      year: 2016,
      offer: { price: 5_400, price_unit: 'USD', location: 'دمشق' },
    });
    listed.push(dollars);
    const poundsAbout = await converted(request, pounds);
    const dollarsAbout = await converted(request, dollars);

    // The card in the list: the seller's 585,000 ل.س first, then ≈ dollars.
    await page.goto(`/car-listings?q=${encodeURIComponent(tag)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: poundsName }) });
    const cardPrice = card.getByText(/^585,000\u00a0ل\.س/);
    await expect(cardPrice).toBeVisible();
    await expect(cardPrice).toHaveText(`585,000\u00a0ل.س${poundsAbout.usd}`);
    await expect(card.getByText(poundsAbout.usd, { exact: true })).toBeVisible();

    // The car page: the same two, in the same order.
    await page.goto(`/car/${pounds}`);
    await expect(page.getByRole('heading', { level: 1, name: poundsName })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(`585,000\u00a0ل.س${poundsAbout.usd}`, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(poundsAbout.usd, { exact: true }).first()).toBeVisible();

    // A dollar car: its dollars first, then about how many pounds.
    await page.goto(`/car/${dollars}`);
    await expect(main.getByText(`5,400\u00a0$${dollarsAbout.syp}`, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(dollarsAbout.syp, { exact: true }).first()).toBeVisible();

    // A buyer who thinks in pounds chooses them beside the price range: the range follows, the
    // URL and the browser keep the choice.
    await page.goto(`/car-listings?q=${encodeURIComponent(tag)}`);
    await page.getByRole('button', { name: 'الفلاتر' }).click();
    const range = page.getByRole('group', { name: 'نطاق السعر' });
    await expect(range.getByText('100,000\u00a0$+')).toBeVisible();
    await page.getByRole('group', { name: 'عملة العرض' }).getByRole('button', { name: 'ل.س' }).click();
    await expect(page).toHaveURL(/currency=SYP/);
    await expect(range.getByText('10,000,000\u00a0ل.س+')).toBeVisible();
    await page.goto(`/car-listings?q=${encodeURIComponent(tag)}`);
    await page.getByRole('button', { name: 'الفلاتر' }).click();
    await expect(page.getByRole('group', { name: 'عملة العرض' }).getByRole('button', { name: 'ل.س' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL(/currency=SYP/);
    await expect(range.getByText('10,000,000\u00a0ل.س+')).toBeVisible();

    // Up to 590,000 ل.س finds the pound car and not the 5,400 $ one (≈ 594,000 ل.س at 110); up to 600,000 both.
    await page.goto(`/car-listings?q=${encodeURIComponent(tag)}&max=590000&currency=SYP`);
    await expect(page.getByRole('link', { name: poundsName })).toBeVisible();
    await expect(page.getByRole('link', { name: dollarsName })).toHaveCount(0);
    await page.goto(`/car-listings?q=${encodeURIComponent(tag)}&max=600000&currency=SYP`);
    await expect(page.getByRole('link', { name: dollarsName })).toBeVisible();
    await expect(page.getByRole('link', { name: poundsName })).toBeVisible();

    // At 390 px both prices fit the car page and the cards, and the toggle the filter panel: nothing runs off the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/car/${pounds}`);
    await expect(main.getByText(poundsAbout.usd, { exact: true }).first()).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.goto(`/car-listings?q=${encodeURIComponent(tag)}`);
    await page.getByRole('button', { name: 'الفلاتر' }).click();
    await expect(page.getByRole('group', { name: 'عملة العرض' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('≈');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  } finally {
    for (const id of listed) {
      const removed = await request.delete(`/api/cars/${id}`, { headers: { authorization: `Bearer ${seller.token}` } });
      expect(removed.status()).toBe(200);
    }
  }
});
