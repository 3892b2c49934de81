import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { ExchangeRatesSet } from '../../../settings/domain/settings.events';
import { ListingsRepriced } from '../../domain/listing-prices.events';
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
 * currency has no rate. Recomputed whenever the price or the currency is written, with the
 * version of the rate it used (LISTING_RATE_VERSION), so the worker's re-pricing skips it.
 */
export const LISTING_PRICE = {
  column: 'price_usd_minor',
  from: ['price_minor', 'price_currency'],
  sql: `round(r.price_minor::numeric * 1000000 / (SELECT l.per_usd_micro FROM listing_rates l WHERE l.currency = r.price_currency))`,
} as const;

/** The version of the rate LISTING_PRICE used: written with it. */
export const LISTING_RATE_VERSION = {
  column: 'price_rate_version',
  from: ['price_minor', 'price_currency'],
  sql: `(SELECT l.version FROM listing_rates l WHERE l.currency = r.price_currency)`,
} as const;

/** The re-priced value of a listing `c` at its currency's rate `l`, and that rate's version. */
const REPRICED = `price_usd_minor = round(c.price_minor::numeric * 1000000 / l.per_usd_micro), price_rate_version = l.version`;

/**
 * A new rate table: keep it, each changed rate with the table's version (the event's stream
 * version). The listings of a changed currency are then re-priced by the worker in batches
 * (ListingsRepriced), so the admin's transaction and the log's append lock hold no listing; the
 * rate events written before that (no `repricing`) re-price them here, as they did live, so a
 * replay of an old log gives the values it gave.
 */
export async function applyRates(m: EntityManager, recorded: RecordedEvent): Promise<void> {
  const { perUsdMicro, repricing } = (recorded as unknown as ExchangeRatesSet).data;
  for (const [currency, rate] of Object.entries(perUsdMicro)) {
    const changed: unknown[] = await m.query(
      `INSERT INTO listing_rates (currency, per_usd_micro, version) VALUES ($1, $2, $3)
       ON CONFLICT (currency) DO UPDATE SET per_usd_micro = EXCLUDED.per_usd_micro, version = EXCLUDED.version
         WHERE listing_rates.per_usd_micro IS DISTINCT FROM EXCLUDED.per_usd_micro
       RETURNING currency`,
      [currency, rate, recorded.streamVersion],
    );
    if (!changed.length || repricing === 'batches') continue;
    await m.query(`UPDATE cars c SET ${REPRICED} FROM listing_rates l WHERE l.currency = $1 AND c.price_currency = $1`, [
      currency,
    ]);
  }
}

/**
 * One batch of the worker's re-pricing: the listings of the range still at an older rate, at
 * their currency's current rate, in one statement (a range of the primary key).
 */
export async function applyRepriced(m: EntityManager, event: ListingsRepriced): Promise<void> {
  const { fromId, toId } = event.data;
  if (fromId === null || toId === null) return;
  await m.query(
    `UPDATE cars c SET ${REPRICED} FROM listing_rates l
      WHERE c.id BETWEEN $1 AND $2 AND l.currency = c.price_currency AND c.price_rate_version IS DISTINCT FROM l.version`,
    [fromId, toId],
  );
}
