import { EntityManager } from 'typeorm';
import { ExchangeRatesSet } from '../../../settings/domain/settings.events';
import { OfferTerms } from '../../domain/car.events';
import { cityOf } from '../../domain/listing-city';

/** The offer terms the listing filters and sorts on, and their columns on `cars`. */
const OFFER_COLUMNS: Partial<Record<keyof OfferTerms, string>> = {
  offerType: 'offer_type',
  pricingPeriod: 'pricing_period',
  isAvailable: 'is_available',
  location: 'location',
  priceMinor: 'price_minor',
  currency: 'price_currency',
};

/**
 * The columns of `cars` an offer's terms set: each term's value, and the city of its place (for
 * the city filter and facet, an equality rather than a text match). Terms the listing does not
 * filter on (additional features) are left out. The price in US cents is computed by SQL when the
 * row is written (see LISTING_PRICE).
 */
export function offerColumns(terms: Partial<OfferTerms>): Record<string, unknown> {
  const entries = (Object.entries(terms) as Array<[keyof OfferTerms, unknown]>).filter(([key]) => OFFER_COLUMNS[key]);
  const columns: Record<string, unknown> = Object.fromEntries(entries.map(([key, value]) => [OFFER_COLUMNS[key]!, value]));
  if (terms.location !== undefined) columns.city = cityOf(terms.location);
  return columns;
}

/**
 * The listing's price in US cents, from its price and currency at the listing's copy of the rates:
 * the numeric expression the list used to compute per row (half away from zero), NULL when the
 * currency has no rate. Recomputed whenever the price or the currency is written.
 */
export const LISTING_PRICE = {
  column: 'price_usd_minor',
  from: ['price_minor', 'price_currency'],
  sql: `round(r.price_minor::numeric * 1000000 / (SELECT l.per_usd_micro FROM listing_rates l WHERE l.currency = r.price_currency))`,
} as const;

/**
 * A new rate table: keep it, and re-price the cars of every currency whose rate changed (an
 * admin's rare act; the cars of one currency are found by their index).
 */
export async function applyRates(m: EntityManager, event: ExchangeRatesSet): Promise<void> {
  for (const [currency, perUsdMicro] of Object.entries(event.data.perUsdMicro)) {
    const changed: unknown[] = await m.query(
      `INSERT INTO listing_rates (currency, per_usd_micro) VALUES ($1, $2)
       ON CONFLICT (currency) DO UPDATE SET per_usd_micro = EXCLUDED.per_usd_micro
         WHERE listing_rates.per_usd_micro IS DISTINCT FROM EXCLUDED.per_usd_micro
       RETURNING currency`,
      [currency, perUsdMicro],
    );
    if (!changed.length) continue;
    await m.query(
      `UPDATE cars SET price_usd_minor = round(price_minor::numeric * 1000000 / $2::bigint)
        WHERE price_currency = $1`,
      [currency, perUsdMicro],
    );
  }
}
