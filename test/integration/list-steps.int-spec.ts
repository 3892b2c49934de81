import { CarListQueryDto, YearRangeDto } from '../../server/src/cars/dto/car-list-query.dto';
import { countList } from '../../server/src/cars/queries/list-count';
import { CarListFilter, carListFilter } from '../../server/src/cars/queries/list-filters';
import { resolveSearch, WordCounts } from '../../server/src/cars/queries/list-search';
import { anyWordQuery } from '../../server/src/cars/queries/search-conditions';
import { pickPage } from '../../server/src/cars/queries/list-window';
import { Actor } from '../../server/src/shared/auth/roles';
import { deriveListingColumns, insertListings } from '../support/listing-read-model';
import { readsListingTrigrams, statementsDuring } from '../support/query-plans';
import { startTestApp, TestApp } from '../support/test-app';

const OWNER = 7;
/**
 * 12 active Kias and 3 active Toyotas of OWNER, and 2 of OWNER's Toyotas pending; each document
 * holds its make's canonical name, as the listing projection writes it.
 */
const LISTINGS: Array<{ brand: string; text: string; status: string }> = [
  ...Array.from({ length: 12 }, () => ({ brand: 'kia', text: 'كيا سبورتاج اوتوماتيك حمص kia', status: 'active' })),
  ...Array.from({ length: 3 }, () => ({ brand: 'toyota', text: 'تويوتا كامري اوتوماتيك حمص toyota', status: 'active' })),
  ...Array.from({ length: 2 }, () => ({ brand: 'toyota', text: 'تويوتا كورولا عادي حمص toyota', status: 'pending' })),
];
const CAPS = { list: 10, search: 5, filter: 7 };
const noWords = {
  beginNoOther: [],
  passingCap: [],
  unknown: [],
  held: new Map<string, number>(),
  market: { active: 0, newestId: 0 },
};
const owner: Actor = {
  id: OWNER,
  name: 'مالك',
  email: 'owner@example.com',
  roles: ['user'],
  latestRole: 'user',
  status: 'active',
};
const admin: Actor = { ...owner, id: 1, email: 'admin@example.com', roles: ['admin'], latestRole: 'admin' };
/** A statement that matches the listings' texts by trigram similarity (the near spellings' fallback). */
const query = (fields: Partial<CarListQueryDto>) => Object.assign(new CarListQueryDto(), fields);
const since = (min: number) => Object.assign(new YearRangeDto(), { min });

/** The search and count steps of a list, each on its own, against a real market. */
describe('list steps', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await insertListings(
      app.dataSource,
      LISTINGS.map((listing, i) => ({
        id: i + 1,
        user_id: OWNER,
        status: listing.status,
        brand: listing.brand,
        search_text: listing.text,
      })),
    );
    await deriveListingColumns(app.dataSource);
  }, 120_000);
  afterAll(() => app.close());

  /** The count step's outcome, and the statements it ran through the data source. */
  const countStatements = async (filter: CarListFilter, words: WordCounts) => {
    const { result, statements } = await statementsDuring(app.dataSource, () => countList(app.dataSource, filter, words, CAPS));
    return { result, statements: statements.map(([sql]) => sql) };
  };

  describe('count', () => {
    it('counts a filter no counter keeps up to one past the cap, and the cap is then a lower bound', async () => {
      const narrow = carListFilter(query({ brand: 'toyota', year: since(2010) }));
      expect(narrow.counter).toBeNull();
      expect(await countList(app.dataSource, narrow, noWords, CAPS)).toEqual({ counted: 3, cap: 7, misspelt: false });
      const broad = carListFilter(query({ brand: 'kia', year: since(2010) }));
      expect(await countList(app.dataSource, broad, noWords, CAPS)).toEqual({ counted: 8, cap: 7, misspelt: false });
    });

    it('reads the count of a make from its facet counter, not from the listings', async () => {
      await app.dataSource.query(`UPDATE projections.listing_facets SET cars = 777 WHERE facet = 'brand' AND value = 'kia'`);
      try {
        const filter = carListFilter(query({ brand: 'kia' }));
        expect((await countList(app.dataSource, filter, noWords, CAPS)).counted).toBe(777);
      } finally {
        await app.dataSource.query(`UPDATE projections.listing_facets SET cars = 12 WHERE facet = 'brand' AND value = 'kia'`);
      }
    });

    it('counts a search to its own, lower cap, and knows a common lone word passes it without counting', async () => {
      const filter = carListFilter(query({ search: 'اوتوماتيك' }));
      const search = await resolveSearch(app.dataSource, filter, 'اوتوماتيك', CAPS.search);
      expect(search.words.passingCap).toEqual(['اوتوماتيك']);
      expect(await countList(app.dataSource, filter, search.words, CAPS)).toEqual({ counted: 6, cap: 5, misspelt: false });
      // A word the counts say is common, though no listing holds it: the count is read, not counted.
      const told = { ...noWords, passingCap: ['زززز'] };
      const unknown = carListFilter(query({ search: 'زززز' }));
      expect((await countList(app.dataSource, unknown, told, CAPS)).counted).toBe(6);
    });

    it("widens an owner's own list that matches nothing to the near words of the listings not active, with a search's cap", async () => {
      // «كورولا» is in pending listings only: the active listings' vocabulary cannot correct it.
      const filter = carListFilter(query({ search: 'كورولب', user_id: OWNER }), { viewer: owner });
      expect(filter.activeOnly).toBe(false);
      const search = await resolveSearch(app.dataSource, filter, 'كورولب', CAPS.search);
      expect(search.correctedQuery).toBeNull(); // a list of every status is corrected only once it matched nothing
      const { result, statements } = await countStatements(filter, search.words);
      expect(result).toEqual({ counted: 2, cap: 5, misspelt: true, fixes: new Map() });
      expect(filter.conditions.params).toContain("'كورولا'");
      expect(statements.filter(readsListingTrigrams)).toEqual([]);
    });

    it("finds an admin's word close to a word of the active listings (not one typo away) by the vocabulary's near word", async () => {
      // «ورتاج» is two letters short of «سبورتاج»: no correction, but its near word.
      const filter = carListFilter(query({ search: 'ورتاج', brand: 'kia' }), { viewer: admin });
      const search = await resolveSearch(app.dataSource, filter, 'ورتاج', CAPS.search);
      const { result, statements } = await countStatements(filter, search.words);
      expect(result).toEqual({ counted: 6, cap: 5, misspelt: true, fixes: new Map() });
      expect(filter.conditions.params).toContain("'سبورتاج'");
      // Every status is read by the word index: no listing's text by trigrams.
      expect(statements.filter(readsListingTrigrams)).toEqual([]);
    });

    it("corrects a typo of a word the active listings hold in an admin's list that matched nothing, by the word index", async () => {
      const filter = carListFilter(query({ search: 'كامرب اوتوماتيك' }), { viewer: admin });
      const search = await resolveSearch(app.dataSource, filter, 'كامرب اوتوماتيك', CAPS.search);
      const { result, statements } = await countStatements(filter, search.words);
      expect(result).toEqual({ counted: 3, cap: 5, misspelt: false, fixes: new Map([['كامرب', 'كامري']]) });
      expect(filter.words).toEqual(['كامري', 'اوتوماتيك']);
      expect(statements.some(readsListingTrigrams)).toBe(false);
    });

    it.each<[string, Partial<CarListQueryDto> & { search: string }]>([
      ['a typo of a common word, with a make none of its listings hold', { search: 'تويوتة', brand: 'kia' }],
      ['a known word, with a make none of its listings hold', { search: 'كامري', brand: 'kia' }],
      ['a number no listing holds', { search: '19999' }],
    ])("an admin's search that matches nothing (%s) reads no near spellings of the listings", async (_case, fields) => {
      const filter = carListFilter(query(fields), { viewer: admin });
      const search = await resolveSearch(app.dataSource, filter, fields.search, CAPS.search);
      const { result, statements } = await countStatements(filter, search.words);
      expect(result.counted).toBe(0);
      expect(result.misspelt).toBe(false);
      expect(statements.some(readsListingTrigrams)).toBe(false);
    });
  });

  describe('near words', () => {
    it.each([['سبورتاج'], ['kamri'], ['2015'], ["it's"], ['a\\b']])(
      'quotes a word of the vocabulary (%s) as a query of that word alone',
      async (word) => {
        const [{ same, other }] = await app.dataSource.query(
          `SELECT to_tsvector('simple', $2) @@ to_tsquery('simple', $1) AS same,
                  to_tsvector('simple', 'كامري') @@ to_tsquery('simple', $1) AS other`,
          [anyWordQuery([word]), word],
        );
        expect({ same, other }).toEqual({ same: true, other: false });
      },
    );
  });

  describe('search', () => {
    it('corrects a typo against the vocabulary and keeps the exact words beside it', async () => {
      const filter = carListFilter(query({ search: 'تويتا كامري' }));
      const search = await resolveSearch(app.dataSource, filter, 'تويتا كامري', CAPS.search);
      expect(search.correctedQuery).toBe('تويوتا كامري');
      expect(filter.words).toEqual(['تويوتا', 'كامري']);
      expect(search.words.unknown).toEqual([]);
      expect((await countList(app.dataSource, filter, search.words, CAPS)).counted).toBe(3);
    });

    it('searches words that begin no longer word of the listings as whole words', async () => {
      const filter = carListFilter(query({ search: 'كامري سبور' }));
      const search = await resolveSearch(app.dataSource, filter, 'كامري سبور', CAPS.search);
      expect(search.words.beginNoOther).toEqual(['كامري']);
      expect([...filter.wholeWords]).toEqual(['كامري']);
    });

    it('leaves a list without a search as it is', async () => {
      const filter = carListFilter(query({ brand: 'kia' }));
      expect(await resolveSearch(app.dataSource, filter, '', CAPS.search)).toEqual({ words: noWords, correctedQuery: null });
    });
  });

  describe('pick', () => {
    /** The statements a step runs through the data source. */
    const statementsOf = async <T>(step: () => Promise<T>) => {
      const { result, statements } = await statementsDuring(app.dataSource, step);
      return { result, statements: statements.map(([sql]) => sql) };
    };
    const position = { sort: 'mileage_asc' as const, cursor: null, page: 1, perPage: 12 };

    it('reads no page when counting found no match, in any order, searched or not', async () => {
      const lists: Array<Partial<CarListQueryDto>> = [
        { brand: 'kia', year: since(2016) },
        { brand: 'toyota', search: 'سبورتاج', sort: 'newest' },
      ];
      for (const fields of lists) {
        const filter = carListFilter(query(fields));
        const count = await countList(app.dataSource, filter, noWords, CAPS);
        expect(count.counted).toBe(0);
        const { result, statements } = await statementsOf(() =>
          pickPage(app.dataSource, filter, { ...position, sort: fields.sort ?? 'mileage_asc' }, count),
        );
        expect({ result, statements }).toEqual({ result: [], statements: [] });
      }
    });

    it('reads the page of a list whose count is a facet counter’s, zero or not, and of a list counting found', async () => {
      const counted = carListFilter(query({ brand: 'toyota', year: since(2010) }));
      const found = await pickPage(app.dataSource, counted, position, await countList(app.dataSource, counted, noWords, CAPS));
      expect(found).toHaveLength(3);
      // A counter's zero is not taken for no match: the listings are read (the counter may lag them).
      const make = carListFilter(query({ brand: 'kia' }));
      expect(make.counter).not.toBeNull();
      const { result } = await statementsOf(() =>
        pickPage(app.dataSource, make, position, { counted: 0, cap: 10, misspelt: false, exact: true }),
      );
      expect(result).toHaveLength(12);
    });
  });
});
