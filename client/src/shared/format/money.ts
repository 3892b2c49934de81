import type { Currency } from '../domain/car';
import { labels } from '../messages/ar';
import { formatDecimal } from './number';

// The one money formatter. The API sends integers in minor units (cents, piastres)
// with a currency code; converting to major units and rounding happen only here.
// Digits stay Latin so prices read the same as on Syrian price tags and receipts.

/** Every currency the market prices in has 100 minor units (cents, piastres; the new pound's too). */
const MINOR_UNITS = 100;

export interface MoneyOptions {
  /** Car prices read better in whole units; pass true to keep cents/piastres. */
  exact?: boolean;
}

/** formatMoney(1500000, 'USD') → '15,000 $'; formatMoney(250000000, 'SYP') → '2,500,000 ل.س'. */
export function formatMoney(minor: number, currency: Currency, options?: MoneyOptions): string {
  // Two decimals only when asked and there is a fraction; a no-break space keeps the amount and its symbol on one line.
  return `${formatDecimal(minor / MINOR_UNITS, options?.exact && minor % MINOR_UNITS ? 2 : 0)}\u00a0${labels.priceUnit[currency]}`;
}

/** An offer's price as the API sends it: the seller's own amount and currency, and its conversions at today's rate. */
export interface OfferPrice {
  price_minor: number;
  price_unit: Currency;
  price_usd_minor: number | null;
  price_syp_minor?: number | null;
}

/**
 * A price as every screen shows it: the seller's own amount and currency first (what they typed,
 * what a call will quote), then its conversion at today's rate, marked approximate because the
 * rate moves: «585,000 ل.س» and «≈ 5,318 $». Dollars convert to pounds, every other currency to
 * dollars; no rate, no conversion.
 */
export function formatOfferPrice(offer: OfferPrice): [own: string, approx: string | null] {
  const toPounds = offer.price_unit === 'USD';
  const converted = toPounds ? offer.price_syp_minor : offer.price_usd_minor;
  return [
    formatMoney(offer.price_minor, offer.price_unit),
    converted == null ? null : `≈\u00a0${formatMoney(converted, toPounds ? 'SYP' : 'USD')}`,
  ];
}

/** The currencies a buyer can choose to think in (`?currency=SYP`, display-currency.ts). */
export type DisplayCurrency = 'USD' | 'SYP';
