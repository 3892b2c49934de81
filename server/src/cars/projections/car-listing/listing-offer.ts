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
 * Copies the offer's terms onto the car (its place's city too) and prices it in US cents, in one statement (`update` is
 * the projection's version-guarded UPDATE, whose own parameters are $1–$3). The price is the
 * numeric expression the list used to compute per row (half away from zero) at the listing's
 * copy of the rates, from the new price and currency when they are among the changes (SET sees
 * the row as it was); NULL when the currency has no rate.
 */
export async function applyOfferTerms(
  update: (set: string, params?: unknown[]) => Promise<unknown>,
  terms: Partial<OfferTerms>,
): Promise<void> {
  const entries = (Object.entries(terms) as Array<[keyof OfferTerms, unknown]>).filter(([key]) => OFFER_COLUMNS[key]);
  if (entries.length === 0) return;
  const ref = (key: keyof OfferTerms) => {
    const at = entries.findIndex(([k]) => k === key);
    return at < 0 ? OFFER_COLUMNS[key]! : `$${at + 4}`;
  };
  const set = entries.map(([key], i) => `${OFFER_COLUMNS[key]} = $${i + 4}`);
  const params = entries.map(([, value]) => value);
  if (terms.location !== undefined) {
    // The city of the place, for the city filter and facet (an equality, not a text match).
    params.push(cityOf(terms.location));
    set.push(`city = $${params.length + 3}`);
  }
  if (terms.priceMinor !== undefined || terms.currency !== undefined) {
    // Parameters cast to their columns' types first: one parameter, one deduced type.
    set.push(`price_usd_minor = round(${ref('priceMinor')}::bigint::numeric * 1000000
      / (SELECT r.per_usd_micro FROM listing_rates r WHERE r.currency = ${ref('currency')}::bpchar))`);
  }
  await update(set.join(', '), params);
}

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
