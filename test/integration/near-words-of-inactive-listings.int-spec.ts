import { mulberry32 } from '../../shared/seeded-random';
import { listCar, query, reject } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const LETTERS = Array.from('بتثجحخدذرزسشصضطظعغفقلمن');

/** Every spelling one edit from `word` (a letter dropped, two swapped, one changed, one added) with `letters`, but the word itself. */
function singleEdits(word: string, letters: readonly string[]): string[] {
  const w = Array.from(word);
  const spellings = new Set<string>();
  for (let i = 0; i <= w.length; i += 1) {
    if (i < w.length) spellings.add([...w.slice(0, i), ...w.slice(i + 1)].join(''));
    if (i + 1 < w.length) spellings.add([...w.slice(0, i), w[i + 1], w[i], ...w.slice(i + 2)].join(''));
    for (const letter of letters) {
      if (i < w.length) spellings.add([...w.slice(0, i), letter, ...w.slice(i + 1)].join(''));
      spellings.add([...w.slice(0, i), letter, ...w.slice(i)].join(''));
    }
  }
  spellings.delete(word);
  return [...spellings];
}

/**
 * The near spellings of the lists of other statuses than active (the moderation queue, an
 * admin's list of every status or of one, an owner's list): a word no listing holds is searched
 * by the words close to it among those of the listings not active, which the projection keeps
 * in the listing's own transaction (public.inactive_listing_words). No worker runs here: a new
 * listing's words are there as soon as it is listed. No listing is active either, so no word is
 * corrected against the active listings' vocabulary and every edit below is searched by its near
 * words alone.
 */
describe('near spellings among the words of the listings not active', () => {
  let app: TestApp;
  let admin: StrictApi;
  let seller: StrictApi;
  let sellerId: number;
  const random = mulberry32(43);
  const used = new Set<string>();
  /** A word of seven letters (typo budget: one edit) no listing holds, from a part of the alphabet the catalogue's words barely use. */
  const newWord = (): string => {
    for (;;) {
      const word = Array.from({ length: 7 }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join('');
      if (used.has(word)) continue;
      used.add(word);
      return word;
    }
  };
  const describing = (word: string) => ({ description: `سيارة نظيفة بحالة ممتازة ${word}` });

  beforeAll(async () => {
    app = await startTestApp();
    const api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
    const session = await register(api, 'user', 'near-words-seller');
    seller = api.as(session.token);
    sellerId = session.user.id;
  });
  afterAll(() => app.close());

  /** The lists an admin and the owner see of a listing in `status`, each as a query of its own. */
  const lists = (status: string) => [
    { who: 'admin', as: () => admin, params: { status } },
    { who: 'admin', as: () => admin, params: {} },
    { who: 'owner', as: () => seller, params: { user_id: sellerId } },
  ];
  /** The ids each list finds for `typed`, keyed by the list, for one comparison. */
  const finds = async (typed: string, status: string): Promise<Record<string, number[]>> => {
    const found: Record<string, number[]> = {};
    for (const { who, as, params } of lists(status)) {
      const res = await as().get(`/api/cars${query({ ...params, search: typed, per_page: 100 })}`);
      expect({ typed, status: res.status }).toEqual({ typed, status: 200 });
      found[`${who} ${JSON.stringify(params)} ${typed}`] = (res.body.data as Array<{ id: number }>).map((car) => car.id);
    }
    return found;
  };
  const everyListFinding = async (typed: string, status: string, ids: number[]) =>
    Object.fromEntries(Object.keys(await finds(typed, status)).map((list) => [list, ids]));

  it('finds a pending listing by every single edit of a word only it holds, in each list, as soon as it is listed', async () => {
    const word = newWord();
    const car = await listCar(seller, { fields: describing(word) });
    const spellings = singleEdits(word, LETTERS.slice(0, 5));
    expect(spellings.length).toBeGreaterThan(60);
    for (const typed of spellings)
      expect(await finds(typed, 'pending')).toEqual(await everyListFinding(typed, 'pending', [car.id]));
  });

  it('follows the listing: rejected, it is found in the rejected list; edited, by its new word and no longer by its old one', async () => {
    const [first, second] = [newWord(), newWord()];
    const car = await listCar(seller, { fields: describing(first) });
    const typoOf = (word: string) => word.slice(0, 3) + word.slice(4); // its fourth letter dropped
    await reject(admin, car.id);
    expect(await finds(typoOf(first), 'rejected')).toEqual(await everyListFinding(typoOf(first), 'rejected', [car.id]));

    // Edited, a rejected listing goes back to the queue with its new words.
    expect((await seller.put(`/api/cars/${car.id}`, new URLSearchParams(describing(second)))).status).toBe(200);
    expect((await seller.get(`/api/cars/${car.id}`)).body.status).toBe('pending');
    expect(await finds(typoOf(second), 'pending')).toEqual(await everyListFinding(typoOf(second), 'pending', [car.id]));
    // The old word stays among the words kept, and finds nothing: the listings are read by the word index.
    expect(await finds(typoOf(first), 'pending')).toEqual(await everyListFinding(typoOf(first), 'pending', []));
  });

  it("reads the words kept, not the listings' texts: a word missing from them is not found by its typo", async () => {
    const word = newWord();
    const car = await listCar(seller, { fields: describing(word) });
    const typo = word + word.slice(-1);
    expect(await finds(typo, 'pending')).toEqual(await everyListFinding(typo, 'pending', [car.id]));
    await app.dataSource.query(`DELETE FROM inactive_listing_words WHERE word = $1`, [word]);
    expect(await finds(typo, 'pending')).toEqual(await everyListFinding(typo, 'pending', []));
    // The word itself is still found, by the word index.
    expect(await finds(word, 'pending')).toEqual(await everyListFinding(word, 'pending', [car.id]));
  });
});
