import { correctWords } from '../../server/src/cars/queries/search-spelling';
import { typoBudget, typoCost } from '../../server/src/shared/arabic/spelling';
import { searchDocument } from '../../server/src/shared/arabic/normalise';
import { mulberry32 } from '../../shared/seeded-random';
import { query } from '../support/cars';
import { loginAdmin } from '../support/fixtures';
import { deriveListingColumns, insertListings, ListingRow } from '../support/listing-read-model';
import { readsListingTrigrams, statementsDuring } from '../support/query-plans';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const LETTERS = Array.from('بتثجحخدذرزسشصضطظعغفقلمن');
const MODELS = ['كامري', 'سبورتاج', 'النترا', 'سيفيك', 'توسان'];

/**
 * An admin's typo in the moderation queue of a word only pending listings hold: the active
 * listings' vocabulary cannot correct it, so the queue is searched by the words of its own
 * listings close to it. A pending listing is found exactly when one of its words is close to the
 * typo (trigram word similarity ≥ 0.6, or within the typo's budget), whichever edit made the
 * typo. A list of every status finds its pending and expired listings the same way.
 */
describe('typos of words only the moderation queue holds', () => {
  let app: TestApp;
  let admin: StrictApi;
  const random = mulberry32(32);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  /** Words no active listing holds, six to eight letters from a part of the alphabet the catalogue's words barely use. */
  const queueWords = [
    ...new Set(
      Array.from({ length: 40 }, () => Array.from({ length: 6 + Math.floor(random() * 3) }, () => pick(LETTERS)).join('')),
    ),
  ];

  beforeAll(async () => {
    app = await startTestApp();
    const api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    const rows: ListingRow[] = [];
    for (let id = 1; id <= 600; id++) {
      const status = id % 3 === 0 ? 'pending' : id % 10 === 1 ? 'expired' : 'active';
      const model = pick(MODELS);
      const own = status === 'active' ? [] : [pick(queueWords), pick(queueWords)];
      const description = ['سيارة نظيفة', ...own].join(' ');
      rows.push({ id, status, model, description, search_text: searchDocument('kia', model, 2015, description, 'حمص') });
    }
    await insertListings(app.dataSource, rows);
    await deriveListingColumns(app.dataSource);
  }, 120_000);
  afterAll(() => app.close());

  /** One edit of a word: a letter left out, doubled, replaced, or two swapped. */
  const typoOf = (word: string): string => {
    const letters = Array.from(word);
    const at = Math.floor(random() * letters.length);
    const edit = pick(['delete', 'insert', 'substitute', 'transpose'] as const);
    if (edit === 'delete') letters.splice(at, 1);
    else if (edit === 'insert') letters.splice(at, 0, pick(LETTERS));
    else if (edit === 'substitute') letters[at] = pick(LETTERS);
    else if (at + 1 < letters.length) [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]];
    return letters.join('');
  };

  const ids = async (sql: string, params: unknown[]): Promise<number[]> =>
    (await app.dataSource.query<Array<{ id: number }>>(sql, params)).map((row) => row.id).sort((a, b) => a - b);

  /**
   * The listings the fallback should find for `typed`, by its rules stated afresh. The words close
   * to it are the active listings' words of trigram word similarity ≥ 0.6 and the other listings'
   * words of that similarity or within its typo budget: a listing of the list holding one is found.
   */
  const expected = async (typed: string, status: 'pending' | 'expired' | 'all'): Promise<number[]> => {
    const rows = await app.dataSource.query<Array<{ id: number; status: string; words: string[]; similar: string[] }>>(
      `SELECT id, status, tsvector_to_array(search_vector) AS words,
              ARRAY(SELECT w.word FROM unnest(tsvector_to_array(search_vector)) AS w(word) WHERE $1 <% w.word) AS similar
         FROM projections.cars`,
      [typed],
    );
    const close = new Set(
      rows.flatMap((row) =>
        row.status === 'active'
          ? row.similar
          : [...row.similar, ...row.words.filter((word) => typoCost(typed, word) <= typoBudget(typed))],
      ),
    );
    return rows
      .filter((row) => status === 'all' || row.status === status)
      .filter((row) => row.words.some((word) => close.has(word)))
      .map((row) => row.id)
      .sort((a, b) => a - b);
  };

  it('finds exactly the listings holding a word close to each of 60 random typos, in the queue, among the expired listings and in every status', async () => {
    const checked: string[] = [];
    const wrong: unknown[] = [];
    while (checked.length < 60) {
      const meant = pick(queueWords);
      const typed = typoOf(meant);
      if (checked.includes(typed) || queueWords.includes(typed) || (await correctWords(app.dataSource, [typed])).size) continue;
      checked.push(typed);
      // One edit of a word of six letters or more is within its typo budget: the queue finds the word meant.
      const holders = await ids(
        `SELECT id FROM projections.cars WHERE status = 'pending' AND search_vector @@ to_tsquery('simple', $1)`,
        [`'${meant}'`],
      );
      for (const status of ['pending', 'expired', 'all'] as const) {
        const res = await admin.get(`/api/cars${query({ search: typed, status, per_page: 100 })}`);
        expect(res.status).toBe(200);
        const found = (res.body.data as Array<{ id: number }>).map((car) => car.id).sort((a, b) => a - b);
        const want = await expected(typed, status);
        expect(want.length).toBeLessThan(100);
        const missed = status === 'pending' ? holders.filter((id) => !found.includes(id)) : [];
        if (JSON.stringify(found) !== JSON.stringify(want) || missed.length) {
          wrong.push({ typed, meant, status, found, want });
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it.each(['pending', 'all'])(
    'reads no listing’s text by trigrams (status %s), and finds the queue’s word the typo meant',
    async (status) => {
      const word = queueWords[0];
      const typed = Array.from(word).slice(0, -1).join('') + Array.from(word).slice(-1)[0].repeat(2);
      const { result: res, statements } = await statementsDuring(app.dataSource, () =>
        admin.get(`/api/cars${query({ search: typed, status, per_page: 100 })}`),
      );
      const holders = await ids(
        `SELECT id FROM projections.cars WHERE status = 'pending' AND search_vector @@ to_tsquery('simple', $1)`,
        [`'${word}'`],
      );
      expect(holders.length).toBeGreaterThan(0);
      expect((res.body.data as Array<{ id: number }>).map((car) => car.id)).toEqual(expect.arrayContaining(holders));
      expect(statements.map(([sql]) => sql).filter(readsListingTrigrams)).toEqual([]);
    },
  );
});
