import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { liveVersionAtLeast } from '../../replay/projection-versions';
import { CATEGORY_COUNTERS_SINCE, CATEGORY_COUNTS } from '../projections/listing-facets/listing-facets.projection';

/** An active, available car for sale, its price in US cents at today's rates (recommendations). */
export interface SaleListing {
  id: number;
  name: string;
  brand: string;
  year: number | null;
  mileage: number;
  fuelType: string;
  transmission: string;
  horsepower: number;
  seats: number;
  categoryId: number | null;
  priceUsdMinor: number;
  location: string | null;
}

/**
 * Active, available cars for sale with a price, at least $1 seats and at most $2 US cents ($2
 * null: any price), one row each with SaleListing's fields in snake case. Read from `cars` alone:
 * the offer's terms and the price in US cents are copied onto it (CarListingProjection), as the
 * list filters and shows them; joining the offers and converting each price again took twice as
 * long (169 against 88 ms for 146,000 cars at 200,000 listings).
 */
const SALE_LISTINGS = `SELECT c.id, c.name, c.brand, c.year, c.mileage, c.fuel_type, c.transmission, c.horsepower, c.seats,
         c.category_id, c.location, c.price_usd_minor
    FROM cars c
   WHERE c.status = 'active' AND c.offer_type = 'sale' AND c.is_available AND c.price_usd_minor > 0
     AND c.seats >= $1 AND ($2::bigint IS NULL OR c.price_usd_minor <= $2::numeric)`;

/** A row of SALE_LISTINGS (or a statement over them that keeps its columns) as a SaleListing. */
export function toSaleListing(r: Record<string, unknown>): SaleListing {
  return {
    id: Number(r.id),
    name: String(r.name),
    brand: String(r.brand),
    year: r.year === null ? null : Number(r.year),
    mileage: Number(r.mileage),
    fuelType: String(r.fuel_type),
    transmission: String(r.transmission),
    horsepower: Number(r.horsepower),
    seats: Number(r.seats),
    categoryId: r.category_id === null ? null : Number(r.category_id),
    priceUsdMinor: Number(r.price_usd_minor),
    location: (r.location as string | null) ?? null,
  };
}

/**
 * Listings per category ($1), from the counters once their projection's live version ($2) is at
 * least $3, else counted: one round trip, the branch not taken never run, and prepared, since
 * planning both branches cost more than running the one taken (0.42 against 0.17 ms). The count
 * is a subquery of its own (OFFSET 0) so that the version decides above it: on a big market the
 * count is planned in parallel, and with the version's test pushed down into the workers a
 * worker was started for every call only to find the branch not taken (25 ms at 1,000,000
 * listings, against 0.16 ms).
 */
const COUNTS_BY_CATEGORY = new PreparedStatement(
  `SELECT key, n FROM (${CATEGORY_COUNTS}) counters WHERE ${liveVersionAtLeast('$2', '$3')}
   UNION ALL
   SELECT key, n FROM (SELECT category_id AS key, count(*)::int AS n FROM cars
                        WHERE category_id = ANY($1::int[]) GROUP BY category_id OFFSET 0) counted
    WHERE NOT ${liveVersionAtLeast('$2', '$3')}`,
);

const countsBy = (rows: Array<{ key: number; n: number }>): Map<number, number> => new Map(rows.map(({ key, n }) => [key, n]));

/**
 * The one way other contexts read the listings' tables (`cars`, `car_offers`, `car_images`):
 * they ask here instead of writing SQL over them, so the cars context may reshape its read
 * models and finds every outside reader in this file. It needs only the database, so the
 * contexts below cars (categories, users) use it through ListingReadModule without a cycle.
 */
@Injectable()
export class ListingReadPort {
  constructor(private readonly dataSource: DataSource) {}

  /** Cars listed in a category, any status (a category in use cannot be removed). */
  async countInCategory(categoryId: number): Promise<number> {
    return (await this.countsByCategory([categoryId])).get(categoryId) ?? 0;
  }

  /**
   * Cars per category, any status; a category without cars is absent. Read from the facet
   * counters (a few rows per category): counting the listings read every one of them (about 10 ms at
   * 200,000). Until a replay has built those counters (CATEGORY_COUNTERS_SINCE), counted.
   */
  async countsByCategory(categoryIds: readonly number[]): Promise<Map<number, number>> {
    if (!categoryIds.length) return new Map();
    const { projection, version } = CATEGORY_COUNTERS_SINCE;
    return countsBy(
      await runPrepared<Array<{ key: number; n: number }>>(this.dataSource, COUNTS_BY_CATEGORY, [
        categoryIds,
        projection,
        version,
      ]),
    );
  }

  /** Cars per owner, any status (what deleting the account would remove). */
  async countsByOwner(userIds: readonly number[]): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    return countsBy(
      await this.dataSource.query(
        `SELECT user_id AS key, count(*)::int AS n FROM cars WHERE user_id = ANY($1::int[]) GROUP BY user_id`,
        [userIds],
      ),
    );
  }

  /** Active sale offers per owner (a store's stock is its owner's). */
  async forSaleCountsByOwner(userIds: readonly number[]): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    return countsBy(
      await this.dataSource.query(
        `SELECT c.user_id AS key, count(*)::int AS n FROM cars c JOIN car_offers o ON o.car_id = c.id
          WHERE c.user_id = ANY($1::int[]) AND c.status = 'active' AND o.offer_type = 'sale'
          GROUP BY c.user_id`,
        [userIds],
      ),
    );
  }

  /** The names of cars by id (any status); a car that is gone is absent. */
  async namesOf(carIds: readonly number[]): Promise<Map<number, string>> {
    if (!carIds.length) return new Map();
    const rows: Array<{ id: number; name: string }> = await this.dataSource.query(
      `SELECT id, name FROM cars WHERE id = ANY($1::int[])`,
      [carIds],
    );
    return new Map(rows.map(({ id, name }) => [id, name]));
  }

  /**
   * `statement` run over the active, available cars for sale with a price, at least `minSeats`
   * seats and at most `maxUsdMinor` US cents (null: any price), named `sale` (SALE_LISTINGS),
   * with `params` from $3 on: another context counts and ranks the cars for sale in the database,
   * without reading the listings' tables itself and without loading every car.
   */
  async overSaleListings<T>(
    minSeats: number,
    maxUsdMinor: number | null,
    statement: string,
    params: readonly unknown[],
  ): Promise<T[]> {
    // The statement as a subquery: it may have a WITH of its own, which sees `sale`.
    return this.dataSource.query(`WITH sale AS (${SALE_LISTINGS}) SELECT * FROM (${statement}) AS over_sale`, [
      minSeats,
      maxUsdMinor,
      ...params,
    ]);
  }
}
