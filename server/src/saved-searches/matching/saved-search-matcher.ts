import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CarListQueryDto } from '../../cars/dto/car-list-query.dto';
import { CarListFilter, carListFilter } from '../../cars/queries/list-filters';
import { correctUnknownWords } from '../../cars/queries/search-spelling';
import { Currency } from '../../shared/money/money';
import { savedQueryFilter } from './saved-query';

/** The car a match is about, as its notification describes it. */
export interface MatchedCar {
  id: number;
  userId: number;
  name: string;
  priceMinor: number | null;
  currency: Currency | null;
  /** The price converted at today's rates, for the approximate figure beside the seller's own. */
  priceUsdMinor: number | null;
  priceSypMinor: number | null;
}

export interface Match {
  savedSearchId: number;
  userId: number;
  name: string;
}

interface Candidate {
  id: number;
  user_id: number;
  name: string;
  query: string;
}

/** A search's conditions on `cars c` with their parameters numbered from $1. */
interface CompiledFilter {
  condition: string;
  params: unknown[];
}

/** Candidates evaluated per statement (PostgreSQL takes at most 65,535 parameters). */
const CHUNK = 1000;
/** Compiled filters and parsed queries kept in memory (each). */
const CACHE_LIMIT = 50_000;

/**
 * Which saved searches a car matches, with the listings endpoint's own filter code
 * (`carListFilter`): a search matches a car exactly when GET /api/cars with its query would list
 * it. Fast with many searches: the candidates are picked by index on the filter's equalities
 * (make, city, offer type), then all their conditions are evaluated against the one car row in
 * one statement per thousand candidates.
 */
/** The car row matching reads (price_minor is a bigint: a number by the INT8 parser, text without it). */
interface ActiveCarRow {
  id: number;
  user_id: number;
  name: string;
  brand: string;
  city: string;
  offer_type: string;
  price_minor: number | string | null;
  price_currency: string | null;
  /** Numerics: text from pg. */
  price_usd_minor: string | null;
  price_syp_minor: string | null;
}

@Injectable()
export class SavedSearchMatcher {
  /** Searches without words, compiled (a saved query never changes; a deleted one just ages out). */
  private readonly compiled = new Map<number, CompiledFilter>();
  /** Searches with words, parsed: their conditions follow the vocabulary, so are built per match. */
  private readonly queries = new Map<number, CarListQueryDto>();

  constructor(private readonly dataSource: DataSource) {}

  async match(carId: number): Promise<{ car: MatchedCar; matches: Match[] } | null> {
    const [row]: Array<ActiveCarRow | undefined> = await this.dataSource.query(
      `SELECT id, user_id, name, brand, city, offer_type, price_minor, price_currency, price_usd_minor,
              round(price_minor::numeric * (SELECT per_usd_micro FROM listing_rates WHERE currency = 'SYP')
                / (SELECT per_usd_micro FROM listing_rates WHERE currency = price_currency)) AS price_syp_minor
         FROM cars WHERE id = $1 AND status = 'active'`,
      [carId],
    );
    if (!row) return null;
    const car: MatchedCar = {
      id: row.id,
      userId: row.user_id,
      name: row.name,
      priceMinor: row.price_minor === null ? null : Number(row.price_minor),
      // char(3) in the read model: padded, and one of the currencies the offer allows.
      currency: (row.price_currency?.trim() ?? null) as Currency | null,
      priceUsdMinor: row.price_usd_minor === null ? null : Number(row.price_usd_minor),
      priceSypMinor: row.price_syp_minor === null ? null : Number(row.price_syp_minor),
    };
    // Not the car's own owner, and not a search this car was already announced to.
    const candidates: Candidate[] = await this.dataSource.query(
      `SELECT s.id, s.user_id, s.name, s.query FROM saved_searches s
        WHERE s.brand = ANY(ARRAY['', $2]) AND s.city = ANY(ARRAY['', $3]) AND s.offer_type = ANY(ARRAY['', $4])
          AND s.user_id <> $5
          AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.saved_search_id = s.id AND n.car_id = $1)
        ORDER BY s.id`,
      [carId, row.brand, row.city, row.offer_type, row.user_id],
    );
    const matches: Match[] = [];
    for (let from = 0; from < candidates.length; from += CHUNK) {
      const chunk = candidates.slice(from, from + CHUNK);
      const hits = await this.evaluate(carId, await this.compileAll(chunk));
      chunk.forEach((c, i) => {
        if (hits[i] === true) matches.push({ savedSearchId: c.id, userId: c.user_id, name: c.name });
      });
    }
    return { car, matches };
  }

  /** `SELECT ARRAY[(search 1's conditions), (search 2's), …] FROM cars c WHERE c.id = $1`. */
  private async evaluate(carId: number, filters: CompiledFilter[]): Promise<Array<boolean | null>> {
    const params: unknown[] = [carId];
    const cells = filters.map(({ condition, params: own }) => {
      const offset = params.length;
      params.push(...own);
      return `(${condition.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
    });
    const [row]: Array<{ hits: Array<boolean | null> } | undefined> = await this.dataSource.query(
      `SELECT ARRAY[${cells.join(', ')}]::boolean[] AS hits FROM cars c WHERE c.id = $1`,
      params,
    );
    return row?.hits ?? [];
  }

  /**
   * Each candidate's conditions as the listings would run its query now: a search word that
   * begins no word of any active listing is corrected against their vocabulary as the live
   * search corrects it (one look-up for every word of the chunk), so a saved «تويتا» matches the
   * Toyotas that «تويتا» lists. A search without words never changes, and is kept compiled.
   */
  private async compileAll(candidates: Candidate[]): Promise<CompiledFilter[]> {
    const filters = candidates.map((candidate) => this.compiled.get(candidate.id) ?? this.filterOf(candidate));
    const searched = filters.filter((f): f is CarListFilter => !('condition' in f));
    const fixes = await correctUnknownWords(
      this.dataSource,
      searched.flatMap((f) => f.words),
    );
    return filters.map((f) => {
      if ('condition' in f) return f;
      f.correct(fixes);
      return compiledOf(f.conditions);
    });
  }

  /** A candidate's filter; compiled and kept when it has no search words. */
  private filterOf(candidate: Candidate): CompiledFilter | CarListFilter {
    let query = this.queries.get(candidate.id);
    if (!query) {
      query = savedQueryFilter(candidate.query);
      remember(this.queries, candidate.id, query);
    }
    const filter = carListFilter(query);
    if (filter.words.length) return filter;
    const compiled = compiledOf(filter.conditions);
    remember(this.compiled, candidate.id, compiled);
    return compiled;
  }
}

const compiledOf = ({ where, params }: { where: string[]; params: unknown[] }): CompiledFilter => ({
  condition: where.length ? where.join(' AND ') : 'TRUE',
  params: [...params],
});

/** Keeps a value under its key, forgetting the oldest past CACHE_LIMIT. */
function remember<V>(cache: Map<number, V>, key: number, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}
