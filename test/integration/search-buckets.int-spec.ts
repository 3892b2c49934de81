import { CarListQueryDto } from '../../server/src/cars/dto/car-list-query.dto';
import { countList } from '../../server/src/cars/queries/list-count';
import { carListFilter } from '../../server/src/cars/queries/list-filters';
import { WordCounts } from '../../server/src/cars/queries/list-search';
import {
  countNewestBuckets,
  countsByBucket,
  NEWEST_BUCKETS,
  SEARCH_BUCKET_LISTINGS,
} from '../../server/src/cars/queries/search-buckets';
import { deriveListingColumns, insertListings } from '../support/listing-read-model';
import { seededRandom } from '../support/seeded-random';
import { startTestApp, TestApp } from '../support/test-app';

/** Words as the search normalises them, none a make or a small word (those the search rewrites). */
const VOCABULARY = ['كامري', 'دمشق', 'حلب', 'سياره', 'اوتوماتيك', '2015', 'نظيفه'];
/** Buckets of listings, by id, the oldest first: two more than a count reads first. */
const BUCKETS = Array.from({ length: NEWEST_BUCKETS + 2 }, (_, bucket) => bucket);
const PER_BUCKET = 30;
const SEED = 2026_11_30;

interface Listing {
  id: number;
  active: boolean;
  brand: string;
  words: string[];
}

const query = (fields: Partial<CarListQueryDto>) => Object.assign(new CarListQueryDto(), fields);
/** The word counts a search reads, worked out from `listings`: how many active listings hold each word. */
const countsOf = (listings: Listing[], words: string[]): WordCounts => ({
  beginNoOther: [],
  passingCap: [],
  unknown: [],
  held: new Map(words.map((word) => [word, listings.filter((l) => l.active && l.words.includes(word)).length])),
  market: { active: listings.filter((l) => l.active).length, newestId: Math.max(0, ...listings.map((l) => l.id)) },
});
/** Word counts that take every search to its plain count. */
const PLAIN: WordCounts = countsOf([], []);
/** Word counts that take every search box with no filter to its newest buckets first. */
const COMMON = (words: string[]): WordCounts => ({
  ...PLAIN,
  held: new Map(words.map((word) => [word, 1_000_000])),
  market: { active: 1_000_000, newestId: 1_000_000 },
});

/**
 * A search of common words is counted in its newest buckets first (search-buckets.ts): the count
 * must be the one a plain count finds, whichever buckets hold the matches, for any words and filter,
 * whether the word counts send it to the buckets or not.
 */
describe('search buckets', () => {
  let app: TestApp;
  const listings: Listing[] = [];

  /** Matches of the filter's words (each a whole word or the start of one) among `among`. */
  const matching = (among: Listing[], words: string[], brand: string | undefined) =>
    among.filter(
      (l) => l.active && (!brand || l.brand === brand) && words.every((word) => l.words.some((held) => held.startsWith(word))),
    ).length;

  beforeAll(async () => {
    app = await startTestApp();
    const random = seededRandom(SEED);
    for (const bucket of BUCKETS) {
      for (let i = 0; i < PER_BUCKET; i++) {
        const words = VOCABULARY.filter(() => random() < 0.55);
        listings.push({
          id: bucket * SEARCH_BUCKET_LISTINGS + i + 1,
          active: random() < 0.85,
          brand: random() < 0.5 ? 'kia' : 'toyota',
          words: words.length ? words : ['سياره'],
        });
      }
    }
    // Listed in the order of their ids, the newest last, as ids are taken.
    const newest = Math.max(...listings.map((l) => l.id));
    await insertListings(
      app.dataSource,
      listings.map((l) => ({
        id: l.id,
        user_id: 7,
        status: l.active ? 'active' : 'pending',
        brand: l.brand,
        search_text: l.words.join(' '),
        minutes_old: (newest + 1 - l.id) / 60,
      })),
    );
    await deriveListingColumns(app.dataSource);
  }, 120_000);
  afterAll(() => app.close());

  /** Listings of the buckets a count reads first. */
  const newestId = () => Math.max(...listings.map((l) => l.id));
  const newestListings = () => {
    const newestBucket = Math.floor(newestId() / SEARCH_BUCKET_LISTINGS);
    return listings.filter((l) => Math.floor(l.id / SEARCH_BUCKET_LISTINGS) > newestBucket - NEWEST_BUCKETS);
  };

  it('counts only the newest buckets, and a count short of the cap there is counted over the whole market', async () => {
    const words = ['سياره'];
    const filter = () => carListFilter(query({ search: words.join(' ') }));
    const newest = matching(newestListings(), words, undefined);
    const everywhere = matching(listings, words, undefined);
    expect(newest).toBeLessThan(everywhere);
    expect(await countNewestBuckets(app.dataSource, filter(), 10_000, newestId())).toBe(newest);
    // The newest buckets hold fewer than the cap: the count is the market's, exact.
    const caps = { list: 10_000, search: everywhere, filter: 10_000 };
    expect(countsByBucket(filter(), COMMON(words), everywhere)).toBe(true);
    expect(await countList(app.dataSource, filter(), COMMON(words), caps)).toEqual({
      counted: everywhere,
      cap: everywhere,
      misspelt: false,
    });
    // They hold more than a low cap: the count stops there.
    expect(await countList(app.dataSource, filter(), COMMON(words), { ...caps, search: 5 })).toEqual({
      counted: 6,
      cap: 5,
      misspelt: false,
    });
  });

  it('never lets a bucket word match a search word', async () => {
    for (const typed of ['0', '1', '3', '#1', 'سياره 1']) {
      const filter = carListFilter(query({ search: typed }));
      const expected = matching(listings, filter.words, undefined);
      expect(await countNewestBuckets(app.dataSource, filter, 10_000, newestId())).toBe(
        matching(newestListings(), filter.words, undefined),
      );
      const caps = { list: 10_000, search: 10_000, filter: 10_000 };
      expect((await countList(app.dataSource, filter, COMMON(filter.words), caps)).counted).toBe(expected);
    }
  });

  it('finds the count a plain count finds, for 300 random searches, filters and caps', async () => {
    const random = seededRandom(SEED + 1);
    const pick = <T>(from: T[]) => from[Math.floor(random() * from.length)];
    let bucketed = 0;
    for (let round = 0; round < 300; round++) {
      // One to three words, some cut to the start of a word.
      const typed = VOCABULARY.filter(() => random() < 0.3)
        .slice(0, 3)
        .map((word) => (random() < 0.3 ? word.slice(0, 2 + Math.floor(random() * (word.length - 1))) : word));
      if (!typed.length) typed.push(pick(VOCABULARY));
      const brand = pick<'kia' | 'toyota' | undefined>([undefined, undefined, 'kia', 'toyota']);
      const cap = pick([1, 3, 10, 50, 200]);
      const filter = () => carListFilter(query({ search: typed.join(' '), brand }));
      const { words } = filter();
      const caps = { list: 10_000, search: cap, filter: cap };
      const context = `seed ${SEED + 1}, round ${round}: «${typed.join(' ')}» ${brand ?? ''} cap ${cap}`;
      const expected = { context, counted: Math.min(matching(listings, words, brand), cap + 1) };
      // The counts as the market tells them (either way), as if every word were common, and plain.
      const told = countsOf(listings, words);
      if (countsByBucket(filter(), told, cap)) bucketed++;
      for (const counts of [told, COMMON(words), PLAIN]) {
        expect({ context, counted: (await countList(app.dataSource, filter(), counts, caps)).counted }).toEqual(expected);
      }
      // The newest buckets' own count, filters and all.
      expect({ context, counted: await countNewestBuckets(app.dataSource, filter(), cap, newestId()) }).toEqual({
        context,
        counted: Math.min(matching(newestListings(), words, brand), cap + 1),
      });
    }
    // Both ways were taken.
    expect(bucketed).toBeGreaterThan(30);
    expect(bucketed).toBeLessThan(270);
  });
});
