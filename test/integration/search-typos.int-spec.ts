import { CarQueries } from '../../server/src/cars/queries/car-queries';
import { CarListQueryDto } from '../../server/src/cars/dto/car-list-query.dto';
import { correctWords } from '../../server/src/cars/queries/search-spelling';
import { DEMO_CARS, DemoCar } from '../../server/src/seed/demo/demo-cars';
import { DEMO_CITY_CARS } from '../../server/src/seed/demo/demo-cities';
import { BRAND_ARABIC } from '../../server/src/shared/arabic/brand-names';
import { arabizi } from '../../server/src/shared/arabic/car-words';
import { normaliseArabic } from '../../server/src/shared/arabic/normalise';
import { STOP_WORDS } from '../../server/src/shared/arabic/stop-words';
import { edits, typoBudget, typoCost } from '../../server/src/shared/arabic/spelling';
import { SearchFields, listingSearchText } from '../../server/src/cars/projections/car-listing/listing-search';
import { query } from '../support/cars';
import { deriveListingColumns, insertListings } from '../support/listing-read-model';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** One listing of each make and model of the demo market (the first demo car of each). */
const CATALOGUE: DemoCar[] = [...DEMO_CARS, ...DEMO_CITY_CARS].filter(
  (car, index, all) => all.findIndex((other) => other.brand === car.brand && other.model === car.model) === index,
) as DemoCar[];

/** A listing that is no catalogue car: only its name is set by each. */
const PLAIN: SearchFields = {
  name: '',
  brand: 'ford',
  model: 'Other',
  year: 2015,
  description: 'سيارة نظيفة',
  fuel_type: 'petrol',
  transmission: 'manual',
  condition: 'used',
  location: 'حمص',
};

const isArabic = (word: string) => /[\u0600-\u06FF]/.test(word);

/**
 * The names a buyer types for a catalogue car, normalised, one word each: the make in both scripts,
 * the model in Latin (as the form stores it) and in Arabic (the word after the make in the car's
 * name, e.g. «كامري» in «تويوتا كامري 2018»).
 */
function namesOf(car: DemoCar): string[] {
  const make = normaliseArabic(BRAND_ARABIC[car.brand] ?? '');
  const nameWords = normaliseArabic(car.name).split(' ');
  const makeWords = make.split(' ');
  const after = nameWords[nameWords.findIndex((word) => word === makeWords[makeWords.length - 1]) + 1];
  const arabicModel = after && isArabic(after) && after !== make ? [after] : [];
  return [...new Set([car.brand, ...makeWords, ...normaliseArabic(car.model).split(' '), ...arabicModel].filter(Boolean))];
}

// How buyers write Arabic letters in Latin when they chat: the first is the search document's own.
const CHAT: Partial<Record<string, string[]>> = {
  ع: ['a', '3'],
  ح: ['h', '7'],
  ق: ['q', 'k', '2'],
  ك: ['k', 'c'],
  ي: ['i', 'y', 'ee'],
  و: ['o', 'u', 'ou', 'w'],
  ا: ['a', 'e'],
  ه: ['h', 'a'],
  ش: ['sh', 'ch'],
  ص: ['s', '9'],
  ط: ['t', '6'],
};

/** The Arabizi spellings of an Arabic word: the indexed one, and each with one letter written another common way. */
function arabiziSpellings(word: string): string[] {
  const base = arabizi(word);
  const letters = Array.from(word);
  // One letter's Arabizi (arabizi() leaves out one-letter words): half of the letter doubled.
  const one = (letter: string) => arabizi(letter + letter).slice(0, arabizi(letter + letter).length / 2);
  const spell = (part: string[]) => part.map(one).join('');
  const variants = new Set([base]);
  letters.forEach((letter, i) => {
    for (const other of CHAT[letter]?.slice(1) ?? []) {
      variants.add(spell(letters.slice(0, i)) + other + spell(letters.slice(i + 1)));
    }
  });
  return [...variants].filter((spelling) => spelling.length >= 4);
}

describe('typo-tolerant search over the demo catalogue', () => {
  let app: TestApp;
  let api: StrictApi;
  let cars: CarQueries;
  const ids = new Map<DemoCar, number>();
  let vocabulary: Array<{ word: string; cars: number }>;
  const held = new Map<string, Promise<number[]>>();
  /** The listings whose search vector holds a word (or a word it begins, as the search asks). */
  const holders = (word: string): Promise<number[]> => {
    if (!held.has(word)) {
      const ids = app.dataSource
        .query(`SELECT id FROM cars WHERE search_vector @@ to_tsquery('simple', $1) ORDER BY id`, [`${word}:*`])
        .then((rows: Array<{ id: number }>) => rows.map((row) => row.id));
      held.set(word, ids);
    }
    return held.get(word)!;
  };

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    cars = app.server.get(CarQueries);
    // The listings are written straight into the read model, their search document as the listing
    // projection computes it (listingSearchText), then the word counts derived from them: listing
    // fifty cars through the API, photos and all, takes minutes and tests nothing more here.
    const rows: Array<{ car: DemoCar | null; fields: SearchFields; category: number; mileage: number }> = [
      ...CATALOGUE.map((car) => ({
        car,
        fields: {
          name: car.name,
          brand: car.brand,
          model: car.model,
          year: car.year,
          description: car.description,
          fuel_type: car.fuel,
          transmission: car.transmission,
          condition: car.condition,
          location: car.offer.location,
        },
        category: car.category,
        mileage: car.mileage,
      })),
      // Real words next to the catalogue's: a listing of each must not be mistaken for the other.
      ...['سيارة كيان عائلية', 'رينو كليو اقتصادية'].map((name) => ({
        car: null,
        fields: { ...PLAIN, name },
        category: 1,
        mileage: 90_000,
      })),
    ];
    await insertListings(
      app.dataSource,
      rows.map(({ fields, category, mileage }, index) => ({
        ...fields,
        id: index + 1,
        category_id: category,
        mileage,
        horsepower: 150,
        search_text: listingSearchText(fields),
      })),
    );
    for (const [index, { car }] of rows.entries()) if (car) ids.set(car, index + 1);
    await deriveListingColumns(app.dataSource);
    vocabulary = await app.dataSource.query(`SELECT word, cars FROM projections.listing_words`);
  }, 120_000);
  afterAll(() => app.close());

  let prefixes: Set<string> | undefined;
  /** Whether a word begins a word of the listings (then it is searched as typed). */
  const known = (word: string) => {
    prefixes ??= new Set(
      vocabulary.flatMap((v) =>
        Array.from(v.word).map((_, i) =>
          Array.from(v.word)
            .slice(0, i + 1)
            .join(''),
        ),
      ),
    );
    return prefixes.has(word);
  };

  /**
   * Every single-edit typo (insert, delete, substitute, transpose) of each name that the length
   * rules forgive — one edit from 5 letters, a cheap one (a long vowel, a sound-alike letter) at 4 —
   * except a typo that is itself a word of the listings (meant as typed) or nearer to another word
   * of theirs than to the name (then it means that word): corrected to a word every listing of the
   * name holds.
   */
  it('corrects every forgiven single-edit typo of each make and model to it', async () => {
    const names = [...new Set(CATALOGUE.flatMap(namesOf))].filter((name) => known(name));
    expect(names.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let checked = 0;
    for (const name of names) {
      const namesHolders = await holders(name);
      const typos = edits(name).filter((typo) => typoCost(typo, name) <= typoBudget(typo) && !known(typo));
      const fixes = await correctWords(app.dataSource, typos);
      for (const typo of typos) {
        checked++;
        const fix = fixes.get(typo);
        const found = fix === undefined ? [] : await holders(fix);
        if (namesHolders.every((id) => found.includes(id))) continue;
        // A typo as near to another word of the listings as to the name may mean either: the
        // commonest is taken («هونداب»: «هوندا» or «هونداي», each one letter away).
        if (fix !== undefined && typoCost(typo, fix) <= typoCost(typo, name)) continue;
        wrong.push(`${typo} → ${fix ?? '∅'} (${name})`);
      }
    }
    expect(checked).toBeGreaterThan(5000);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('finds each make and model by its Arabizi spellings', async () => {
    const wrong: string[] = [];
    for (const car of CATALOGUE) {
      for (const name of namesOf(car).filter(isArabic)) {
        const indexed = arabizi(name);
        // Spellings within the length rules of the indexed one (a 4-letter «keea» is two edits from «kia»).
        // A spelling that begins a word of the listings is searched as typed («hunda» begins «hundai»).
        const spellings = arabiziSpellings(name).filter(
          (s) => s === indexed || (typoCost(s, indexed) <= typoBudget(s) && !known(s)),
        );
        for (const spelling of spellings) {
          const page = await cars.list(Object.assign(new CarListQueryDto(), { search: spelling, per_page: 100 }));
          if (page.data.some((found) => found.id === ids.get(car))) continue;
          // As near to another word of the listings («hunda»: «honda» or «hundai») may mean that one.
          const ran = page.corrected_query;
          if (ran !== undefined && typoCost(spelling, ran) <= typoCost(spelling, indexed)) continue;
          wrong.push(`${spelling} → ${ran ?? '∅'} (${name})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  const search = async (text: string) => {
    const res = await api.get(`/api/cars${query({ search: text, per_page: 100 })}`);
    expect(res.status).toBe(200);
    return res.body as { corrected_query?: string; data: Array<{ id: number; name: string; brand: string; year: number }> };
  };

  it('keeps the exact words beside a corrected one, and says what it searched', async () => {
    const camry = CATALOGUE.find((car) => car.model === 'Camry')!;
    const typed = await search('تويتا كامري 2018');
    expect(typed.corrected_query).toBe('تويوتا كامري 2018');
    expect(typed.data.map((car) => car.id)).toEqual([ids.get(camry)]);
    // Missing letters, in either script, with a year or a city beside them.
    for (const text of ['كمري 2018', 'toyta camry', 'تويتا كامري', 'kamry 2018']) {
      const res = await search(text);
      expect(res.corrected_query).toBeDefined();
      expect(res.data.map((car) => car.id)).toContain(ids.get(camry));
      expect(res.data.every((car) => car.brand === 'toyota')).toBe(true);
    }
    // A search spelt right is run as typed and says nothing.
    expect((await search('تويوتا كامري')).corrected_query).toBeUndefined();
  });

  /** A word a split may make: three letters, or two with a digit (word-splits.ts). */
  const splittable = (word: string) => Array.from(word).length >= (/\d/.test(word) ? 2 : 3);

  /**
   * Every two or three neighbouring words of each catalogue car's name, and its make and model in
   * Latin, typed without the spaces between them («تويوتاكامري», «كامري2018», «toyotacamry»):
   * the search splits the word into them, finds the car, and says what it searched. A run of
   * words that is itself the start of a word of the listings is meant as typed, and is left out.
   */
  it('finds each car by neighbouring words of its name typed together', async () => {
    const runs = new Map<string, { car: DemoCar; words: string[] }>();
    for (const car of CATALOGUE) {
      const named = normaliseArabic(car.name).split(' ').filter(splittable);
      const latin = [car.brand, normaliseArabic(car.model).split(' ')[0]].filter(splittable);
      for (const words of [named, latin]) {
        for (let size = 2; size <= 3; size++) {
          for (let at = 0; at + size <= words.length; at++) {
            const run = words.slice(at, at + size);
            if (!known(run.join(''))) runs.set(run.join(''), { car, words: run });
          }
        }
      }
    }
    expect(runs.size).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const [typed, { car, words }] of runs) {
      const res = await search(typed);
      const found = res.data.some((listing) => listing.id === ids.get(car));
      if (!found || res.corrected_query !== words.join(' ')) wrong.push(`${typed} → ${res.corrected_query ?? '∅'} (${car.name})`);
    }
    expect(wrong).toEqual([]);
  });

  /**
   * The same names' neighbouring words as a buyer types them, letter by letter, without the space:
   * whenever the letters typed begin no word of the listings, the suggestions are those of the two
   * words typed apart, or of another way the letters are a word and the next one begun.
   */
  it('suggests each pair of neighbouring words of a name typed together, at every letter of the second', async () => {
    const suggest = async (q: string) =>
      (await api.get(`/api/search/suggest${query({ q })}`)).body.data as Array<{ text: string }>;
    const pairs = new Set<string>();
    for (const car of CATALOGUE) {
      const named = normaliseArabic(car.name).split(' ').filter(splittable);
      const latin = [car.brand, normaliseArabic(car.model).split(' ')[0]].filter(splittable);
      for (const words of [named, latin])
        for (let at = 0; at + 2 <= words.length; at++) pairs.add(words.slice(at, at + 2).join(' '));
    }
    const wrong: string[] = [];
    let asked = 0;
    for (const pair of pairs) {
      const [first, second] = pair.split(' ');
      if (!vocabulary.some((v) => v.word === first)) continue;
      for (let end = 1; end <= Array.from(second).length; end++) {
        const begun = Array.from(second).slice(0, end).join('');
        if (known(first + begun)) continue;
        asked++;
        const together = JSON.stringify(await suggest(first + begun));
        // Letters that are a word and the next begun in more than one way («اقتصاديهج»: «اقتصاديه ج»
        // or «اقتصادي هج») may be read either way, typed apart there.
        const letters = Array.from(first + begun);
        const readings = letters
          .map((_, cut) => [letters.slice(0, cut).join(''), letters.slice(cut).join('')])
          .filter(([word, rest]) => rest && vocabulary.some((v) => v.word === word));
        const apart = await Promise.all(readings.map(async ([word, rest]) => JSON.stringify(await suggest(`${word} ${rest}`))));
        const expected = apart[readings.findIndex(([word]) => word === first)];
        if (!apart.includes(together) || (together === '[]' && expected !== '[]'))
          wrong.push(`${first + begun}: ${together} ≠ ${expected}`);
      }
    }
    expect(asked).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it('does not split a typo, nor words with a small word between them', async () => {
    for (const typed of ['تويوتاكامرب', 'سيارهمنحلب', 'ريوفيحلب']) {
      const res = await search(typed);
      expect({ typed, corrected: res.corrected_query }).toEqual({ typed, corrected: undefined });
    }
  });

  it('leaves out a small word typed together with another, as it is left out typed apart', async () => {
    const small = vocabulary.filter((v) => STOP_WORDS.has(v.word) && Array.from(v.word).length >= 3).map((v) => v.word);
    expect(small.length).toBeGreaterThan(0);
    for (const word of small) {
      for (const [first, second] of [
        ['كامري', word],
        [word, 'كامري'],
      ]) {
        const joined = await search(first + second);
        const apart = await search(`${first} ${second}`);
        expect({ typed: first + second, corrected: joined.corrected_query }).toEqual({
          typed: first + second,
          corrected: 'كامري',
        });
        expect(joined.data.map((car) => car.id)).toEqual(apart.data.map((car) => car.id));
      }
    }
  });

  it('leaves out small words, and finds words written with the article, a preposition or a plural ending', async () => {
    const camry = ids.get(CATALOGUE.find((car) => car.model === 'Camry')!);
    // «في» is in some listings' descriptions, not the Rio's: it no longer narrows the search.
    const rio = ids.get(CATALOGUE.find((car) => car.model === 'Rio')!);
    const inCity = await search('ريو في حلب');
    expect(inCity.data.map((car) => car.id)).toEqual([rio]);
    expect(inCity.corrected_query).toBeUndefined();
    for (const text of ['لكامري', 'والكامري', 'بالأوتوماتيك كامري']) {
      const res = await search(text);
      expect({ text, found: res.data.some((car) => car.id === camry) }).toEqual({ text, found: true });
    }
    // Only small words: searched as they are (no listing is lost to an empty search).
    const only = await search('في');
    expect(only.data.length).toBeGreaterThan(0);
    expect(only.data.length).toBeLessThan(CATALOGUE.length + 2);
  });

  it('gives no false hits for real words near the catalogue’s', async () => {
    const kia = await search('كيا');
    const firstOther = kia.data.findIndex((car) => car.brand !== 'kia');
    expect(kia.data.filter((car) => car.brand === 'kia').length).toBeGreaterThan(0);
    // Kias first: «كيان» begins with «كيا», so its listing may follow, never lead.
    expect(kia.data.slice(firstOther === -1 ? kia.data.length : firstOther).every((car) => car.brand !== 'kia')).toBe(true);
    // Each a word of the listings next to another (one edit apart): run as typed, it finds its
    // own listings and none of the other's.
    const cases: Array<[typed: string, not: (car: { name: string }) => boolean]> = [
      ['كيان', (car) => car.name.startsWith('كيا ')],
      ['رينو', (car) => car.name.includes('ريو')],
      ['ريو', (car) => car.name.includes('رينو')],
      ['كامل', (car) => car.name.includes('كامري') && !normaliseArabic(car.name).includes('كامل')],
      ['c200', (car) => car.name.includes('E200')],
      ['e200', (car) => car.name.includes('C200')],
    ];
    for (const [typed, not] of cases) {
      const res = await search(typed);
      expect({ typed, corrected: res.corrected_query }).toEqual({ typed, corrected: undefined });
      expect(res.data.length).toBeGreaterThan(0);
      expect({ typed, wrong: res.data.filter(not).map((car) => car.name) }).toEqual({ typed, wrong: [] });
    }
  });
});
