import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../database/read-replica/read-database';
import { Currency } from '../shared/money/money';
import { BAND_LABELS, MIN_COMPARABLES, PriceBand, PriceBasis } from './price-band';
import { indicatorCtes } from './price-indicators';

/** The price indicator of a car, in the car object (CONTRACT.md: money in minor units with a currency). */
export interface PriceIndicatorView {
  /** null: too few comparable listings («لا توجد بيانات كافية»). */
  band: PriceBand | null;
  label: string;
  currency: 'USD';
  /** The comparable group's median and p10–p90 range, in US cents; null with too few comparables. */
  median_usd_minor: number | null;
  low_usd_minor: number | null;
  high_usd_minor: number | null;
  /** How many listings the figures rest on (the car among them), as the add form's guide counts. */
  sample_size: number;
  /** Which group they are (BASES): cars like it (±2 years), its model at any age, or its make. */
  basis: PriceBasis | null;
  /** The same figures in Syrian pounds at today's rate (piastres), for buyers who think in pounds. */
  median_syp_minor?: number | null;
  low_syp_minor?: number | null;
  high_syp_minor?: number | null;
}

export interface PriceIndicatorRow {
  pi_band: PriceBand | null;
  pi_median_usd_minor: string | number | null;
  pi_low_usd_minor: string | number | null;
  pi_high_usd_minor: string | number | null;
  /** Null where the car has no indicator (the join found none), absent where a query did not select it. */
  pi_sample_size?: number | null;
  pi_basis?: PriceBasis | null;
  /** Absent where a query did not convert the figures to pounds (PRICE_INDICATOR_SYP_COLUMNS). */
  pi_median_syp_minor?: string | number | null;
  pi_low_syp_minor?: string | number | null;
  pi_high_syp_minor?: string | number | null;
}

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The columns a car query selects from `public.price_indicators pi` for `toPriceIndicator`. */
export const PRICE_INDICATOR_COLUMNS = `pi.band AS pi_band, pi.median_usd_minor AS pi_median_usd_minor,
  pi.low_usd_minor AS pi_low_usd_minor, pi.high_usd_minor AS pi_high_usd_minor, pi.sample_size AS pi_sample_size, pi.basis AS pi_basis`;

/** The figures in pounds, for a query that joins the pound's rate as `syp` (exchange_rates). */
export const PRICE_INDICATOR_SYP_COLUMNS = `round(pi.median_usd_minor * syp.per_usd_micro / 1000000) AS pi_median_syp_minor,
  round(pi.low_usd_minor * syp.per_usd_micro / 1000000) AS pi_low_syp_minor,
  round(pi.high_usd_minor * syp.per_usd_micro / 1000000) AS pi_high_syp_minor`;

/**
 * The indicator of an active sale listing, from its row of `public.price_indicators` (the worker
 * keeps it; a car it has not reached yet, or that is not an active sale, has none: null).
 */
export function toPriceIndicator(
  row: PriceIndicatorRow & { status: string; offer_type: string | null },
): PriceIndicatorView | null {
  if (row.pi_sample_size === null || row.pi_sample_size === undefined) return null;
  if (row.status !== 'active' || row.offer_type !== 'sale') return null;
  return {
    band: row.pi_band,
    label: BAND_LABELS[row.pi_band ?? 'none'],
    currency: 'USD',
    median_usd_minor: toNumber(row.pi_median_usd_minor),
    low_usd_minor: toNumber(row.pi_low_usd_minor),
    high_usd_minor: toNumber(row.pi_high_usd_minor),
    sample_size: row.pi_sample_size,
    basis: row.pi_basis ?? null,
    ...(row.pi_median_syp_minor === undefined
      ? {}
      : {
          median_syp_minor: toNumber(row.pi_median_syp_minor),
          low_syp_minor: toNumber(row.pi_low_syp_minor ?? null),
          high_syp_minor: toNumber(row.pi_high_syp_minor ?? null),
        }),
  };
}

export interface PriceGuideView {
  brand: string;
  model: string;
  year: number;
  mileage: number | null;
  currency: 'USD';
  /** Whether there are enough comparables (MIN_COMPARABLES) for a suggestion. */
  sufficient: boolean;
  label: string | null;
  /** The group's figures adjusted to this year and mileage, in US cents. */
  median_usd_minor: number | null;
  low_usd_minor: number | null;
  high_usd_minor: number | null;
  /** The listings the figures rest on: the count the car page of such a car shows. */
  sample_size: number;
  /** Which group that is (BASES): cars like it, the model at any age, or the make. */
  basis: PriceBasis;
  /** The same figures in the form's currency (`price_unit`, US dollars unless asked), at today's rate. */
  price_unit: Currency;
  median_minor: number | null;
  low_minor: number | null;
  high_minor: number | null;
}

/** The group's figures for one car (numerics: text from pg). */
interface GuideRow {
  basis: PriceBasis;
  sample_size: number;
  median_usd_minor: string | null;
  low_usd_minor: string | null;
  high_usd_minor: string | null;
  median_minor: string | null;
  low_minor: string | null;
  high_minor: string | null;
}

/**
 * The price guide of the add/edit form: the figures the car page of such a car would show (the
 * same statement as the indicators, `indicatorCtes`, over one target that is not a listing):
 * the narrowest group with enough listings, every price adjusted to this year and mileage,
 * median and p10–p90, and how many listings they rest on; in the form's currency too.
 */
@Injectable()
export class PriceGuideQueries {
  constructor(private readonly reads: ReadDatabase) {}

  /** `readerId`: the signed-in caller, if any; the guide may come from the read replica. */
  async guide(
    input: { brand: string; model: string; year: number; mileage?: number; currency?: Currency },
    readerId?: number,
  ): Promise<PriceGuideView> {
    const mileage = input.mileage ?? null;
    const currency = input.currency ?? 'USD';
    const inCurrency = (usd: string) =>
      `round(${usd}::numeric * (CASE WHEN $5 = 'USD' THEN 1000000 ELSE (SELECT per_usd_micro FROM exchange_rates WHERE currency = $5) END) / 1000000)`;
    const [row] = await this.reads.for(readerId).query<GuideRow[]>(
      `WITH targets AS (SELECT NULL::int AS id, $1::text AS brand, lower(btrim($2::text)) AS model, $3::int AS year,
                               $4::int AS mileage, NULL::bigint AS price_usd_minor),
       ${indicatorCtes()}
       SELECT basis, sample_size, median_usd_minor, low_usd_minor, high_usd_minor,
              ${inCurrency('median_usd_minor')} AS median_minor, ${inCurrency('low_usd_minor')} AS low_minor,
              ${inCurrency('high_usd_minor')} AS high_minor
         FROM computed`,
      [input.brand, input.model, input.year, mileage, currency],
    );
    const sufficient = row.sample_size >= MIN_COMPARABLES;
    return {
      brand: input.brand,
      model: input.model,
      year: input.year,
      mileage,
      currency: 'USD',
      sufficient,
      label: sufficient ? null : BAND_LABELS.none,
      median_usd_minor: toNumber(row.median_usd_minor),
      low_usd_minor: toNumber(row.low_usd_minor),
      high_usd_minor: toNumber(row.high_usd_minor),
      sample_size: row.sample_size,
      basis: row.basis,
      price_unit: currency,
      median_minor: toNumber(row.median_minor),
      low_minor: toNumber(row.low_minor),
      high_minor: toNumber(row.high_minor),
    };
  }
}
