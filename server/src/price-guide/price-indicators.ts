import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AGE_AND_MILEAGE, bandSql, MIN_COMPARABLES, YEAR_SPAN } from './price-band';

/** Which cars to recompute: those of some cars' models (as they are now and as last computed), or all. */
export type IndicatorScope = { carIds: number[] } | 'all';

/** A car whose indicator changed (or went away), and its owner when the car still exists. */
export interface ChangedIndicator {
  id: number;
  user_id: number | null;
}

/** The listings that get an indicator and count as comparables: active sale offers, priced, with a year. */
export const eligibleSql = (c: string): string =>
  `${c}.status = 'active' AND ${c}.offer_type = 'sale' AND ${c}.year IS NOT NULL
   AND ${c}.price_usd_minor IS NOT NULL AND ${c}.price_usd_minor > 0 AND ${c}.is_available IS NOT FALSE`;

/** The model as compared: case and surrounding spaces do not make another model. */
export const modelKeySql = (c: string): string => `lower(btrim(${c}.model))`;

const { referenceYear, kmUnit, typical, perYear, per10000Km } = AGE_AND_MILEAGE;
const km = (c: string) => `(${c}.mileage::float8 / ${kmUnit})`;
const lnPrice = (c: string) => `ln(${c}.price_usd_minor::float8)`;

/**
 * The age and mileage slopes of the listings `c` grouped by `keys` (AGE_AND_MILEAGE): least
 * squares of ln(price) on year and km from the group's variances and covariances; one regressor
 * when the other has no spread (or the two move together), the typical slope without a fit;
 * then held within the bounds.
 */
const fitSql = (keys: string[], from: string): string => {
  const names = keys.map((key) => key.split('.')[1]).join(', ');
  const selected = keys.map((key) => `${key} AS ${key.split('.')[1]}`).join(', ');
  const enough = `n >= ${MIN_COMPARABLES}`;
  const det = `(vy * vk - cyk * cyk)`;
  const twoWay = `${enough} AND vy > 0 AND vk > 0 AND ${det} > 0.0001 * vy * vk`;
  const slopeYear = `CASE WHEN ${twoWay} THEN (vk * cyp - cyk * ckp) / ${det} WHEN ${enough} AND vy > 0 THEN cyp / vy ELSE ${typical.perYear} END`;
  const slopeKm = `CASE WHEN ${twoWay} THEN (vy * ckp - cyk * cyp) / ${det} WHEN ${enough} AND vk > 0 THEN ckp / vk ELSE ${typical.per10000Km} END`;
  return `SELECT ${names}, n, avg_km,
                 least(greatest(${slopeYear}, ${perYear.min}), ${perYear.max}) AS by,
                 least(greatest(${slopeKm}, ${per10000Km.min}), ${per10000Km.max}) AS bk
            FROM (SELECT ${selected}, count(*)::int AS n, avg(${km('c')}) AS avg_km,
                         var_pop(c.year::float8) AS vy, var_pop(${km('c')}) AS vk, covar_pop(c.year::float8, ${km('c')}) AS cyk,
                         covar_pop(c.year::float8, ${lnPrice('c')}) AS cyp, covar_pop(${km('c')}, ${lnPrice('c')}) AS ckp
                    ${from}
                   GROUP BY ${keys.join(', ')}) a`;
};

/** A comparable's price as if it were of the reference year with no kilometres, by the fit `f`. */
const normalisedSql = (c: string, f: string) =>
  `${c}.price_usd_minor::float8 * exp(${f}.by * (${referenceYear} - ${c}.year) - ${f}.bk * ${km(c)})`;

/** Median and p10–p90 of `price`, as floats (normalised prices, scaled back per car). */
const statsSql = (price: string): string => `
  percentile_cont(0.5) WITHIN GROUP (ORDER BY ${price}) AS median,
  percentile_cont(0.1) WITHIN GROUP (ORDER BY ${price}) AS low,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY ${price}) AS high`;

/**
 * The statements' common part: from `targets` (id, brand, model key, year, mileage or NULL,
 * price_usd_minor or NULL), each target's group (BASES: the narrowest with enough listings) and
 * its figures: the median and p10–p90 of the group's prices, each adjusted to the target's year
 * and mileage (AGE_AND_MILEAGE; a target without mileage is taken at its group's average), and
 * its band. Set-based: adjusting every comparable to the target's year and mileage multiplies all
 * of them by one factor, which keeps their order, so a group's order statistics are computed
 * once over prices normalised to one year and no kilometres, and scaled to each target after:
 * one statistic per (model, year) cell, per model and per make, whatever the number of targets.
 * A make's figures are computed only for the targets whose model is thin (`makes`), a model's
 * across all its years only for those whose near years are (`thin_cells`): on a large market a
 * make is tens of thousands of listings, and one car's guide (the form's, a risk check's) mostly
 * needs neither (at 200,000 listings: ~300 ms → ~30 ms, the same figures).
 * Ends with the CTE `computed`.
 */
export function indicatorCtes(): string {
  const model = modelKeySql('c');
  return `
   models AS (SELECT DISTINCT brand, model FROM targets),
   cells AS (SELECT DISTINCT brand, model, year FROM targets),
   model_fit AS (${fitSql(['m.brand', 'm.model'], `FROM models m JOIN cars c ON c.brand = m.brand AND ${model} = m.model WHERE ${eligibleSql('c')}`)}),
   makes AS (
     SELECT DISTINCT t.brand FROM targets t LEFT JOIN model_fit f ON f.brand = t.brand AND f.model = t.model
      WHERE coalesce(f.n, 0) < ${MIN_COMPARABLES}),
   make_fit AS (${fitSql(['k.brand'], `FROM makes k JOIN cars c ON c.brand = k.brand WHERE ${eligibleSql('c')}`)}),
   near_stats AS (
     SELECT k.brand, k.model, k.year, count(*)::int AS n, avg(${km('c')}) AS avg_km, ${statsSql(normalisedSql('c', 'f'))}
       FROM cells k JOIN model_fit f ON f.brand = k.brand AND f.model = k.model
       JOIN cars c ON c.brand = k.brand AND ${model} = k.model AND c.year BETWEEN k.year - ${YEAR_SPAN} AND k.year + ${YEAR_SPAN}
      WHERE ${eligibleSql('c')}
      GROUP BY k.brand, k.model, k.year),
   thin_cells AS (
     SELECT DISTINCT k.brand, k.model FROM cells k
       JOIN model_fit f ON f.brand = k.brand AND f.model = k.model AND f.n >= ${MIN_COMPARABLES}
       LEFT JOIN near_stats sn ON sn.brand = k.brand AND sn.model = k.model AND sn.year = k.year
      WHERE coalesce(sn.n, 0) < ${MIN_COMPARABLES}),
   model_stats AS (
     SELECT f.brand, f.model, ${statsSql(normalisedSql('c', 'f'))}
       FROM thin_cells k JOIN model_fit f ON f.brand = k.brand AND f.model = k.model
       JOIN cars c ON c.brand = f.brand AND ${model} = f.model
      WHERE ${eligibleSql('c')}
      GROUP BY f.brand, f.model),
   make_stats AS (
     SELECT f.brand, ${statsSql(normalisedSql('c', 'f'))}
       FROM make_fit f JOIN cars c ON c.brand = f.brand
      WHERE ${eligibleSql('c')}
      GROUP BY f.brand),
   placed AS (
     SELECT t.id, t.brand, t.model, t.year, t.price_usd_minor,
            CASE WHEN coalesce(sn.n, 0) >= ${MIN_COMPARABLES} THEN 'similar'
                 WHEN coalesce(fm.n, 0) >= ${MIN_COMPARABLES} THEN 'model_years' ELSE 'make' END AS basis,
            CASE WHEN coalesce(sn.n, 0) >= ${MIN_COMPARABLES} THEN sn.n
                 WHEN coalesce(fm.n, 0) >= ${MIN_COMPARABLES} THEN fm.n ELSE coalesce(fk.n, 0) END AS sample_size,
            CASE WHEN coalesce(sn.n, 0) >= ${MIN_COMPARABLES} THEN sn.median
                 WHEN coalesce(fm.n, 0) >= ${MIN_COMPARABLES} THEN sm.median ELSE sk.median END AS median,
            CASE WHEN coalesce(sn.n, 0) >= ${MIN_COMPARABLES} THEN sn.low
                 WHEN coalesce(fm.n, 0) >= ${MIN_COMPARABLES} THEN sm.low ELSE sk.low END AS low,
            CASE WHEN coalesce(sn.n, 0) >= ${MIN_COMPARABLES} THEN sn.high
                 WHEN coalesce(fm.n, 0) >= ${MIN_COMPARABLES} THEN sm.high ELSE sk.high END AS high,
            -- The factor from the normalised prices back to this car's year and mileage, by the group's own fit.
            CASE WHEN coalesce(fm.n, 0) >= ${MIN_COMPARABLES}
                 THEN exp(fm.by * (t.year - ${referenceYear}) + fm.bk * coalesce(${km('t')}, sn.avg_km, fm.avg_km))
                 ELSE exp(fk.by * (t.year - ${referenceYear}) + fk.bk * coalesce(${km('t')}, fk.avg_km)) END AS factor
       FROM targets t
       LEFT JOIN model_fit fm ON fm.brand = t.brand AND fm.model = t.model
       LEFT JOIN make_fit fk ON fk.brand = t.brand
       LEFT JOIN near_stats sn ON sn.brand = t.brand AND sn.model = t.model AND sn.year = t.year
       LEFT JOIN model_stats sm ON sm.brand = t.brand AND sm.model = t.model
       LEFT JOIN make_stats sk ON sk.brand = t.brand),
   computed AS (
     SELECT id AS car_id, brand, model, year, basis, sample_size,
            ${bandSql('price_usd_minor', 'round(median * factor)', 'sample_size')} AS band,
            CASE WHEN sample_size >= ${MIN_COMPARABLES} THEN round(median * factor)::bigint END AS median_usd_minor,
            CASE WHEN sample_size >= ${MIN_COMPARABLES} THEN round(low * factor)::bigint END AS low_usd_minor,
            CASE WHEN sample_size >= ${MIN_COMPARABLES} THEN round(high * factor)::bigint END AS high_usd_minor
       FROM placed)`;
}

/** A target row of `cars c` for indicatorCtes. */
const TARGET_COLUMNS = `c.id, c.brand, ${modelKeySql('c')} AS model, c.year, c.mileage, c.price_usd_minor`;

/**
 * Recomputes `public.price_indicators`, set-based, for the cars a change can move. A car's
 * figures depend on its model's listings (its group and its model's fit) or, when its model is
 * thin, its make's (basis `make`), so the cars recomputed are every listing of the changed cars'
 * models, now and as last computed (a car edited to another model leaves one), and the cars of
 * their makes placed by the make.
 *
 * Rows are written only when they change, marked with `position`; rows in the recomputed models
 * whose car is no longer eligible are deleted. Returns the cars whose indicator changed.
 * Recomputations are serialised by a transaction lock, so a worker's start-up pass and its
 * subscription never interleave.
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
             SELECT c.brand, ${modelKeySql('c')} AS model FROM cars c WHERE c.id = ANY($2::int[])
             UNION
             SELECT p.brand, p.model FROM public.price_indicators p WHERE p.car_id = ANY($2::int[])
           ),`;
      if (!all) params.push(scope.carIds);
      const targets = all
        ? `SELECT ${TARGET_COLUMNS} FROM cars c WHERE ${eligibleSql('c')}`
        : `SELECT ${TARGET_COLUMNS} FROM scope s JOIN cars c ON c.brand = s.brand AND ${modelKeySql('c')} = s.model
            WHERE ${eligibleSql('c')}
           UNION
           SELECT ${TARGET_COLUMNS} FROM public.price_indicators p JOIN cars c ON c.id = p.car_id
            WHERE p.basis = 'make' AND p.brand IN (SELECT brand FROM scope) AND ${eligibleSql('c')}`;
      const stale = all
        ? 'TRUE'
        : `(p.car_id = ANY($2::int[]) OR (p.brand, p.model) IN (SELECT brand, model FROM scope)
            OR (p.basis = 'make' AND p.brand IN (SELECT brand FROM scope)))`;
      const rows: Array<{ id: number; user_id: number | null }> = await m.query(
        `WITH ${scopeCte}
         targets AS MATERIALIZED (${targets}),
         ${indicatorCtes()},
         upserted AS (
           INSERT INTO public.price_indicators AS p
                  (car_id, brand, model, year, basis, band, median_usd_minor, low_usd_minor, high_usd_minor, sample_size, changed_position)
           SELECT car_id, brand, model, year, basis, band, median_usd_minor, low_usd_minor, high_usd_minor, sample_size, $1
             FROM computed
           ON CONFLICT (car_id) DO UPDATE
              SET brand = EXCLUDED.brand, model = EXCLUDED.model, year = EXCLUDED.year, basis = EXCLUDED.basis,
                  band = EXCLUDED.band, median_usd_minor = EXCLUDED.median_usd_minor, low_usd_minor = EXCLUDED.low_usd_minor,
                  high_usd_minor = EXCLUDED.high_usd_minor, sample_size = EXCLUDED.sample_size,
                  changed_position = EXCLUDED.changed_position
            WHERE (p.brand, p.model, p.year, p.basis, p.band, p.median_usd_minor, p.low_usd_minor, p.high_usd_minor, p.sample_size)
                  IS DISTINCT FROM (EXCLUDED.brand, EXCLUDED.model, EXCLUDED.year, EXCLUDED.basis, EXCLUDED.band,
                                    EXCLUDED.median_usd_minor, EXCLUDED.low_usd_minor, EXCLUDED.high_usd_minor, EXCLUDED.sample_size)
           RETURNING p.car_id
         ),
         deleted AS (
           DELETE FROM public.price_indicators p
            WHERE ${stale}
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
   * row (the listings that existed before the subscription began, or the first start), or a row
   * was computed before its basis was kept (the comparables adjusted for age and mileage). A full
   * pass takes seconds at 200,000 listings; every worker restart need not pay it.
   */
  async recomputeIfIncomplete(): Promise<ChangedIndicator[]> {
    const [{ missing }]: Array<{ missing: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM cars c WHERE ${eligibleSql('c')}
                        AND NOT EXISTS (SELECT 1 FROM public.price_indicators p WHERE p.car_id = c.id))
              OR EXISTS (SELECT 1 FROM public.price_indicators p WHERE p.basis IS NULL) AS missing`,
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
