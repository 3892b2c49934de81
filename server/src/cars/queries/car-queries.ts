import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DataSource } from 'typeorm';
import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable, ReadDatabase } from '../../database/read-replica/read-database';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { CarListQueryDto, ListSort } from '../dto/car-list-query.dto';
import { PRICE_INDICATOR_COLUMNS, PRICE_INDICATOR_SYP_COLUMNS } from '../../price-guide/price-guide-queries';
import { CarRow, CarView, toCarView } from './car-view';
import {
  cursorKeySql,
  CursorDirection,
  decodeCursor,
  encodeCursor,
  keysetBranches,
  ListOrder,
  PickedCar,
  REVERSED_ORDER,
} from './list-cursor';
import { relevancePage } from './relevance-page';
import { carListFilter, SqlConditions } from './list-filters';
import { CarFacets, facetCounts } from './facet-counts';
import { correctedText, correctWords } from './search-spelling';

export interface Page<T> {
  /**
   * The search as it was run when some of its words were typos corrected against the listings'
   * vocabulary («تويتا كامري» → «تويوتا كامري»); absent when the search ran as typed.
   */
  corrected_query?: string;
  data: T[];
  pagination: {
    /** The page asked for; null when the page was asked for by `cursor`. */
    current_page: number | null;
    last_page: number;
    total_pages: number;
    /**
     * Exact: read from a facet counter (no filter, or any mix of make, city, fuel and offer
     * type), else counted up to LIST_COUNT_CAP (LIST_SEARCH_COUNT_CAP for a search); beyond it
     * the cap, and `total_is_estimate` is true (a lower bound).
     */
    total: number;
    total_is_estimate: boolean;
    per_page: number;
    /** Opaque positions of the pages after and before this one (keyset), null at the ends. */
    next_cursor: string | null;
    prev_cursor: string | null;
  };
}

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

/** The columns the list orders by and takes its cursor keys from. */
const ORDER_COLUMNS = 'c.id, c.created_at, c.price_usd_minor, c.year, c.mileage';

/** What similar cars are ordered by: the same make first, then the nearest price. */
const SIMILAR_COLUMNS = 'c.id, c.brand, c.price_usd_minor';

/** A car by id, as `selectCar` shows it ($1 the car, $2 the viewer). */
const CAR_BY_ID = new PreparedStatement(`${selectCar('$2')} WHERE c.id = $1`);

/** The cards of cars picked by id ($1), in the order given, for viewer $2. */
const CARDS_BY_ID = new PreparedStatement(
  `${selectCar('$2', '(SELECT * FROM cars c WHERE c.id = ANY($1::int[])) c')} ORDER BY array_position($1::int[], c.id)`,
);

/** One facet counter: the exact count of a list whose filters it counts. */
const FACET_COUNTER = new PreparedStatement(`SELECT cars FROM listing_facets WHERE facet = $1 AND value = $2`);

/** What the listings' word counts tell of a search's words (CarQueries.wordCounts). */
interface WordCounts {
  beginNoOther: string[];
  passingCap: string[];
  /** Words that begin no word of any active listing. */
  unknown: string[];
}
const NO_WORD_COUNTS: WordCounts = { beginNoOther: [], passingCap: [], unknown: [] };

const SORTS: Record<ListSort, string> = {
  newest: 'c.created_at DESC, c.id DESC',
  oldest: 'c.created_at ASC, c.id ASC',
  price_asc: 'c.price_usd_minor ASC NULLS LAST, c.id DESC',
  price_desc: 'c.price_usd_minor DESC NULLS LAST, c.id DESC',
  // One index each ((COALESCE(year, 0), id), (mileage, id)), read forwards or backwards.
  year_desc: 'COALESCE(c.year, 0) DESC, c.id DESC',
  year_asc: 'COALESCE(c.year, 0) ASC, c.id ASC',
  mileage_asc: 'c.mileage ASC, c.id ASC',
  mileage_desc: 'c.mileage DESC, c.id DESC',
};

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

  /** Cars per status, for the admin's overview and moderation counters. */
  async counts(): Promise<CarCounts> {
    const [row]: CarCounts[] = await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'active')::int AS active,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE status = 'expired')::int AS expired
         FROM cars`,
    );
    return row;
  }

  /** The facet counts (facet-counts.ts). */
  facets(options: ReadOptions = {}): Promise<CarFacets> {
    return facetCounts(this.source(undefined, options));
  }

  /** A car as `viewer` may see it: active cars for all, others for their owner and admins only. */
  async get(id: number, viewer?: Actor, options: ReadOptions = {}): Promise<CarView | null> {
    return this.getFrom(this.source(viewer, options), id, viewer);
  }

  private async getFrom(db: Queryable, id: number, viewer?: Actor): Promise<CarView | null> {
    const rows = await runPrepared<CarRow[]>(db, CAR_BY_ID, [id, viewer?.id ?? null]);
    if (!rows.length) return null;
    const car = rows[0];
    const privileged = isAdmin(viewer) || car.user_id === viewer?.id;
    return car.status === 'active' || privileged ? toCarView(car) : null;
  }

  /** The user's favourite cars that they may still see, most recently kept first. */
  async favouritesOf(viewer: Actor): Promise<CarView[]> {
    const rows: CarRow[] = await this.dataSource.query(
      `${selectCar('$1')}
        JOIN favourites fav ON fav.car_id = c.id AND fav.user_id = $1
       WHERE c.status = 'active' OR c.user_id = $1
       ORDER BY fav.created_at DESC`,
      [viewer.id],
    );
    return rows.map(toCarView);
  }

  /** `withOffer` leaves out cars without an offer in the query itself, so pages and totals count offers. */
  async list(
    query: CarListQueryDto,
    viewer?: Actor,
    options: ReadOptions & { withOffer?: boolean } = {},
  ): Promise<Page<CarView>> {
    const db = this.source(viewer, options);
    const page = query.page ?? 1;
    const perPage = query.limit ?? query.per_page ?? 12;
    const filter = carListFilter(query, { viewer, withOffer: options.withOffer });
    const { where, params, param } = filter.conditions;

    // A filter a facet counter counts (every active car, any mix of make, city, fuel and offer
    // type) reads its count; any other counting stops one car past the cap: a broad filter over a
    // big market costs the cap, not the market.
    // A word search counts to its own, lower cap. The near-spelling fallback keeps the list's cap:
    // a low limit there makes a sequential scan look cheaper than the trigram index to the planner
    // (it expects matches everywhere), and on a big market it then reads the whole table.
    let cap = filter.words.length
      ? Math.min(this.config.LIST_SEARCH_COUNT_CAP, this.config.LIST_COUNT_CAP)
      : this.config.LIST_COUNT_CAP;
    const count = async (misspellings = false): Promise<number> => {
      if (filter.counter) {
        const [row] = await runPrepared<Array<{ cars: number } | undefined>>(db, FACET_COUNTER, [
          filter.counter.facet,
          filter.counter.value,
        ]);
        return row?.cars ?? 0;
      }
      // One word and no filter: a common word's capped count is known from the word counts.
      if (filter.loneWord !== null && !misspellings && words.passingCap.includes(filter.loneWord)) return cap + 1;
      // No column selected: where an index answers the whole condition, PostgreSQL counts
      // all-visible pages without reading their rows.
      const sql = filter.conditions.sql();
      const [{ counted }]: Array<{ counted: number }> = await db.query(
        `SELECT count(*)::int AS counted FROM (SELECT FROM cars c ${sql} LIMIT $${params.length + 1}) capped`,
        [...params, cap + 1],
      );
      return counted;
    };
    // Words that begin no longer word of any active listing are searched as whole words: the same
    // listings, read from one posting list each instead of every word they begin.
    let words = filter.words.length && filter.activeOnly ? await this.wordCounts(db, filter.words, cap) : NO_WORD_COUNTS;
    // A word that begins no word of any active listing is a typo (or names nothing): it is
    // corrected against the vocabulary, and the words beside it are kept as typed.
    let correctedQuery: string | null = null;
    if (words.unknown.length) {
      const fixes = await correctWords(db, words.unknown);
      if (fixes.size) {
        filter.correct(fixes);
        correctedQuery = correctedText(query.search ?? '', fixes);
        words = await this.wordCounts(db, filter.words, cap);
      }
    }
    filter.searchAsWholeWords(words.beginNoOther);
    let counted = await count();
    // The active listings' vocabulary knows every word they hold, so a public search needs no
    // fuzzy scan of the listings: only lists of other statuses (an owner's, an admin's) do.
    const misspelt = counted === 0 && filter.words.length > 0 && !filter.activeOnly;
    if (misspelt) {
      // No listing has every word: look for words spelt nearly so (typos), and only then.
      filter.toMisspellings();
      cap = this.config.LIST_COUNT_CAP;
      counted = await count(true);
    }
    // A search with no sort chosen is ordered by relevance (its near spellings by recency).
    const sort: ListOrder = query.sort ?? (filter.words.length && !misspelt ? 'relevance' : 'newest');
    // Anything but text (an array, an object from the query string) is not one of ours: decoding '' refuses it.
    const cursor = query.cursor === undefined ? null : decodeCursor(typeof query.cursor === 'string' ? query.cursor : '', sort);
    const whereSql = filter.conditions.sql();
    const estimated = !filter.counter && counted > cap;
    const total = estimated ? cap : counted;

    // One car more than the page holds says whether there is a page beyond.
    const reversed = cursor?.direction === 'prev';
    let fetched: Array<CarRow & { cursor_key: string | null }>;
    if (sort === 'relevance') {
      const picked = await relevancePage(db, filter, {
        cursor,
        offset: (page - 1) * perPage,
        limit: perPage + 1,
        matches: counted,
        cap,
      });
      fetched = await this.cards(db, picked, viewer);
    } else {
      // The page's cars are picked from the listing table alone (its index tells them and, past
      // page 1, skips the earlier rows without reading them); their cards are then read by one
      // prepared statement, whose plan PostgreSQL keeps.
      const order = reversed ? REVERSED_ORDER[sort] : SORTS[sort];
      const fetch = param(perPage + 1);
      let window: string;
      if (cursor) {
        // Each branch of "after the cursor" is an index range of its own, cut to the page.
        const branches = keysetBranches(cursor, reversed, param).map(
          (branch) =>
            `(SELECT ${ORDER_COLUMNS} FROM cars c WHERE ${[...where, `(${branch})`].join(' AND ')} ORDER BY ${order} LIMIT ${fetch})`,
        );
        window = `SELECT * FROM (${branches.join(' UNION ALL ')}) c ORDER BY ${order} LIMIT ${fetch}`;
      } else {
        window = `SELECT ${ORDER_COLUMNS} FROM cars c ${whereSql} ORDER BY ${order} LIMIT ${fetch} OFFSET ${param((page - 1) * perPage)}`;
      }
      // The cursor key is formatted for the page's rows only, not for every row skipped.
      const picked: PickedCar[] = await db.query(
        `SELECT c.id, ${cursorKeySql(sort)} AS cursor_key FROM (${window}) c ORDER BY ${order}`,
        params,
      );
      fetched = await this.cards(db, picked, viewer);
    }
    const more = fetched.length > perPage;
    const rows = reversed ? fetched.slice(0, perPage).reverse() : fetched.slice(0, perPage);
    const at = (row: (typeof rows)[number] | undefined, direction: CursorDirection) =>
      row ? encodeCursor({ sort, direction, key: row.cursor_key, id: row.id }) : null;
    const hasBefore = reversed ? more : cursor !== null || page > 1;
    const hasAfter = reversed ? true : more;

    const lastPage = Math.max(1, Math.ceil(total / perPage));
    return {
      ...(correctedQuery === null ? {} : { corrected_query: correctedQuery }),
      data: rows.map(toCarView),
      pagination: {
        current_page: cursor ? null : page,
        last_page: lastPage,
        total_pages: lastPage,
        total,
        total_is_estimate: estimated,
        per_page: perPage,
        next_cursor: hasAfter ? at(rows[rows.length - 1], 'next') : null,
        prev_cursor: hasBefore ? at(rows[0], 'prev') : null,
      },
    };
  }

  /**
   * What the listings' word counts (kept in the same transactions as the listings) tell of each
   * search word, in one read of their primary key: a word's range runs from the word (bytewise,
   * the column's "C" order) to the word followed by the last code point, the words it begins.
   *  - `beginNoOther`: no active listing holds a longer word it begins. For active listings
   *    `word:*` and `word` then select the same rows («سبورتاج», «2015»), and the whole word
   *    costs the index one posting list where the begun word gathers those of its whole range.
   *  - `passingCap`: more than `cap` active listings hold a word it begins, so more than `cap`
   *    match a search for it alone, and its capped count is `cap + 1`, as counting would find.
   *    Counting the first thousand matches of a common word («تويوتا», «دمشق», «اوتوماتيك»)
   *    reads thousands of rows spread over the table.
   */
  private async wordCounts(db: Queryable, words: string[], cap: number): Promise<WordCounts> {
    const rows = await db.query<Array<{ word: string; begins_other: boolean; passes_cap: boolean; known: boolean }>>(
      `SELECT w.word,
              EXISTS (SELECT FROM listing_words l WHERE l.word > w.word AND l.word < w.word || chr(1114111)) AS begins_other,
              EXISTS (SELECT FROM listing_words l WHERE l.word >= w.word AND l.word < w.word || chr(1114111)) AS known,
              EXISTS (SELECT FROM listing_words l
                       WHERE l.word >= w.word AND l.word < w.word || chr(1114111) AND l.cars > $2) AS passes_cap
         FROM unnest($1::text[]) AS w(word)`,
      [words, cap],
    );
    return {
      beginNoOther: rows.filter((row) => !row.begins_other).map((row) => row.word),
      passingCap: rows.filter((row) => row.passes_cap).map((row) => row.word),
      unknown: rows.filter((row) => !row.known).map((row) => row.word),
    };
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
    const picked: PickedCar[] = await db.query(
      `SELECT c.id, NULL AS cursor_key FROM ${candidates} ORDER BY ${order} LIMIT ${limited}`,
      params,
    );
    const rows = await this.cards(db, picked, viewer);
    return rows.map(toCarView);
  }
}
