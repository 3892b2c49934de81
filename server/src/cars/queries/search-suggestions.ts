import { Injectable } from '@nestjs/common';
import { PreparedStatement, runPrepared } from '../../database/prepared-statement';
import { Queryable, ReadDatabase } from '../../database/read-replica/read-database';
import { normaliseArabic } from '../../shared/arabic/normalise';
import { STOP_WORDS } from '../../shared/arabic/stop-words';
import { searchWords } from './search-conditions';
import { correctedText, correctWords, respelled, unknownWords } from './search-spelling';
import { begunWords, Completion, completions, typoCompletions } from './suggest-completions';
import { kindsOf, WordKind } from './suggest-kinds';
import { typedTogether } from './suggest-typed-together';
import { counterOf, FacetValue } from '../projections/listing-facets/listing-facets.projection';
import { VocabularyWord } from '../../shared/arabic/spelling';

/** One suggestion of GET /api/search/suggest. */
export interface Suggestion {
  /** make, model, city: a word of that kind; phrase: the words typed before, then a completion; word: any other word. */
  kind: 'make' | 'model' | 'city' | 'phrase' | 'word';
  /** What is shown and, picked, searched (normalised, as the search reads it). */
  text: string;
  /**
   * Active listings it finds, from the kept counts: a make's or a city's facet counter, a word's
   * listings, a make-and-city phrase's combined counter; any other phrase, its rarest word's.
   */
  count: number;
  /** A phrase whose words have no kept counter together: `count` is its rarest word's, an upper bound. */
  count_is_upper_bound?: boolean;
  /** A make's (or a model's make) canonical name: a make is picked as the list's make filter. */
  brand?: string;
  /** A city's name as the list's city filter takes it. */
  city?: string;
}

/** Suggestions shown at most. */
export const SUGGESTIONS = 8;
/** Completions of the last word turned into phrases. */
const PHRASES = 5;
/** Readings of a half-typed word as words typed together tried at most (each costs a phrase's few statements). */
const TOGETHER_TRIES = 2;

/** A suggestion and the typos forgiven to reach it (suggest-completions.ts), before it is shown. */
type Ranked = Suggestion & { cost: number };

/** The kept counts of the words typed before a completion (exact words of the vocabulary). */
const WORD_COUNTS = new PreparedStatement(`SELECT word, cars FROM listing_words WHERE word = ANY($1::text[])`);

/** A make-and-city counter of the facets (ListingFacetsProjection, counterOf), by value. */
const PAIR_COUNTS = new PreparedStatement(`SELECT value, cars FROM listing_facets WHERE facet = $1 AND value = ANY($2::text[])`);

/**
 * Search suggestions as a buyer types, from what the listings projection keeps: the vocabulary's
 * word counts (projections.listing_words) and the facet counters. The last, half-typed word is
 * completed (typos forgiven: suggest-completions.ts); with words before it, the suggestions are
 * those words followed by a completion, each counted; alone, the completions are named (make,
 * model, city) and counted.
 */
@Injectable()
export class SearchSuggestions {
  constructor(private readonly reads: ReadDatabase) {}

  async suggest(query: string | undefined): Promise<Suggestion[]> {
    const words = normaliseArabic(query).split(' ').filter(Boolean);
    const typing = words.pop();
    if (typing === undefined) return [];
    const db = this.reads.for(undefined);
    const shown = (suggestions: Ranked[]) => suggestions.map(({ cost: _cost, ...suggestion }) => suggestion);
    const begun = await begunWords(db, typing, SUGGESTIONS * 2);
    if (begun.length) return shown(await this.complete(db, words, begun));
    // Letters that begin no word of the listings may be words typed together, the last one begun
    // («تويوتاكام»): that reading comes before a typo's, as letters after a whole word are likelier
    // the next word begun than a slip («تويوتاي» is «تويوتا ي…», not «تويوتا» mistyped).
    const together = await this.typedTogether(db, words, typing);
    if (together.length) return shown(together);
    return shown(await this.complete(db, words, await typoCompletions(db, typing, SUGGESTIONS * 2)));
  }

  /**
   * The suggestions for the words typed before (the last seven at most; a query is at most 100
   * characters) and what the half-typed one may become (`found`).
   */
  private async complete(db: Queryable, words: readonly string[], found: Completion[]): Promise<Ranked[]> {
    const before = words.slice(-7).join(' ');
    if (before) {
      const phrases = await this.phrases(db, before, found.slice(0, PHRASES * 2));
      if (phrases.length) return phrases;
    }
    return this.words(db, found);
  }

  /**
   * The half-typed word as whole words typed together with the next one begun («تويوتاكام» is
   * «تويوتا كام»): the phrases of those words and what the letters after them may become, for
   * the likeliest reading (suggest-typed-together.ts) that makes any.
   */
  private async typedTogether(db: Queryable, words: readonly string[], typing: string): Promise<Ranked[]> {
    for (const { words: whole, tail } of (await typedTogether(db, typing)).slice(0, TOGETHER_TRIES)) {
      const found = await completions(db, tail, PHRASES * 2);
      const phrases = await this.phrases(db, [...words, ...whole].slice(-7).join(' '), found);
      if (phrases.length) return phrases;
    }
    return [];
  }

  /** The half-typed word's completions, named and counted; a make's two scripts once. */
  private async words(db: Queryable, completed: readonly Completion[]): Promise<Ranked[]> {
    const found = completed.filter((c) => !STOP_WORDS.has(c.word));
    const kinds = await kindsOf(
      db,
      found.map((c) => c.word),
    );
    const suggestions: Ranked[] = [];
    const makes = new Set<string>();
    for (const { word, cars, cost } of found) {
      const { kind, brand, city, count } = kinds.get(word)!;
      if (kind === 'make') {
        if (makes.has(brand!)) continue;
        makes.add(brand!);
      }
      suggestions.push({
        kind,
        text: word,
        count: count ?? cars,
        ...(brand === undefined ? {} : { brand }),
        ...(city === undefined ? {} : { city }),
        cost,
      });
    }
    return suggestions.sort((a, b) => a.cost - b.cost || b.count - a.count).slice(0, SUGGESTIONS);
  }

  /**
   * The words typed before, then each completion of the half-typed one, with kept counts only
   * (counting a phrase's listings over the text index costs 20–40 ms at 200,000 listings): a
   * make and a city read their combined facet counter; any other phrase is counted as its rarest
   * word, an upper bound. None when a word before names nothing the listings hold (no phrase
   * could find a car), or when there are only small words before («في د» completes «د»).
   */
  private async phrases(db: Queryable, before: string, completed: readonly Completion[]): Promise<Ranked[]> {
    const searched = searchWords(before);
    if (searched.every((word) => STOP_WORDS.has(word))) return [];
    const fixes = await this.corrections(db, searched);
    if (fixes === null) return [];
    const context = respelled(searched, fixes);
    const found = completed.filter((c) => !STOP_WORDS.has(c.word) && !context.includes(c.word)).slice(0, PHRASES);
    if (!found.length) return [];
    const kinds = await kindsOf(db, [...context, ...found.map((c) => c.word)]);
    const kept = new Map((await runPrepared<VocabularyWord[]>(db, WORD_COUNTS, [context])).map((w) => [w.word, w.cars]));
    // A word before that only begins words of the vocabulary bounds nothing.
    const rarest = Math.min(...context.map((word) => kept.get(word) ?? Infinity));
    const pairs = new Map(
      found.map(({ word }) => {
        const pair = context.length === 1 ? makeAndCity(kinds.get(context[0])!, kinds.get(word)!) : null;
        return [word, pair === null ? null : counterOf(pair).value] as const;
      }),
    );
    const paired = [...pairs.values()].filter((value) => value !== null);
    const pairCounts = new Map(
      paired.length
        ? (await runPrepared<Array<{ value: string; cars: number }>>(db, PAIR_COUNTS, [PAIR_FACET, paired])).map((row) => [
            row.value,
            row.cars,
          ])
        : [],
    );
    // A listing has one make and one city: a second is no phrase of any listing («تويوتا كيا»).
    const named = new Set<WordKind['kind']>(
      context.map((word) => kinds.get(word)!.kind).filter((kind) => kind === 'make' || kind === 'city'),
    );
    const shown = correctedText(before, fixes);
    return found
      .filter(({ word }) => !named.has(kinds.get(word)!.kind))
      .map(({ word, cars, cost }) => {
        const pair = pairs.get(word);
        const count = pair === null || pair === undefined ? Math.min(rarest, cars) : (pairCounts.get(pair) ?? 0);
        return { word, cost, count, bound: pair === null || pair === undefined };
      })
      .filter((phrase) => phrase.count > 0)
      .sort((a, b) => a.cost - b.cost || b.count - a.count)
      .map(({ word, cost, count, bound }) => ({
        kind: 'phrase' as const,
        text: `${shown} ${word}`,
        count,
        ...(bound ? { count_is_upper_bound: true } : {}),
        cost,
      }));
  }

  /**
   * The search's own corrections of the words typed before (search-spelling.ts), for those that
   * begin no word of the active listings; null when one of them has none.
   */
  private async corrections(db: Queryable, searched: string[]): Promise<Map<string, string> | null> {
    const unknown = await unknownWords(db, searched);
    if (!unknown.length) return new Map();
    const fixes = await correctWords(db, unknown);
    return unknown.every((word) => fixes.has(word)) ? fixes : null;
  }
}

/** The facet counting listings by make and city together (counterOf's name for the pair). */
const PAIR_FACET = counterOf([
  { facet: 'brand', value: '' },
  { facet: 'city', value: '' },
]).facet;

/** A make and a city, in either order: the facet values of a pair the facets count together. */
function makeAndCity(a: WordKind, b: WordKind): FacetValue[] | null {
  const make = [a, b].find((kind) => kind.kind === 'make')?.brand;
  const city = [a, b].find((kind) => kind.kind === 'city')?.city;
  return make !== undefined && city !== undefined
    ? [
        { facet: 'brand', value: make },
        { facet: 'city', value: city },
      ]
    : null;
}
