import { describe, expect, it } from '@jest/globals';
import type { Currency } from '../domain/car';
import { formatMoney, formatOfferPrice, type OfferPrice } from './money';
import { mulberry32 } from '../../../../shared/seeded-random';

/** A seeded generator: the same offers on every run, many shapes of them. */
const random = mulberry32;

const CURRENCIES: Currency[] = ['SYP', 'USD', 'EUR'];
const RATES: Record<Currency, number> = { USD: 1, SYP: 110, EUR: 0.92 };

/** A random offer in a random currency, with its conversions as the server sends them (or none). */
function offers(count: number): OfferPrice[] {
  const next = random(29);
  return Array.from({ length: count }, () => {
    const unit = CURRENCIES[Math.floor(next() * CURRENCIES.length)];
    const price_minor = Math.floor(next() * 999_999_999) * 100 + (next() < 0.2 ? Math.floor(next() * 100) : 0);
    const usd = Math.round(price_minor / RATES[unit]);
    const noRate = next() < 0.1;
    return {
      price_minor,
      price_unit: unit,
      price_usd_minor: noRate ? null : usd,
      price_syp_minor: noRate ? null : Math.round(usd * RATES.SYP),
    };
  });
}

describe('formatOfferPrice', () => {
  it('shows the issue’s pound listing as the seller priced it, then about how many dollars', () => {
    const offer: OfferPrice = {
      price_minor: 58_500_000,
      price_unit: 'SYP',
      price_usd_minor: 531_818,
      price_syp_minor: 58_500_000,
    };
    expect(formatOfferPrice(offer)).toEqual(['585,000\u00a0ل.س', '≈\u00a05,318\u00a0$']);
  });

  it('a dollar price stays first, with about how many pounds beside it', () => {
    const offer: OfferPrice = {
      price_minor: 1_790_000,
      price_unit: 'USD',
      price_usd_minor: 1_790_000,
      price_syp_minor: 196_900_000,
    };
    expect(formatOfferPrice(offer)).toEqual(['17,900\u00a0$', '≈\u00a01,969,000\u00a0ل.س']);
  });

  it('for every offer: the seller’s own amount first, then the server’s conversion into the other currency, in whole units', () => {
    for (const offer of offers(2000)) {
      const [own, approx] = formatOfferPrice(offer);
      expect(own).toBe(formatMoney(offer.price_minor, offer.price_unit));
      // Never the seller's currency twice: dollars to pounds, pounds and euros to dollars.
      const other = offer.price_unit === 'USD' ? 'SYP' : 'USD';
      const converted = other === 'USD' ? offer.price_usd_minor : offer.price_syp_minor;
      expect(approx).toBe(converted == null ? null : `≈\u00a0${formatMoney(converted, other)}`);
      // Rounding to whole units happens here only: the approximate figure has no fraction.
      if (approx) expect(approx).toMatch(other === 'USD' ? /^≈\u00a0[\d,]+\u00a0\$$/ : /^≈\u00a0[\d,]+\u00a0ل\.س$/);
    }
  });
});
