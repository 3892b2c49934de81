import type { Currency } from '../domain/car';
import { labels } from '../messages/ar';
import { formatDecimal } from './number';

// The one money formatter. The API sends integers in minor units (cents, piastres)
// with a currency code; converting to major units and rounding happen only here.
// Digits stay Latin so prices read the same as on Syrian price tags and receipts.

const MINOR_UNITS: Record<Currency, number> = { USD: 100, EUR: 100, SYP: 100 };

export interface MoneyOptions {
  /** Car prices read better in whole units; pass true to keep cents/piastres. */
  exact?: boolean;
}

/** formatMoney(1500000, 'USD') → '15,000 $'; formatMoney(250000000, 'SYP') → '2,500,000 ل.س'. */
export function formatMoney(minor: number, currency: Currency, options: MoneyOptions = {}): string {
  const major = minor / MINOR_UNITS[currency];
  const hasFraction = minor % MINOR_UNITS[currency] !== 0;
  const digits = options.exact && hasFraction ? 2 : 0;
  // A no-break space keeps the amount and its symbol on one line.
  return `${formatDecimal(major, digits)}\u00a0${labels.priceUnit[currency]}`;
}

/** Management screens show Syrian pounds ('ل.س'), whatever the offer's own currency. */
export function formatSyp(minor: number | null | undefined): string | null {
  return minor == null ? null : formatMoney(minor, 'SYP');
}

/** Public pages show USD; a car without a priced offer has no USD amount. */
export function formatUsd(minor: number | null | undefined): string | null {
  return minor == null ? null : formatMoney(minor, 'USD');
}
