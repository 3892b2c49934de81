import { RecordedEvent } from '../../server/src/event-store/event.types';
import { KeepQueueWords } from '../../server/src/cars/reactions/keep-queue-words';
import { mulberry32 } from '../../shared/seeded-random';
import { approve, listCar, query, reject } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { riskChecksCaughtUp } from '../support/risk-checks';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const LETTERS = Array.from('بتثجحخدذرزسشصضطظعغفقلمن');

/**
 * The moderation queue's words, as the worker keeps them from the listings' events: an admin's
 * typo of a word only a pending listing holds finds it once the worker has read the event that
 * put the word in the queue (listed, edited, resubmitted), and the queue's typo search reads
 * these words, not the queue's listings.
 */
describe('the moderation queue’s words, kept by the worker', () => {
  let app: TestApp;
  let admin: StrictApi;
  let seller: StrictApi;
  const random = mulberry32(41);
  const used = new Set<string>();
  /** A word of seven letters no listing holds, from a part of the alphabet the catalogue's words barely use. */
  const newWord = (): string => {
    for (;;) {
      const word = Array.from({ length: 7 }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join('');
      if (used.has(word)) continue;
      used.add(word);
      return word;
    }
  };
  /** The word with its last letter typed twice (each letter is one UTF-16 unit): one edit, within a seven-letter word's typo budget. */
  const typo = (word: string): string => word + word.slice(-1);

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    const api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    seller = api.as((await register(api, 'user', 'queue-words-seller')).token);
  });
  afterAll(() => app.close());

  /** The listings of the queue an admin's search for `typed` finds. */
  const queueFinds = async (typed: string): Promise<number[]> => {
    const res = await admin.get(`/api/cars${query({ search: typed, status: 'pending', per_page: 100 })}`);
    expect(res.status).toBe(200);
    return (res.body.data as Array<{ id: number }>).map((car) => car.id);
  };
  const kept = async (words: string[]): Promise<string[]> =>
    (
      await app.dataSource.query<Array<{ word: string }>>(
        `SELECT word FROM moderation_queue_words WHERE word = ANY($1::text[])`,
        [words],
      )
    )
      .map((row) => row.word)
      .sort();
  const describing = (word: string) => ({ description: `سيارة نظيفة بحالة ممتازة ${word}` });

  it('finds a listing by a typo of its own word once listed, once edited, and once resubmitted', async () => {
    const [listed, edited, resubmitted] = [newWord(), newWord(), newWord()];
    const car = await listCar(seller, { fields: describing(listed) });
    await riskChecksCaughtUp(app.dataSource);
    expect(await queueFinds(typo(listed))).toEqual([car.id]);

    expect((await seller.put(`/api/cars/${car.id}`, new URLSearchParams(describing(edited)))).status).toBe(200);
    await riskChecksCaughtUp(app.dataSource);
    expect(await queueFinds(typo(edited))).toEqual([car.id]);
    // The word it no longer holds is kept until a rebuild, and finds nothing.
    expect(await queueFinds(typo(listed))).toEqual([]);

    await reject(admin, car.id);
    expect((await seller.put(`/api/cars/${car.id}`, new URLSearchParams(describing(resubmitted)))).status).toBe(200);
    await riskChecksCaughtUp(app.dataSource);
    expect((await seller.get(`/api/cars/${car.id}`)).body.status).toBe('pending');
    expect(await queueFinds(typo(resubmitted))).toEqual([car.id]);
  });

  it('reads the words kept, not the queue’s listings: a word missing from them is not found by its typo', async () => {
    const word = newWord();
    const car = await listCar(seller, { fields: describing(word) });
    await riskChecksCaughtUp(app.dataSource);
    expect(await queueFinds(typo(word))).toEqual([car.id]);
    await app.dataSource.query(`DELETE FROM moderation_queue_words WHERE word = $1`, [word]);
    expect(await queueFinds(typo(word))).toEqual([]);
    // The word itself is still found: the queue's listings are read by the word index.
    expect(await queueFinds(word)).toEqual([car.id]);
  });

  it('rebuilds on the first event a worker reads: missing words of the queue come back, words of listings that left it go', async () => {
    const [staying, leaving, lost] = [newWord(), newWord(), newWord()];
    const pending = await listCar(seller, { fields: describing(`${staying} ${lost}`) });
    const approved = await listCar(seller, { fields: describing(leaving) });
    await riskChecksCaughtUp(app.dataSource);
    await approve(admin, approved.id);
    await app.dataSource.query(`DELETE FROM moderation_queue_words WHERE word = $1`, [lost]);
    expect(await kept([staying, leaving, lost])).toEqual([leaving, staying].sort());

    // A worker that has just started, reading its first event: one of the approved listing's,
    // which adds no word (it is not in the queue).
    const started = new KeepQueueWords(app.dataSource);
    const event = { streamType: 'car', streamId: String(approved.id), type: 'CarRevised' } as RecordedEvent;
    await started.handle(event);
    expect(await kept([staying, leaving, lost])).toEqual([lost, staying].sort());
    expect(await queueFinds(typo(lost))).toEqual([pending.id]);
    expect(await queueFinds(typo(leaving))).toEqual([]);
  });
});
