import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DataSource } from 'typeorm';
import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable, ReadDatabase } from '../../database/read-replica/read-database';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { CarListQueryDto } from '../dto/car-list-query.dto';
import { PRICE_INDICATOR_COLUMNS, PRICE_INDICATOR_SYP_COLUMNS } from '../../price-guide/price-guide-queries';
import { CarRow, CarView, toCarView } from './car-view';
import { PickedCar } from './list-cursor';
import { carListFilter, SqlConditions } from './list-filters';
import { countList, listTotal } from './list-count';
import { Page, pageOf } from './list-page';
import { resolveSearch } from './list-search';
import { correctedText } from './search-spelling';
import { pagePosition, pickPage } from './list-window';
import { CarFacets, facetCounts } from './facet-counts';
import { liveVersionAtLeast } from '../../replay/projection-versions';
import {
  counterOf,
  PENDING_COUNT,
  PENDING_COUNTERS_SINCE,
  STATUS_COUNTERS_SINCE,
  statusCounter,
} from '../projections/listing-facets/listing-facets.projection';

export type { Page } from './list-page';

/** The columns of `cars` a car view shows (not its search or bookkeeping columns). */
const CAR_COLUMNS = `c.id, c.user_id, c.status, c.name, c.brand, c.category_id, c.country_of_manufacture, c.model,
  c.year, c.condition, c.mileage, c.fuel_type, c.transmission, c.horsepower, c.seats, c.color, c.description,
  c.is_featured, c.other_benefits, c.created_at, c.updated_at, c.published_at, c.expires_at, c.rejection_reason`;

/**
 * Everything a car view needs, from the read models only. Never the owner's e-mail or phone: a
 * seller's contact is not public data (CONTRACT.md), so no card or car answer can carry it; the
 * phone is read only by the reveal call (leads/), which counts it. `$viewer` is the signed-in viewer's
 * id (or NULL), for `is_favourite`. `from` is `cars` or a subquery over it aliased `c` (a list
 * picks its page of cars first, then joins what the cards show to those few rows only). The
 * US-cent price is the one stored by the projection; the Syrian pound amount, shown only, is
 * converted here for the rows shown.
 */
const selectCar = (viewer: string, from = 'cars c') => `
  SELECT ${CAR_COLUMNS}, u.name AS owner_name, NULLIF(btrim(u.phone), '') IS NOT NULL AS owner_has_phone,
         o.id AS offer_id, o.offer_type, o.price_minor, o.currency, o.pricing_period, o.is_available,
         o.additional_features, o.location,
         c.price_usd_minor, ${PRICE_INDICATOR_COLUMNS}, ${PRICE_INDICATOR_SYP_COLUMNS},
         round(o.price_minor::numeric * syp.per_usd_micro / r.per_usd_micro) AS price_syp_minor,
         (SELECT json_agg(json_build_object('id', i.id, 'status', i.status, 'width', i.width, 'height', i.height,
                  'variants', i.variants) ORDER BY i.sort_order)
            FROM car_images i WHERE i.car_id = c.id) AS images,
         COALESCE((SELECT v.views FROM public.car_views v WHERE v.car_id = c.id), 0) AS views,
         (SELECT count(*)::int FROM favourites f WHERE f.car_id = c.id) AS likes,
         EXISTS (SELECT 1 FROM favourites f WHERE f.car_id = c.id AND f.user_id = ${viewer}::int) AS is_favourite
    FROM ${from}
    LEFT JOIN users u ON u.id = c.user_id
    LEFT JOIN car_offers o ON o.car_id = c.id
    LEFT JOIN public.price_indicators pi ON pi.car_id = c.id
    LEFT JOIN exchange_rates r ON r.currency = o.currency
    LEFT JOIN exchange_rates syp ON syp.currency = 'SYP'`;

/** What similar cars are ordered by: the same make first, then the nearest price. */
const SIMILAR_COLUMNS = 'c.id, c.brand, c.price_usd_minor';

/** A car by id, as `selectCar` shows it ($1 the car, $2 the viewer). */
const CAR_BY_ID = new PreparedStatement(`${selectCar('$2')} WHERE c.id = $1`);

/** The cards of cars picked by id ($1), in the order given, for viewer $2. */
const CARDS_BY_ID = new PreparedStatement(
  `${selectCar('$2', '(SELECT * FROM cars c WHERE c.id = ANY($1::int[])) c')} ORDER BY array_position($1::int[], c.id)`,
);

/** A user's favourite cars that they may still see ($1), most recently kept first. */
const FAVOURITES_OF = new PreparedStatement(
  `${selectCar('$1')}
    JOIN favourites fav ON fav.car_id = c.id AND fav.user_id = $1
   WHERE c.status = 'active' OR c.user_id = $1
   ORDER BY fav.created_at DESC`,
);

/**
 * The similar cars' pick, prepared by its text: planning its unions cost 0.76 ms a car page,
 * running them 0.08 ms. The text varies only with which of the car's price, offer type and
 * pricing period are missing, so there are at most eight.
 */
const SIMILAR_PICKS = new Map<string, PreparedStatement>();
const similarPick = (text: string): PreparedStatement => {
  let statement = SIMILAR_PICKS.get(text);
  if (!statement) SIMILAR_PICKS.set(text, (statement = new PreparedStatement(text)));
  return statement;
};

/** A car's answer if `viewer` may see it: active cars for all, others for their owner and admins only. */
function viewOf(car: CarRow | undefined, viewer: Actor | undefined): CarView | null {
  if (!car) return null;
  const privileged = isAdmin(viewer) || car.user_id === viewer?.id;
  return car.status === 'active' || privileged ? toCarView(car) : null;
}

/** `replica`: the read is served to a viewer and may come from the read replica (README: Read replica). */
export interface ReadOptions {
  replica?: boolean;
}

export type CarCounts = Record<'total' | 'pending' | 'active' | 'rejected' | 'expired', number>;

export type { CarFacets, FacetCount } from './facet-counts';

@Injectable()
export class CarQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reads: ReadDatabase,
  ) {}

  /**
   * The database a read goes to: the primary, unless the caller serves it to a viewer (HTTP
   * reads), when the replica may answer. Commands, pushes and the answers to a write pass nothing
   * and read the primary.
   */
  private source(viewer: Actor | undefined, options: ReadOptions): Queryable {
    return options.replica ? this.reads.for(viewer?.id) : this.dataSource;
  }

  /**
   * Cars per status, for the admin's overview and moderation counters: the facets projection's
   * counters, written in the same transaction as each change of status. Counted, every listing of
   * the market was read (a whole index: 935 ms at 200,000 listings under load), then every
   * rejected and expired one, which pile up over a market's life, and the pending ones, as many as
   * the moderators are behind (40,260 at 1,000,000 listings: 20 ms); and every admin's pages ask
   * again at each listing and decision.
   * Until a replay has built the rejected and expired counters (STATUS_COUNTERS_SINCE), or the
   * pending ones (PENDING_COUNTERS_SINCE), those are counted from the index as before: a branch
   * not taken is never run.
   */
  async counts(): Promise<CarCounts> {
    const params: unknown[] = [
      STATUS_COUNTERS_SINCE.projection,
      STATUS_COUNTERS_SINCE.version,
      PENDING_COUNTERS_SINCE.projection,
      PENDING_COUNTERS_SINCE.version,
    ];
    const counter = ({ facet, value }: { facet: string; value: string }) => {
      params.push(facet, value);
      return `coalesce((SELECT cars FROM listing_facets WHERE facet = $${params.length - 1} AND value = $${params.length}), 0)`;
    };
    const [row]: Array<Omit<CarCounts, 'total'>> = await this.dataSource.query(
      `WITH live AS (SELECT ${liveVersionAtLeast('$1', '$2')} AS statuses, ${liveVersionAtLeast('$3', '$4')} AS pending)
       SELECT ${counter(counterOf([]))} AS active,
              CASE WHEN (SELECT pending FROM live) THEN (${PENDING_COUNT})
                   ELSE (SELECT count(*)::int FROM cars WHERE status = 'pending') END AS pending,
              CASE WHEN (SELECT statuses FROM live) THEN ${counter(statusCounter('rejected'))}
                   ELSE (SELECT count(*)::int FROM cars WHERE status = 'rejected') END AS rejected,
              CASE WHEN (SELECT statuses FROM live) THEN ${counter(statusCounter('expired'))}
                   ELSE (SELECT count(*)::int FROM cars WHERE status = 'expired') END AS expired`,
      params,
    );
    return { total: row.active + row.pending + row.rejected + row.expired, ...row };
  }

  /** The facet counts (facet-counts.ts). */
  facets(options: ReadOptions = {}): Promise<CarFacets> {
    return facetCounts(this.source(undefined, options));
  }

  /** A car as `viewer` may see it: active cars for all, others for their owner and admins only. */
  async get(id: number, viewer?: Actor, options: ReadOptions = {}): Promise<CarView | null> {
    return this.getFrom(this.source(viewer, options), id, viewer);
  }

  /**
   * Cars by id as `viewer` may see them (`get`'s rule), in the order given, in one round trip:
   * null for one it may not see or that is gone. A page of them (the moderation queue) read one
   * by one cost a statement and a connection of the pool for each.
   */
  async getMany(ids: readonly number[], viewer?: Actor, options: ReadOptions = {}): Promise<Array<CarView | null>> {
    if (!ids.length) return [];
    const rows = await runPrepared<CarRow[]>(this.source(viewer, options), CARDS_BY_ID, [ids, viewer?.id ?? null]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => viewOf(byId.get(id), viewer));
  }

  private async getFrom(db: Queryable, id: number, viewer?: Actor): Promise<CarView | null> {
    const [car] = await runPrepared<CarRow[]>(db, CAR_BY_ID, [id, viewer?.id ?? null]);
    return viewOf(car, viewer);
  }

  /** The user's favourite cars that they may still see, most recently kept first. */
  async favouritesOf(viewer: Actor): Promise<CarView[]> {
    const rows = await runPrepared<CarRow[]>(this.dataSource, FAVOURITES_OF, [viewer.id]);
    return rows.map(toCarView);
  }

  /**
   * A page of cars, as a pipeline of named steps (each in its own file, with its own spec):
   * the filter (list-filters) → the search's words, typos corrected (list-search) → the count
   * (list-count) → the page's position (list-window) → its cars picked by index (list-window,
   * relevance-page) → their cards (one prepared statement) → the answer (list-page).
   * `withOffer` leaves out cars without an offer in the query itself, so pages and totals count offers.
   */
  async list(
    query: CarListQueryDto,
    viewer?: Actor,
    options: ReadOptions & { withOffer?: boolean } = {},
  ): Promise<Page<CarView>> {
    const db = this.source(viewer, options);
    const caps = {
      list: this.config.LIST_COUNT_CAP,
      search: this.config.LIST_SEARCH_COUNT_CAP,
      filter: this.config.LIST_FILTER_COUNT_CAP,
    };
    const filter = carListFilter(query, { viewer, withOffer: options.withOffer });
    const search = await resolveSearch(db, filter, query.search ?? '', Math.min(caps.search, caps.list));
    const counted = await countList(db, filter, search.words, caps);
    const position = pagePosition(query, filter, counted);
    const picked = await pickPage(db, filter, position, counted);
    const fetched = await this.cards(db, picked, viewer);
    // An owner's or an admin's list corrects its words only when they matched nothing (list-count).
    const corrected = counted.fixes?.size ? correctedText(query.search ?? '', counted.fixes) : search.correctedQuery;
    return pageOf(fetched, position, listTotal(counted), corrected, toCarView);
  }

  /** The cards of cars picked by id, in the order picked, each with its list position. */
  private async cards(
    db: Queryable,
    picked: readonly PickedCar[],
    viewer: Actor | undefined,
  ): Promise<Array<CarRow & { cursor_key: string | null }>> {
    if (!picked.length) return [];
    const ids = picked.map((pick) => pick.id);
    const rows = await runPrepared<CarRow[]>(db, CARDS_BY_ID, [ids, viewer?.id ?? null]);
    const keys = new Map(picked.map((pick) => [pick.id, pick.cursor_key]));
    return rows.map((row) => ({ ...row, cursor_key: keys.get(row.id) ?? null }));
  }

  /**
   * Cars like this one, for its page: other active cars with the same kind of offer, those of the
   * same make first, then others priced within 25% of it (in US dollars, same pricing period);
   * the closest prices first. Null when the car itself is not visible to the viewer.
   */
  async similar(id: number, viewer: Actor | undefined, limit: number, options: ReadOptions = {}): Promise<CarView[] | null> {
    const db = this.source(viewer, options);
    const base = await this.getFrom(db, id, viewer);
    if (!base) return null;
    // The same make first, then other makes within 25% of the price, the closest prices first.
    // Sorting every car of a make (or of a price band) by its distance reads them all; instead
    // each half walks its price index from the car's price up and down, `limit` rows each way:
    // the `limit` nearest of a half are among them, in the same (distance, id) order. Unpriced
    // cars of the make come last, as NULLS LAST put them.
    // A value gets its placeholder in the branch that uses it: one left unused (no price to be
    // near, so no band of other makes) would be a parameter PostgreSQL cannot type.
    const { param, params } = new SqlConditions();
    // `=` or `IS NULL` rather than IS NOT DISTINCT FROM, which the planner cannot estimate: it
    // then expects one row and sorts a whole price band instead of walking the index.
    const equal = (column: string, value: unknown) => (value === null ? `${column} IS NULL` : `${column} = ${param(value)}`);
    const others = `c.status = 'active' AND c.id <> ${param(id)} AND ${equal('c.offer_type', base.offer?.offer_type ?? null)}`;
    const brand = param(base.brand);
    const sameMake = `${others} AND c.brand = ${brand}`;
    const limited = param(limit);
    let candidates: string;
    let order: string;
    if (base.price_usd_minor === null) {
      // No price to be near: the make's newest ids.
      candidates = `(SELECT ${SIMILAR_COLUMNS} FROM cars c WHERE ${sameMake} ORDER BY c.id DESC LIMIT ${limited}) c`;
      order = 'c.id DESC';
    } else {
      const price = `${param(base.price_usd_minor)}::numeric`;
      const nearest = (where: string) => `
        (SELECT ${SIMILAR_COLUMNS} FROM cars c WHERE ${where} AND c.price_usd_minor >= ${price}
          ORDER BY c.price_usd_minor ASC NULLS LAST, c.id DESC LIMIT ${limited})
        UNION ALL
        (SELECT ${SIMILAR_COLUMNS} FROM cars c WHERE ${where} AND c.price_usd_minor < ${price}
          ORDER BY c.price_usd_minor DESC NULLS LAST, c.id DESC LIMIT ${limited})`;
      const otherMake = `${others} AND c.brand <> ${brand} AND ${equal('c.pricing_period', base.offer?.pricing_period ?? null)}
            AND c.price_usd_minor BETWEEN ${price} * 0.75 AND ${price} * 1.25`;
      // The make's unpriced cars, newest ids first: written in the order of the make's price index
      // (where NULLs come last, by id), so that index answers "this make, no price" directly.
      // Ordered by id alone, the planner may walk the primary key through the whole table.
      candidates = `(${nearest(sameMake)}
        UNION ALL
        (SELECT ${SIMILAR_COLUMNS} FROM cars c WHERE ${sameMake} AND c.price_usd_minor IS NULL
          ORDER BY c.price_usd_minor ASC NULLS LAST, c.id DESC LIMIT ${limited})
        UNION ALL ${nearest(otherMake)}
      ) c`;
      order = `(c.brand = ${brand}) DESC, abs(c.price_usd_minor - ${price}) ASC NULLS LAST, c.id DESC`;
    }
    // The cars are picked from the listing table alone, then their cards read like a page's.
    const pick = similarPick(`SELECT c.id, NULL AS cursor_key FROM ${candidates} ORDER BY ${order} LIMIT ${limited}`);
    const picked = await runPrepared<PickedCar[]>(db, pick, params);
    const rows = await this.cards(db, picked, viewer);
    return rows.map(toCarView);
  }
}
