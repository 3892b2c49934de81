import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Word search over listings: `search_vector`, the 'simple' tsvector of the normalised search
 * document, kept by PostgreSQL itself (a stored generated column) and GIN-indexed for whole words
 * and prefixes. The document now also holds the city, the fuel, gearbox and condition in Arabic
 * and Arabizi spellings; existing rows get it here, as the projection would write it. The trigram
 * index on `search_text` stays, for the misspelling fallback.
 */
export class ListingSearchVector1763850000100 implements MigrationInterface {
  name = 'ListingSearchVector1763850000100';

  async up(q: QueryRunner): Promise<void> {
    // In batches by id, one UPDATE each: a market of 200,000 listings is 200 statements, not 200,000.
    for (let after = 0; ;) {
      const rows = (await q.query(
        `SELECT id, name, brand, model, year, description, fuel_type, transmission, condition, location
           FROM projections.cars WHERE id > $1 ORDER BY id LIMIT 1000`,
        [after],
      )) as Array<SearchFields & { id: number }>;
      if (rows.length === 0) break;
      await q.query(
        `UPDATE projections.cars c SET search_text = u.text
           FROM unnest($1::int[], $2::text[]) AS u(id, text) WHERE c.id = u.id`,
        [rows.map((row) => row.id), rows.map(listingSearchText)],
      );
      after = rows[rows.length - 1].id;
    }
    await q.query(`
      ALTER TABLE projections.cars
        ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED`);
    await q.query(`CREATE INDEX cars_search_vector_idx ON projections.cars USING gin (search_vector)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX projections.cars_search_vector_idx`);
    await q.query(`ALTER TABLE projections.cars DROP COLUMN search_vector`);
  }
}

/*
 * FROZEN COPIES. A migration is frozen text: it must do on a database migrated next year exactly
 * what it did the day it landed. So the code it used then is copied here, not imported: from
 * server/src/shared/arabic/brand-names.ts, normalise.ts, car-words.ts and
 * server/src/cars/projections/car-listing/listing-search.ts as they stood. Do not update them
 * from the live code: a new search document is the listing projection's version bump and its
 * rebuild, never a change here.
 */

/**
 * Car makes as people write them in Syria, in Arabic and Latin script. The key is the canonical
 * (Latin, lower-case) name the product stores; aliases are given already normalised (see normalise.ts).
 */
const BRAND_ALIASES: Record<string, readonly string[]> = {
  toyota: ['تويوتا'],
  mercedes: ['مرسيدس', 'مرسيدس بنز', 'مارسيدس', 'بنز', 'mercedes benz', 'mercedes-benz', 'benz'],
  bmw: ['بي ام دبليو', 'بي ام', 'بي إم دبليو', 'بيم', 'بي ام و'],
  audi: ['اودي', 'اؤدي'],
  honda: ['هوندا'],
  kia: ['كيا'],
  hyundai: ['هيونداي', 'هونداي', 'هيوندا', 'hundai'],
  nissan: ['نيسان'],
  lexus: ['لكزس', 'لكسس', 'ليكزس'],
  ford: ['فورد'],
  chevrolet: ['شفروليه', 'شيفروليه', 'شفرليه', 'شيفروليت', 'شفروليت', 'شفر', 'chevy'],
  mitsubishi: ['ميتسوبيشي', 'متسوبيشي'],
  mazda: ['مازدا'],
  volkswagen: ['فولكس فاجن', 'فولكسفاجن', 'فولكس واجن', 'vw'],
  peugeot: ['بيجو'],
  renault: ['رينو'],
  opel: ['اوبل'],
  suzuki: ['سوزوكي'],
  skoda: ['سكودا'],
  jeep: ['جيب'],
  chery: ['شيري'],
  geely: ['جيلي'],
  porsche: ['بورش', 'بورشه'],
  'land rover': ['لاند روفر', 'رنج روفر', 'range rover'],
};

/** Arabic display names of the canonical makes the listing forms offer. */
const BRAND_ARABIC: Record<string, string> = {
  toyota: 'تويوتا',
  mercedes: 'مرسيدس',
  bmw: 'بي إم دبليو',
  audi: 'أودي',
  honda: 'هوندا',
  kia: 'كيا',
  hyundai: 'هيونداي',
  nissan: 'نيسان',
  lexus: 'لكزس',
  ford: 'فورد',
  chevrolet: 'شفروليه',
};

// Harakat, Quranic marks and the superscript alef: ignored when people type.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ → ا
const TAA_MARBUTA = /\u0629/g; // ة → ه
const ALEF_MAQSURA = /\u0649/g; // ى → ي
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g; // ٠-٩
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g; // ۰-۹
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The one Arabic text normaliser: used to build every search column and every query, so both
 * sides agree. Folds alef forms, taa marbuta/haa, alef maqsura/yaa, drops diacritics and tatweel,
 * maps Arabic-Indic digits to Latin, lower-cases Latin, and reduces punctuation to single spaces.
 */
function normaliseArabic(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFC')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(TAA_MARBUTA, 'ه')
    .replace(ALEF_MAQSURA, 'ي')
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim();
}

// Longest aliases first, so 'مرسيدس بنز' wins over 'مرسيدس'.
const ALIASES: Array<[alias: string, canonical: string]> = Object.entries(BRAND_ALIASES)
  .flatMap(([canonical, aliases]) => [canonical, ...aliases].map((a) => [normaliseArabic(a), canonical] as [string, string]))
  .sort((a, b) => b[0].length - a[0].length);

const containsPhrase = (haystack: string, phrase: string): boolean => ` ${haystack} `.includes(` ${phrase} `);

/** Canonical makes mentioned in a normalised text, in either script. */
function brandsIn(normalised: string): string[] {
  const found = new Set<string>();
  for (const [alias, canonical] of ALIASES) if (containsPhrase(normalised, alias)) found.add(canonical);
  return [...found];
}

/**
 * The text stored in a search column: the normalised parts plus every alias of each make they
 * mention, so a listing written 'Toyota' is found by 'تويوتا' and by a prefix of either.
 */
function searchDocument(...parts: Array<string | number | null | undefined>): string {
  const text = normaliseArabic(parts.filter((p) => p !== null && p !== undefined).join(' '));
  const extra = brandsIn(text).flatMap((brand) =>
    [brand, ...(BRAND_ALIASES[brand] ?? [])].map((alias) => normaliseArabic(alias)),
  );
  return [text, ...extra].filter(Boolean).join(' ');
}

/**
 * The words buyers type for a car's fuel, gearbox and condition, in Arabic as written in Syria
 * (and the Latin the forms store): they go into the listing's search document, so «أوتوماتيك»,
 * «ديزل» or «جديدة» find the cars that are so, not only those whose seller wrote the word.
 */
const FUEL_WORDS: Record<string, readonly string[]> = {
  petrol: ['بنزين'],
  diesel: ['ديزل', 'مازوت'],
  hybrid: ['هجين', 'هايبرد'],
  electric: ['كهرباء', 'كهربائي', 'كهربائية'],
};

const TRANSMISSION_WORDS: Record<string, readonly string[]> = {
  automatic: ['أوتوماتيك', 'اوتوماتيك', 'أوتوماتيكي'],
  manual: ['يدوي', 'عادي', 'جير عادي'],
  cvt: ['أوتوماتيك', 'CVT'],
  dct: ['أوتوماتيك', 'DCT'],
};

const CONDITION_WORDS: Record<string, readonly string[]> = {
  new: ['جديد', 'جديدة', 'زيرو'],
  used: ['مستعمل', 'مستعملة'],
};

// Arabic letters (after normalise.ts) as people write them in Latin letters when they chat.
const ARABIZI: Record<string, string> = {
  ا: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'th',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'o',
  ي: 'i',
  ء: '',
  ئ: 'e',
  ؤ: 'o',
  پ: 'p',
  چ: 'ch',
  ڤ: 'v',
  گ: 'g',
};

/** Code points, not graphemes, on purpose: a letter and a mark on it each map on their own. */
const codePoints = (word: string): string[] => Array.from(word);

/**
 * The Arabizi spelling of each Arabic word of a normalised text («كامري» → «kamri»), for the
 * words a buyer may type in Latin letters: makes, models, cities. Latin words are left out.
 */
function arabizi(normalised: string): string {
  return normalised
    .split(' ')
    .filter((word) => /[\u0600-\u06FF]/.test(word))
    .map((word) =>
      codePoints(word)
        .map((ch) => ARABIZI[ch] ?? (/[a-z0-9]/.test(ch) ? ch : ''))
        .join(''),
    )
    .filter((word) => word.length > 1)
    .join(' ');
}

/** What a listing is found by (columns of `cars`). */
interface SearchFields {
  name: string;
  brand: string;
  model: string;
  year: number | null;
  description: string;
  fuel_type: string;
  transmission: string;
  condition: string;
  location: string | null;
}

/**
 * The listing's search document (`search_text`; `search_vector` is its 'simple' tsvector): the
 * normalised name, make in both scripts with its aliases, model, year, description and city, the
 * Arabic words for its fuel, gearbox and condition, and the Arabizi spelling of its name, make,
 * model and city («kamri», «dimashq»).
 */
function listingSearchText(f: SearchFields): string {
  const document = searchDocument(
    f.name,
    f.brand,
    BRAND_ARABIC[f.brand],
    f.model,
    f.year,
    f.description,
    f.location,
    ...(FUEL_WORDS[f.fuel_type] ?? []),
    ...(TRANSMISSION_WORDS[f.transmission] ?? []),
    ...(CONDITION_WORDS[f.condition] ?? []),
  );
  const latin = arabizi(normaliseArabic([f.name, BRAND_ARABIC[f.brand], f.model, f.location].filter(Boolean).join(' ')));
  return [document, latin].filter(Boolean).join(' ');
}
