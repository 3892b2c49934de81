import { loginAdmin, register } from '../support/fixtures';
import { carIn, query } from '../support/cars';
import { encodeText, hostileTextValues } from '../support/hostile-values';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

interface Suggestion {
  kind: string;
  text: string;
  count: number;
  count_is_upper_bound?: boolean;
  brand?: string;
  city?: string;
}

/** The market: four Toyotas (three Camrys), two Kias, one Hyundai; one more Toyota waits for moderation. */
const MARKET = [
  { brand: 'toyota', name: 'تويوتا كامري 2018', model: 'Camry', place: 'دمشق - المزة' },
  { brand: 'toyota', name: 'تويوتا كامري 2019', model: 'Camry', place: 'دمشق' },
  { brand: 'toyota', name: 'تويوتا كامري 2015', model: 'Camry', place: 'حلب' },
  { brand: 'toyota', name: 'تويوتا كورولا 2016', model: 'Corolla', place: 'حلب' },
  { brand: 'kia', name: 'كيا سبورتاج 2017', model: 'Sportage', place: 'حمص' },
  { brand: 'kia', name: 'كيا سبورتاج 2020', model: 'Sportage', place: 'دمشق' },
  { brand: 'hyundai', name: 'هيونداي النترا 2014', model: 'Elantra', place: 'دمشق' },
];

describe('GET /api/search/suggest: suggestions as a buyer types', () => {
  let app: TestApp;
  let api: StrictApi;

  const suggest = async (q: string): Promise<Suggestion[]> => {
    const res = await api.get(`/api/search/suggest${query({ q })}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const first = async (q: string) => (await suggest(q))[0];

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    const admin = api.as((await loginAdmin(api)).token);
    const seller = api.as((await register(api, 'user', 'seller')).token);
    for (const car of MARKET) {
      await carIn('active', seller, admin, {
        fields: {
          brand: car.brand,
          name: car.name,
          model: car.model,
          year: car.name.slice(-4),
          description: 'سيارة بحالة ممتازة للبيع',
        },
        offer: { location: car.place },
      });
    }
    await carIn('pending', seller, admin, { fields: { brand: 'toyota', name: 'تويوتا كامري 2021', model: 'Camry' } });
  });
  afterAll(() => app.close());

  it('completes a make from its first letters, counted as its filter counts it (active listings only)', async () => {
    expect(await first('تو')).toEqual({ kind: 'make', text: 'تويوتا', count: 4, brand: 'toyota' });
    expect(await first('Toy')).toEqual({ kind: 'make', text: 'toyota', count: 4, brand: 'toyota' });
  });

  it('forgives a typo in what was typed so far, in Arabic and Latin', async () => {
    // «تويت»: the long vowel of «تويوتا» left out.
    expect(await first('تويت')).toMatchObject({ kind: 'make', brand: 'toyota', count: 4 });
    expect(await first('toyt')).toMatchObject({ kind: 'make', brand: 'toyota', count: 4 });
    expect(await first('هيوند')).toMatchObject({ kind: 'make', brand: 'hyundai', count: 1 });
    // A sound-alike letter: ط for ت.
    expect(await first('طويوت')).toMatchObject({ kind: 'make', brand: 'toyota' });
  });

  it('names models and cities, with their listings', async () => {
    expect(await first('cam')).toEqual({ kind: 'model', text: 'camry', count: 3, brand: 'toyota' });
    expect(await first('سبور')).toEqual({ kind: 'word', text: 'سبورتاج', count: 2 });
    expect(await first('دمش')).toEqual({ kind: 'city', text: 'دمشق', count: 4, city: 'دمشق' });
  });

  it('completes the last word after the words typed before it, each phrase counted from the kept counts', async () => {
    // No counter counts a make and a model together: a phrase is counted as its rarest word, an upper bound.
    expect(await suggest('تويوتا ك')).toEqual([
      { kind: 'phrase', text: 'تويوتا كامري', count: 3, count_is_upper_bound: true },
      { kind: 'phrase', text: 'تويوتا كورولا', count: 1, count_is_upper_bound: true },
    ]);
    // A typo before is corrected as the search corrects it.
    expect(await suggest('تويتا كور')).toEqual([{ kind: 'phrase', text: 'تويوتا كورولا', count: 1, count_is_upper_bound: true }]);
    // So are words typed together before it: each is a word of the phrase, as if typed apart.
    const apart = await suggest('تويوتا كامري دمش');
    expect(apart).toEqual([{ kind: 'phrase', text: 'تويوتا كامري دمشق', count: 3, count_is_upper_bound: true }]);
    expect(await suggest('تويوتاكامري دمش')).toEqual(apart);
    // A make and a city, in either order, read their own facet counter: exact.
    expect(await suggest('كيا دمش')).toEqual([{ kind: 'phrase', text: 'كيا دمشق', count: 1 }]);
    expect(await suggest('حلب تو')).toEqual([{ kind: 'phrase', text: 'حلب تويوتا', count: 2 }]);
    // No Kia in Aleppo: no phrase; the last word is completed alone.
    expect(await suggest('كيا حل')).toEqual([{ kind: 'city', text: 'حلب', count: 2, city: 'حلب' }]);
    // Small words before are no phrase: the last word is completed alone.
    expect(await first('في دمش')).toMatchObject({ kind: 'city', text: 'دمشق' });
  });

  it('reads the word being typed as words typed together, the last one begun', async () => {
    const show = async (q: string) => ({ q, suggestions: await suggest(q) });
    const camry = [{ kind: 'phrase', text: 'تويوتا كامري', count: 3, count_is_upper_bound: true }];
    for (const q of ['تويوتاكا', 'تويوتاكام', 'تويوتاكامري']) expect(await show(q)).toEqual({ q, suggestions: camry });
    expect(await show('toyotacam')).toEqual({
      q: 'toyotacam',
      suggestions: [{ kind: 'phrase', text: 'toyota camry', count: 3, count_is_upper_bound: true }],
    });
    // Two whole words, then the third begun; a make and a city read their own counter.
    expect(await show('تويوتاكامريدمش')).toEqual({
      q: 'تويوتاكامريدمش',
      suggestions: [{ kind: 'phrase', text: 'تويوتا كامري دمشق', count: 3, count_is_upper_bound: true }],
    });
    expect(await show('كيادمش')).toEqual({ q: 'كيادمش', suggestions: [{ kind: 'phrase', text: 'كيا دمشق', count: 1 }] });
    // After words typed apart, as after none.
    expect(await show('حلب تويوتاكو')).toEqual({
      q: 'حلب تويوتاكو',
      suggestions: [{ kind: 'phrase', text: 'حلب تويوتا كورولا', count: 1, count_is_upper_bound: true }],
    });
    // A letter after a whole word begins the next one; it is not read as a slip.
    expect(await show('تويوتاك')).toEqual(await show('تويوتا ك').then(({ suggestions }) => ({ q: 'تويوتاك', suggestions })));
    // A typo with no whole word before its last letters is still forgiven as one.
    expect(await first('تويتا')).toMatchObject({ kind: 'make', brand: 'toyota' });
  });

  it('answers an empty list for nothing typed and for words no listing is near', async () => {
    for (const q of ['', '   ', '\t', 'zzqxw', 'ظظظظظ', 'تويوتا zzqxw']) expect(await suggest(q)).toEqual([]);
    expect((await api.get('/api/search/suggest')).body).toEqual({ data: [] });
  });

  it('refuses an overlong or non-text query with the Arabic message, never a server error', async () => {
    for (const path of [
      `/api/search/suggest${query({ q: 'ت'.repeat(101) })}`,
      '/api/search/suggest?q[]=a&q[]=b',
      '/api/search/suggest?q[a]=b',
    ]) {
      const res = await api.get(path);
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain('نص البحث طويل جدًا');
    }
  });

  it('answers hostile text with suggestions or an empty list, never a server error', async () => {
    for (const q of [...hostileTextValues('q', 10), "'; DROP TABLE cars; --", 'a & b | !c:*', 'تويوتا:* & !', '\u0000']) {
      const res = await api.get(`/api/search/suggest?q=${encodeText(q)}`);
      expect([200, 400, 422]).toContain(res.status);
      if (res.status === 200) expect(Array.isArray(res.body.data)).toBe(true);
    }
    // tsquery syntax is only letters to the suggestions: «تويوتا:*» completes «تويوتا».
    expect(await first('تويوتا:*')).toMatchObject({ kind: 'make', brand: 'toyota' });
  });
});
