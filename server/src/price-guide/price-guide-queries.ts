import { Injectable } from '@nestjs/common';
import { ReadDatabase } from '../database/read-replica/read-database';
import { BAND_LABELS, MIN_COMPARABLES, mileageBandSql, PriceBand, YEAR_SPAN } from './price-band';
import { eligibleSql, modelKeySql, statsSql } from './price-indicators';

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
  /** How many other comparable listings the figures rest on. */
  sample_size: number;
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
  /** Absent where a query did not convert the figures to pounds (PRICE_INDICATOR_SYP_COLUMNS). */
  pi_median_syp_minor?: string | number | null;
  pi_low_syp_minor?: string | number | null;
  pi_high_syp_minor?: string | number | null;
}

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The columns a car query selects from `public.price_indicators pi` for `toPriceIndicator`. */
export const PRICE_INDICATOR_COLUMNS = `pi.band AS pi_band, pi.median_usd_minor AS pi_median_usd_minor,
  pi.low_usd_minor AS pi_low_usd_minor, pi.high_usd_minor AS pi_high_usd_minor, pi.sample_size AS pi_sample_size`;

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
  median_usd_minor: number | null;
  low_usd_minor: number | null;
  high_usd_minor: number | null;
  sample_size: number;
}

/** The comparables' count and price statistics (numerics: text from pg; null over no rows). */
interface GuideRow {
  n: number;
  median: string | null;
  low: string | null;
  high: string | null;
}

/**
 * The price guide of the add/edit form: what active sale listings of this make and model,
 * within ±2 years and (when given) in the same mileage band, ask: median and p10–p90. One
 * index range (cars_active_sale_comparables_idx).
 */
@Injectable()
export class PriceGuideQueries {
  constructor(private readonly reads: ReadDatabase) {}

  /** `readerId`: the signed-in caller, if any; the guide may come from the read replica. */
  async guide(
    input: { brand: string; model: string; year: number; mileage?: number },
    readerId?: number,
  ): Promise<PriceGuideView> {
    const mileage = input.mileage ?? null;
    const [row] = await this.reads.for(readerId).query<GuideRow[]>(
      `SELECT count(*)::int AS n, ${statsSql('c.price_usd_minor')}
         FROM cars c
        WHERE ${eligibleSql('c')} AND c.brand = $1 AND ${modelKeySql('c')} = lower(btrim($2))
          AND c.year BETWEEN $3::int - ${YEAR_SPAN} AND $3::int + ${YEAR_SPAN}
          AND ($4::int IS NULL OR ${mileageBandSql('c.mileage')} = ${mileageBandSql('$4::int')})`,
      [input.brand, input.model, input.year, mileage],
    );
    const n = row.n;
    const sufficient = n >= MIN_COMPARABLES;
    return {
      brand: input.brand,
      model: input.model,
      year: input.year,
      mileage,
      currency: 'USD',
      sufficient,
      label: sufficient ? null : BAND_LABELS.none,
      median_usd_minor: sufficient ? toNumber(row.median) : null,
      low_usd_minor: sufficient ? toNumber(row.low) : null,
      high_usd_minor: sufficient ? toNumber(row.high) : null,
      sample_size: n,
    };
  }
}
