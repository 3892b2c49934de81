import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { bandSql, MIN_COMPARABLES, mileageBandSql, YEAR_SPAN } from './price-band';

/** Which cars' groups to recompute: those of some cars (as they are now and as last computed), or all. */
export type IndicatorScope = { carIds: number[] } | 'all';

/** A car whose indicator changed (or went away), and its owner when the car still exists. */
export interface ChangedIndicator {
  id: number;
  user_id: number | null;
}

/** The listings that get an indicator and count as comparables: active sale offers, priced, with a year. */
export const eligibleSql = (c: string): string =>
  `${c}.status = 'active' AND ${c}.offer_type = 'sale' AND ${c}.year IS NOT NULL
   AND ${c}.price_usd_minor IS NOT NULL AND ${c}.is_available IS NOT FALSE`;

/** The model as compared: case and surrounding spaces do not make another model. */
export const modelKeySql = (c: string): string => `lower(btrim(${c}.model))`;

/** The comparables of a (make, model, year, mileage band) cell `k` (model as its key), as a condition on `c`. */
export const comparableSql = (c: string, k: string, band: string): string =>
  `${c}.brand = ${k}.brand AND ${modelKeySql(c)} = ${k}.model
   AND ${c}.year BETWEEN ${k}.year - ${YEAR_SPAN} AND ${k}.year + ${YEAR_SPAN}
   AND ${mileageBandSql(`${c}.mileage`)} = ${band}`;

/** Median and p10–p90 of `price` (US cents), rounded to whole cents. */
export const statsSql = (price: string): string => `
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${price}::float8))::bigint AS median,
  round(percentile_cont(0.1) WITHIN GROUP (ORDER BY ${price}::float8))::bigint AS low,
  round(percentile_cont(0.9) WITHIN GROUP (ORDER BY ${price}::float8))::bigint AS high`;

/**
 * Recomputes `public.price_indicators`, set-based, for the groups a change touches. Cars that
 * share make, model, year and mileage band share their comparables (the group includes the car
 * itself: it is part of the market it is measured against), so the statistics are computed once
 * per such cell, over the active sale listings of that make and model within ±2 years in the
 * same mileage band. A car's group may gain or lose the changed car when their years are within
 * ±2 of each other, so the cars recomputed are those within ±2 years of every changed car's
 * (make, model, year), now and as last computed (a car edited to another model leaves a group).
 *
 * Rows are written only when they change, marked with `position`; rows in the recomputed groups
 * whose car is no longer eligible are deleted (the joins back to `cars` go by its primary key:
 * the planner cannot know how many rows the CTEs hold). Returns the cars whose indicator changed. Recomputations are serialised
 * by a transaction lock, so a worker's start-up pass and its subscription never interleave.
 */
@Injectable()
export class PriceIndicators {
  constructor(private readonly dataSource: DataSource) {}

  async recompute(scope: IndicatorScope, position: number): Promise<ChangedIndicator[]> {
    const all = scope === 'all';
    if (!all && scope.carIds.length === 0) return [];
    return this.dataSource.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('price-indicators', 0))`);
      const params: unknown[] = [position];
      const scopeCte = all
        ? ''
        : `scope AS (
             SELECT c.brand, ${modelKeySql('c')} AS model, c.year FROM cars c WHERE c.id = ANY($2::int[]) AND c.year IS NOT NULL
             UNION
             SELECT p.brand, p.model, p.year FROM public.price_indicators p WHERE p.car_id = ANY($2::int[])
           ),`;
      if (!all) params.push(scope.carIds);
      const near = (c: string, model = modelKeySql(c)) =>
        `${c}.brand = s.brand AND ${model} = s.model AND ${c}.year BETWEEN s.year - ${YEAR_SPAN} AND s.year + ${YEAR_SPAN}`;
      const targets = all
        ? `SELECT c.id, c.brand, ${modelKeySql('c')} AS model, c.year, ${mileageBandSql('c.mileage')} AS mband, c.price_usd_minor
             FROM cars c WHERE ${eligibleSql('c')}`
        : `SELECT DISTINCT ON (c.id) c.id, c.brand, ${modelKeySql('c')} AS model, c.year, ${mileageBandSql('c.mileage')} AS mband,
                  c.price_usd_minor
             FROM scope s JOIN cars c ON ${near('c')}
            WHERE ${eligibleSql('c')}`;
      // A join (not EXISTS) so the few scope rows drive an index scan of the group index.
      const staleFrom = all ? '' : 'USING scope s';
      const staleScope = all ? 'TRUE' : near('p', 'p.model');
      const rows: Array<{ id: number; user_id: number | null }> = await m.query(
        `WITH ${scopeCte}
         targets AS MATERIALIZED (${targets}),
         cells AS (SELECT DISTINCT brand, model, year, mband FROM targets),
         stats AS (
           SELECT k.brand, k.model, k.year, k.mband, count(*)::int AS n, ${statsSql('c.price_usd_minor')}
             FROM cells k JOIN cars c ON ${comparableSql('c', 'k', 'k.mband')}
            WHERE ${eligibleSql('c')}
            GROUP BY k.brand, k.model, k.year, k.mband
         ),
         computed AS (
           SELECT t.id AS car_id, t.brand, t.model, t.year, s.n - 1 AS sample_size,
                  ${bandSql('t.price_usd_minor', 's.median', '(s.n - 1)')} AS band,
                  CASE WHEN s.n - 1 >= ${MIN_COMPARABLES} THEN s.median END AS median_usd_minor,
                  CASE WHEN s.n - 1 >= ${MIN_COMPARABLES} THEN s.low END AS low_usd_minor,
                  CASE WHEN s.n - 1 >= ${MIN_COMPARABLES} THEN s.high END AS high_usd_minor
             FROM targets t
             JOIN stats s ON s.brand = t.brand AND s.model = t.model AND s.year = t.year AND s.mband = t.mband
         ),
         upserted AS (
           INSERT INTO public.price_indicators AS p
                  (car_id, brand, model, year, band, median_usd_minor, low_usd_minor, high_usd_minor, sample_size, changed_position)
           SELECT car_id, brand, model, year, band, median_usd_minor, low_usd_minor, high_usd_minor, sample_size, $1
             FROM computed
           ON CONFLICT (car_id) DO UPDATE
              SET brand = EXCLUDED.brand, model = EXCLUDED.model, year = EXCLUDED.year, band = EXCLUDED.band,
                  median_usd_minor = EXCLUDED.median_usd_minor, low_usd_minor = EXCLUDED.low_usd_minor,
                  high_usd_minor = EXCLUDED.high_usd_minor, sample_size = EXCLUDED.sample_size,
                  changed_position = EXCLUDED.changed_position
            WHERE (p.brand, p.model, p.year, p.band, p.median_usd_minor, p.low_usd_minor, p.high_usd_minor, p.sample_size)
                  IS DISTINCT FROM (EXCLUDED.brand, EXCLUDED.model, EXCLUDED.year, EXCLUDED.band, EXCLUDED.median_usd_minor,
                                    EXCLUDED.low_usd_minor, EXCLUDED.high_usd_minor, EXCLUDED.sample_size)
           RETURNING p.car_id
         ),
         deleted AS (
           DELETE FROM public.price_indicators p ${staleFrom}
            WHERE ${staleScope}
              AND NOT EXISTS (SELECT 1 FROM cars c WHERE c.id = p.car_id AND ${eligibleSql('c')})
           RETURNING p.car_id
         )
         SELECT u.car_id AS id, c.user_id FROM upserted u LEFT JOIN cars c ON c.id = u.car_id
         UNION
         SELECT d.car_id AS id, c.user_id FROM deleted d LEFT JOIN cars c ON c.id = d.car_id`,
        params,
      );
      return rows.map((r) => ({ id: r.id, user_id: r.user_id }));
    });
  }

  /**
   * The start-up pass, only when it has work: some listing that should have an indicator has no
   * row (the listings that existed before the subscription began, or the first start). A full pass
   * takes seconds at 200,000 listings; every worker restart need not pay it.
   */
  async recomputeIfIncomplete(): Promise<ChangedIndicator[]> {
    const [{ missing }]: Array<{ missing: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM cars c WHERE ${eligibleSql('c')}
                        AND NOT EXISTS (SELECT 1 FROM public.price_indicators p WHERE p.car_id = c.id)) AS missing`,
    );
    return missing ? this.recompute('all', 0) : [];
  }

  /** The cars whose indicator a batch with these positions changed (its pushes, again after a retry). */
  async changedAt(positions: number[]): Promise<ChangedIndicator[]> {
    if (!positions.length) return [];
    const rows: Array<{ id: number; user_id: number | null }> = await this.dataSource.query(
      `SELECT p.car_id AS id, c.user_id FROM public.price_indicators p LEFT JOIN cars c ON c.id = p.car_id
        WHERE p.changed_position = ANY($1::bigint[])`,
      [positions],
    );
    return rows.map((r) => ({ id: r.id, user_id: r.user_id }));
  }
}
