import { RowBatch } from '../../../event-store/batch/row-batch';
import { RecordedEvent } from '../../../event-store/event.types';
import { RunPlan } from '../../../event-store/projection';
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

/** A currency's rate as the listing keeps it, with the version of the rate table that set it. */
type ListingRateRow = { currency: string; per_usd_micro: number; version: number | null };

const LISTING_RATES = { table: 'listing_rates', key: 'currency', keyType: 'text' };

/**
 * A new rate table: keep it, each changed rate with the table's version (the event's stream
 * version). The listings of a changed currency are then re-priced by the worker in batches
 * (ListingsRepriced), so the admin's transaction and the log's append lock hold no listing; the
 * rate events written before that (no `repricing`) re-price them here once the rates are written,
 * as they did live, so a replay of an old log gives the values it gave. The rates are a fold (the
 * auditor sees them change); the re-pricing, one statement over the listings, is not.
 */
export function planRates(recorded: RecordedEvent): RunPlan {
  const { perUsdMicro, repricing } = (recorded as unknown as ExchangeRatesSet).data;
  // Always loaded: the rates a migration copied are there before the stream's first event.
  const rates = new RowBatch<ListingRateRow>(LISTING_RATES).want(Object.keys(perUsdMicro));
  const changed: string[] = [];
  return {
    rows: [rates],
    fold: () => {
      for (const [currency, rate] of Object.entries(perUsdMicro)) {
        const row = rates.get(currency);
        if (row?.per_usd_micro === rate) continue;
        const version = recorded.streamVersion;
        if (row) rates.update(currency, { per_usd_micro: rate, version });
        else rates.insert({ currency, per_usd_micro: rate, version });
        changed.push(currency);
      }
    },
    after: async (m) => {
      if (repricing === 'batches') return;
      for (const currency of changed) {
        await m.query(`UPDATE cars c SET ${REPRICED} FROM listing_rates l WHERE l.currency = $1 AND c.price_currency = $1`, [
          currency,
        ]);
      }
    },
  };
}

/**
 * One batch of the worker's re-pricing: the listings of the range still at an older rate, at
 * their currency's current rate, in one statement (a range of the primary key).
 */
export function planRepriced(recorded: RecordedEvent): RunPlan {
  const { fromId, toId } = (recorded as unknown as ListingsRepriced).data;
  return {
    rows: [],
    fold: () => undefined,
    after: async (m) => {
      if (fromId === null || toId === null) return;
      await m.query(
        `UPDATE cars c SET ${REPRICED} FROM listing_rates l
          WHERE c.id BETWEEN $1 AND $2 AND l.currency = c.price_currency AND c.price_rate_version IS DISTINCT FROM l.version`,
        [fromId, toId],
      );
    },
  };
}
