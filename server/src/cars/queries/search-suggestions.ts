import { Injectable } from '@nestjs/common';
import { Queryable, ReadDatabase } from '../../database/read-replica/read-database';
import { normaliseArabic } from '../../shared/arabic/normalise';
import { STOP_WORDS } from '../../shared/arabic/stop-words';
import { searchWords } from './search-conditions';
import { correctedText, correctWords } from './search-spelling';
import { Completion, completions } from './suggest-completions';
import { kindsOf } from './suggest-kinds';

/** One suggestion of GET /api/search/suggest. */
export interface Suggestion {
  /** make, model, city: a word of that kind; phrase: the words typed before, then a completion; word: any other word. */
  kind: 'make' | 'model' | 'city' | 'phrase' | 'word';
  /** What is shown and, picked, searched (normalised, as the search reads it). */
  text: string;
  /** Active listings it finds: a make's or a city's facet count, a word's listings, a phrase's matches up to the cap. */
  count: number;
  /** A phrase with more matches than SUGGEST_COUNT_CAP: `count` is the cap, a lower bound. */
  count_is_estimate?: boolean;
  /** A make's (or a model's make) canonical name: a make is picked as the list's make filter. */
  brand?: string;
  /** A city's name as the list's city filter takes it. */
  city?: string;
}

/** Suggestions shown at most. */
export const SUGGESTIONS = 8;
/** A phrase's matches are counted up to this many; a list of suggestions shows "100+" beyond. */
export const SUGGEST_COUNT_CAP = 100;
/** Completions of the last word turned into phrases (each is one capped count). */
const PHRASES = 5;

/**
 * A phrase's capped count for each completion ($2), of the active listings having every word
 * typed before it ($1, a tsquery of them, each the start of a word as the search reads it) and
 * the completion as a whole word: over the active listings' GIN index, like a search.
 */
const PHRASE_COUNTS = `SELECT p.word, (SELECT count(*)::int FROM (
    SELECT FROM cars c WHERE c.status = 'active' AND c.search_vector @@ to_tsquery('simple', $1 || ' & ' || p.word) LIMIT $3
  ) capped) AS cars
  FROM unnest($2::text[]) AS p(word)`;

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
    // A query is at most 100 characters; the words searched with a phrase, at most seven.
    const before = words.slice(-7).join(' ');
    if (before) {
      const phrases = await this.phrases(db, before, typing);
      if (phrases.length) return phrases;
    }
    return this.words(db, typing);
  }

  /** The half-typed word's completions, named and counted; a make's two scripts once. */
  private async words(db: Queryable, typing: string): Promise<Suggestion[]> {
    const found = (await completions(db, typing, SUGGESTIONS * 2)).filter((c) => !STOP_WORDS.has(c.word));
    const kinds = await kindsOf(
      db,
      found.map((c) => c.word),
    );
    const suggestions: Array<Suggestion & { cost: number }> = [];
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
    return suggestions
      .sort((a, b) => a.cost - b.cost || b.count - a.count)
      .slice(0, SUGGESTIONS)
      .map(({ cost: _cost, ...suggestion }) => suggestion);
  }

  /**
   * The words typed before, then each completion of the half-typed one, counted: none when a
   * word before names nothing the listings hold (no phrase could find a car), or when there
   * are only small words before («في د» completes «د»).
   */
  private async phrases(db: Queryable, before: string, typing: string): Promise<Suggestion[]> {
    const searched = searchWords(before);
    if (searched.every((word) => STOP_WORDS.has(word))) return [];
    const fixes = await this.corrections(db, searched);
    if (fixes === null) return [];
    const context = searched.map((word) => fixes.get(word) ?? word);
    const found: Completion[] = (await completions(db, typing, PHRASES * 2))
      .filter((c) => !STOP_WORDS.has(c.word) && !context.includes(c.word))
      .slice(0, PHRASES);
    if (!found.length) return [];
    const rows = await db.query<Array<{ word: string; cars: number }>>(PHRASE_COUNTS, [
      context.map((word) => `${word}:*`).join(' & '),
      found.map((c) => c.word),
      SUGGEST_COUNT_CAP + 1,
    ]);
    const counts = new Map(rows.map((row) => [row.word, row.cars]));
    const shown = correctedText(before, fixes);
    return found
      .map(({ word, cost }) => ({ word, cost, cars: counts.get(word) ?? 0 }))
      .filter((phrase) => phrase.cars > 0)
      .sort((a, b) => a.cost - b.cost || b.cars - a.cars)
      .map(({ word, cars }) => ({
        kind: 'phrase' as const,
        text: `${shown} ${word}`,
        count: Math.min(cars, SUGGEST_COUNT_CAP),
        ...(cars > SUGGEST_COUNT_CAP ? { count_is_estimate: true } : {}),
      }));
  }

  /**
   * The search's own corrections of the words typed before (search-spelling.ts), for those that
   * begin no word of the active listings; null when one of them has none.
   */
  private async corrections(db: Queryable, searched: string[]): Promise<Map<string, string> | null> {
    const unknown = (
      await db.query<Array<{ word: string }>>(
        `SELECT w.word FROM unnest($1::text[]) AS w(word)
          WHERE NOT EXISTS (SELECT FROM listing_words l WHERE l.word >= w.word AND l.word < w.word || chr(1114111))`,
        [searched],
      )
    ).map((row) => row.word);
    if (!unknown.length) return new Map();
    const fixes = await correctWords(db, unknown);
    return unknown.every((word) => fixes.has(word)) ? fixes : null;
  }
}
