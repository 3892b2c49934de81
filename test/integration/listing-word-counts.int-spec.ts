import { CommandBus } from '@nestjs/cqrs';
import { ExpireCar } from '../../server/src/cars/commands/expire-car/expire-car.command';
import { searchWords } from '../../server/src/cars/queries/search-conditions';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { ProjectionRebuild } from '../../server/src/replay/projection-rebuild';
import { SeedHarness } from '../../server/src/seed/seed-harness';
import { Api } from '../support/api';
import { carIn, query } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** A search cap the demo market's common words pass (a thousand on a real market). */
const CAP = 5;

type Params = Record<string, string | number>;
interface ListBody {
  data: Array<{ id: number }>;
  pagination: { total: number; total_is_estimate: boolean; next_cursor: string | null; prev_cursor: string | null };
}

/** ts_stat over the active listings: what projections.listing_words must hold. */
const WORDS_OF_ACTIVE = `SELECT word, ndoc::int AS cars FROM ts_stat('SELECT search_vector FROM projections.cars WHERE status = ''active''') ORDER BY word COLLATE "C"`;

/**
 * The word counts kept by the listing projection equal ts_stat over the active listings after
 * every change a listing goes through, and a search of one common word with no filter — whose
 * capped count they answer — lists exactly what counting gave: the same total, the same cars in
 * the same order, page by page and cursor by cursor, beside rare words, prefixes and filters that
 * still count.
 */
describe('word counts of the active listings', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: Api;

  const expectCountsToMatch = async (step: string) => {
    const kept = await app.dataSource.query(`SELECT word, cars FROM projections.listing_words ORDER BY word`);
    expect({ step, kept }).toEqual({ step, kept: await app.dataSource.query(WORDS_OF_ACTIVE) });
  };

  const get = async (params: Params): Promise<ListBody> => {
    const res = await api.get(`/api/cars${query(params)}`);
    expect({ params, status: res.status }).toEqual({ params, status: 200 });
    return res.body as ListBody;
  };
  const ids = (body: ListBody) => body.data.map((car) => car.id);

  /**
   * The answer of the plan that counts: every match counted (capped as the list caps it), listed
   * by relevance (every word whole first) or by recency, newest first.
   */
  const reference = async (search: string, filters: Params, sort: 'relevance' | 'newest') => {
    const words = searchWords(search);
    const where = [`c.status = 'active'`, `c.search_vector @@ to_tsquery('simple', $1)`];
    const params: unknown[] = [words.map((word) => `${word}:*`).join(' & ')];
    for (const [column, value] of Object.entries(filters)) {
      params.push(value);
      where.push(`c.${column === 'location' ? 'city' : column} = $${params.length}`);
    }
    let tier = '';
    if (sort === 'relevance') {
      params.push(words.join(' & '));
      tier = `c.search_vector @@ to_tsquery('simple', $${params.length}) DESC,`;
    }
    const rows: Array<{ id: number }> = await app.dataSource.query(
      `SELECT c.id FROM projections.cars c WHERE ${where.join(' AND ')} ORDER BY ${tier} c.created_at DESC, c.id DESC`,
      params,
    );
    return { ids: rows.map((row) => row.id), total: Math.min(rows.length, CAP), total_is_estimate: rows.length > CAP };
  };

  const expectSameAsCounting = async (search: string, filters: Params) => {
    for (const sort of ['relevance', 'newest'] as const) {
      const expected = await reference(search, filters, sort);
      const params = { ...filters, search, ...(sort === 'newest' ? { sort } : {}) };
      const whole = await get({ ...params, per_page: 100 });
      expect({ params, ids: ids(whole), total: whole.pagination.total, estimate: whole.pagination.total_is_estimate }).toEqual({
        params,
        ids: expected.ids,
        total: expected.total,
        estimate: expected.total_is_estimate,
      });
      // Numbered pages of three, and the same list walked by cursors both ways.
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.ids.length / 3); page++) {
        const body = await get({ ...params, per_page: 3, page });
        expect({ params, page, total: body.pagination.total }).toEqual({ params, page, total: expected.total });
        paged.push(...ids(body));
      }
      expect({ params, paged }).toEqual({ params, paged: expected.ids });
      let body = await get({ ...params, per_page: 4 });
      const forward = ids(body);
      while (body.pagination.next_cursor) {
        body = await get({ ...params, per_page: 4, cursor: body.pagination.next_cursor });
        forward.push(...ids(body));
      }
      expect({ params, forward }).toEqual({ params, forward: expected.ids });
      const backward = ids(body);
      while (body.pagination.prev_cursor) {
        body = await get({ ...params, per_page: 4, cursor: body.pagination.prev_cursor });
        backward.unshift(...ids(body));
      }
      expect({ params, backward }).toEqual({ params, backward: expected.ids });
    }
  };

  beforeAll(async () => {
    app = await startTestApp({ env: { LIST_SEARCH_COUNT_CAP: String(CAP) } });
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    await app.server.get(SeedHarness).runPending(['demo-market', 'demo-cities']);
  }, 300_000);
  afterAll(() => app.close());

  it('answers common, rare and begun words, alone and with filters, as counting them did', async () => {
    await expectCountsToMatch('demo market');
    const kept: Array<{ word: string; cars: number }> = await app.dataSource.query(
      `SELECT word, cars FROM projections.listing_words ORDER BY cars DESC, word`,
    );
    // Words a buyer can type as they are (the normaliser keeps them whole).
    const typeable = kept.filter((w) => searchWords(w.word).join(' ') === w.word);
    const common = typeable.filter((w) => w.cars > CAP * 3).slice(0, 3);
    const nearCap = typeable.filter((w) => w.cars >= CAP - 1 && w.cars <= CAP + 1).slice(0, 3);
    const rare = typeable.filter((w) => w.cars <= 2).slice(0, 3);
    expect({ common: common.length, nearCap: nearCap.length, rare: rare.length }).toEqual({ common: 3, nearCap: 3, rare: 3 });
    const searches = [
      'تويوتا',
      'دمشق',
      'اوتوماتيك',
      ...[...common, ...nearCap, ...rare].map((w) => w.word),
      // Begun words: one common word's start, and a start many words share.
      common[0].word.slice(0, 3),
      'ك',
      // Two words: counted, never read from the word counts.
      `${common[0].word} ${rare[0].word}`,
    ];
    for (const search of searches) await expectSameAsCounting(search, {});
    for (const filters of [{ brand: 'kia' }, { location: 'حلب' }, { offer_type: 'rent' }] as Params[]) {
      for (const search of ['تويوتا', 'دمشق', 'اوتوماتيك', common[0].word]) await expectSameAsCounting(search, filters);
    }
  });

  it('follows every change: an edit, a move, expiry, renewal and removal', async () => {
    const [car] = await app.dataSource.query(
      `SELECT id FROM projections.cars WHERE status = 'active' AND brand = 'toyota' ORDER BY id LIMIT 1`,
    );
    expect(car).toBeDefined();
    await expect(admin.put(`/api/cars/${car.id}`, { name: 'تويوتا لاندكروزر مميزة', brand: 'nissan' })).resolves.toMatchObject({
      status: 200,
    });
    await expectCountsToMatch('edit');
    await expect(admin.put(`/api/cars/${car.id}/offers`, { location: 'طرطوس - الكورنيش' })).resolves.toMatchObject({
      status: 200,
    });
    await expectCountsToMatch('move');
    await app.server.get(CommandBus).execute(new ExpireCar(car.id, new Date(Date.now() + 400 * 24 * 3600 * 1000)));
    await expectCountsToMatch('expire');
    await expect(admin.put(`/api/cars/${car.id}/renew`)).resolves.toMatchObject({ status: 200 });
    await expectCountsToMatch('renew');
    await expect(admin.delete(`/api/cars/${car.id}`)).resolves.toMatchObject({ status: 200 });
    await expectCountsToMatch('remove');
    await expectSameAsCounting('تويوتا', {});
  });

  it('searches a word as a whole word only while no listing holds a longer word it begins', async () => {
    // A word of a few listings that begins no other word: searched whole (one posting list).
    const [{ word }] = await app.dataSource.query<Array<{ word: string }>>(
      `SELECT w.word FROM projections.listing_words w
        WHERE w.word ~ '^[ء-ي]{4,}$' AND w.cars BETWEEN 2 AND $1
          AND NOT EXISTS (SELECT FROM projections.listing_words l WHERE l.word <> w.word AND starts_with(l.word, w.word))
        ORDER BY w.cars DESC, w.word LIMIT 1`,
      [CAP * 3],
    );
    await expectSameAsCounting(word, {});
    await expectSameAsCounting(`${word} تويوتا`, {});
    // A listing now holds a longer word it begins: that listing is found too, after the whole words.
    const seller = api.as((await register(api, 'user', 'longer-word')).token);
    const longer = await carIn('active', seller, admin, { fields: { name: `${word}ات للبيع` } });
    const found = ids(await get({ search: word, per_page: 100 }));
    expect(found).toContain(longer.id);
    expect(found.indexOf(longer.id)).toBe(found.length - 1);
    await expectSameAsCounting(word, {});
    await expectSameAsCounting(word, { brand: longer.brand });
  });

  it('rebuilds the same word counts from the log', async () => {
    const report = await new ProjectionRebuild(app.dataSource, app.server.get(ProjectionRegistry)).run({ mode: 'verify' });
    const words = report.diffs.find((diff) => diff.table === 'listing_words');
    expect(words).toMatchObject({ added: 0, removed: 0, changed: 0 });
    expect(words!.rows).toBeGreaterThan(50);
  });
});
