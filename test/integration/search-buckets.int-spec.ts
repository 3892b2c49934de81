import { CarListQueryDto } from '../../server/src/cars/dto/car-list-query.dto';
import { countList } from '../../server/src/cars/queries/list-count';
import { carListFilter } from '../../server/src/cars/queries/list-filters';
import { WordCounts } from '../../server/src/cars/queries/list-search';
import { countNewestBuckets, SEARCH_BUCKET_LISTINGS } from '../../server/src/cars/queries/search-buckets';
import { deriveListingColumns } from '../support/listing-read-model';
import { seededRandom } from '../support/seeded-random';
import { startTestApp, TestApp } from '../support/test-app';

/** Words as the search normalises them, none a make or a small word (those the search rewrites). */
const VOCABULARY = ['كامري', 'دمشق', 'حلب', 'سياره', 'اوتوماتيك', '2015', 'نظيفه'];
/** Four buckets of listings, by id: the oldest first. */
const BUCKETS = [0, 1, 2, 3];
const PER_BUCKET = 40;
const SEED = 2026_11_30;

interface Listing {
  id: number;
  active: boolean;
  brand: string;
  words: string[];
}

const query = (fields: Partial<CarListQueryDto>) => Object.assign(new CarListQueryDto(), fields);
/** Word counts telling that every word is commoner than a bucket (the bucketed count is tried), or none (it is not). */
const counts = (commonerThanBucket: string[]): WordCounts => ({
  beginNoOther: [],
  passingCap: [],
  commonerThanBucket,
  unknown: [],
});

/**
 * A search of common words is counted in its newest buckets first (search-buckets.ts): the count
 * must be the one a plain count finds, whichever buckets hold the matches, for any words and filter.
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
    await app.dataSource.query(
      `INSERT INTO projections.cars (id, user_id, status, name, brand, category_id, model, year, condition, mileage,
              fuel_type, transmission, horsepower, seats, color, description, search_text, location, offer_type,
              created_at, updated_at, version)
       SELECT u.id, 7, u.status, 'سيارة', u.brand, 1, 'X', 2015, 'used', 1000, 'petrol', 'automatic', 100, 5, 'أبيض', '',
              u.text, 'حمص', 'sale', now() - ((1000000 - u.id) * interval '1 second'), now(), 1
         FROM jsonb_to_recordset($1::jsonb) AS u(id int, status text, brand text, text text)`,
      [
        JSON.stringify(
          listings.map((l) => ({ id: l.id, status: l.active ? 'active' : 'pending', brand: l.brand, text: l.words.join(' ') })),
        ),
      ],
    );
    await deriveListingColumns(app.dataSource);
  }, 120_000);
  afterAll(() => app.close());

  it('counts only the two newest buckets, and a count short of the cap there is counted over the whole market', async () => {
    const words = ['سياره'];
    const filter = carListFilter(query({ search: words.join(' ') }));
    const newest = listings.filter((l) => l.id >= 2 * SEARCH_BUCKET_LISTINGS);
    const everywhere = matching(listings, words, undefined);
    expect(await countNewestBuckets(app.dataSource, filter, 10_000)).toBe(matching(newest, words, undefined));
    // The newest buckets hold fewer than the cap: the count is the market's, exact.
    const caps = { list: 10_000, search: everywhere, filter: 10_000 };
    expect(matching(newest, words, undefined)).toBeLessThan(everywhere);
    expect(await countList(app.dataSource, filter, counts(words), caps)).toEqual({
      counted: everywhere,
      cap: everywhere,
      misspelt: false,
    });
    // They hold more than a low cap: the count stops there.
    expect(await countList(app.dataSource, filter, counts(words), { ...caps, search: 5 })).toEqual({
      counted: 6,
      cap: 5,
      misspelt: false,
    });
  });

  it('never lets a bucket word match a search word', async () => {
    for (const typed of ['0', '1', '3', '#1', 'سياره 1']) {
      const filter = carListFilter(query({ search: typed }));
      const expected = matching(listings, filter.words, undefined);
      expect(await countNewestBuckets(app.dataSource, filter, 10_000)).toBeLessThanOrEqual(expected);
      expect(
        (await countList(app.dataSource, filter, counts(filter.words), { list: 10_000, search: 10_000, filter: 10_000 })).counted,
      ).toBe(expected);
    }
  });

  it('finds the count a plain count finds, for 300 random searches, filters and caps', async () => {
    const random = seededRandom(SEED + 1);
    const pick = <T>(from: T[]) => from[Math.floor(random() * from.length)];
    for (let round = 0; round < 300; round++) {
      // One to three words, some cut to the start of a word.
      const typed = VOCABULARY.filter(() => random() < 0.3)
        .slice(0, 3)
        .map((word) => (random() < 0.3 ? word.slice(0, 2 + Math.floor(random() * (word.length - 1))) : word));
      if (!typed.length) typed.push(pick(VOCABULARY));
      const brand = pick<'kia' | 'toyota' | undefined>([undefined, 'kia', 'toyota']);
      const cap = pick([1, 3, 10, 50, 200]);
      const filter = carListFilter(query({ search: typed.join(' '), brand }));
      const plainFilter = carListFilter(query({ search: typed.join(' '), brand }));
      const caps = { list: 10_000, search: cap, filter: cap };
      const expected = Math.min(matching(listings, filter.words, brand), cap + 1);
      const context = `seed ${SEED + 1}, round ${round}: «${typed.join(' ')}» ${brand ?? ''} cap ${cap}`;
      expect({ context, counted: (await countList(app.dataSource, filter, counts(filter.words), caps)).counted }).toEqual({
        context,
        counted: expected,
      });
      expect({ context, counted: (await countList(app.dataSource, plainFilter, counts([]), caps)).counted }).toEqual({
        context,
        counted: expected,
      });
    }
  });
});
