import { Injectable } from '@nestjs/common';
import { ListingReadPort, toSaleListing } from '../../cars/queries/listing-read-port';
import { Preferences } from '../domain/preferences';
import { byRank, Recommended, Relaxation, relaxations, scoreCar } from '../domain/ranking';
import { RANK_ORDER, scoreSql } from '../domain/ranking-sql';

export interface Recommendation {
  ranked: Recommended[];
  eligibleCount: number;
  relaxed: Relaxation[];
}

interface Counts {
  allowed: number;
  in_budget: number;
  fuel_allowed: number;
  fuel_in_budget: number;
  cheapest_third: string;
}

/**
 * `recommend` (ranking.ts) over the active inventory, in the database and in one statement: the
 * cars for sale within the hard limits are read once, counted and ranked there, and only the best
 * `limit` come back. Loading them all to rank them took 153,125 rows and 91 MB of the worker's heap
 * for one answer at 200,000 listings, and twice the time (`npm run bench`, recommendations).
 */
@Injectable()
export class RecommendationQueries {
  constructor(private readonly listings: ListingReadPort) {}

  async recommend(prefs: Preferences, limit: number): Promise<Recommendation> {
    const params: unknown[] = [];
    // After the cars' own two ($1 seats, $2 the budget's top).
    const param = (value: unknown) => `$${params.push(value) + 2}`;
    const [minUsdMinor, fuels] = [param(prefs.budget.minUsd * 100), param(prefs.fuel ?? [])];
    const withFuel = `fuel_type = ANY(${fuels}::text[])`;
    // rankCars' cheapest third: the price where the pool's cheapest third ends (only its age answer uses it).
    const cheapestThird =
      prefs.age === 'cheapest'
        ? `coalesce((SELECT price_usd_minor FROM pool ORDER BY price_usd_minor
             OFFSET (SELECT greatest(ceil(count(*) / 3.0)::int - 1, 0) FROM pool) LIMIT 1), 0)`
        : '0';
    const rows = await this.listings.overSaleListings<Counts & Record<string, unknown>>(
      prefs.minSeats,
      prefs.budget.maxUsd === null ? null : prefs.budget.maxUsd * 100,
      `WITH counted AS (
         SELECT count(*)::int AS allowed, count(*) FILTER (WHERE price_usd_minor >= ${minUsdMinor})::int AS in_budget,
                count(*) FILTER (WHERE ${withFuel})::int AS fuel_allowed,
                count(*) FILTER (WHERE ${withFuel} AND price_usd_minor >= ${minUsdMinor})::int AS fuel_in_budget
           FROM sale),
       -- The pool: the cars within the budget's range, or, when none is, every car within the hard limits.
       pool AS (SELECT * FROM sale WHERE price_usd_minor >= ${minUsdMinor} OR (SELECT in_budget FROM counted) = 0),
       third AS (SELECT ${cheapestThird} AS price)
       SELECT counted.*, (SELECT price FROM third) AS cheapest_third, top.*
         FROM counted LEFT JOIN LATERAL (
           SELECT * FROM (SELECT pool.*, ${scoreSql(prefs, '(SELECT price FROM third)', param)} AS score FROM pool) scored
            ORDER BY ${RANK_ORDER} LIMIT ${param(limit)}) top ON true`,
      params,
    );
    const [counts] = rows;
    const wholeRange = counts.in_budget > 0;
    const cheapest = Number(counts.cheapest_third);
    return {
      // In the ranking's order again: rows of a subquery keep no order of their own.
      ranked: rows
        .filter((row) => row.id !== null)
        .map((row) => scoreCar(toSaleListing(row), prefs, cheapest))
        .sort(byRank),
      eligibleCount: wholeRange ? counts.in_budget : counts.allowed,
      relaxed: relaxations(prefs, {
        allowed: counts.allowed,
        inBudget: counts.in_budget,
        poolWithFuel: wholeRange ? counts.fuel_in_budget : counts.fuel_allowed,
      }),
    };
  }
}
