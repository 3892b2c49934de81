import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The listing's city, and counters of active listings per make, city, fuel and offer type:
 *  - `cars.city` is the city of the offer's place («دمشق - المزة» → «دمشق»), written by the
 *    listing projection, so `location=دمشق` is an equality on an index instead of a trigram
 *    match over every Damascus listing;
 *  - `listing_facet_cars` / `listing_facets` belong to the facets projection: what each car counts
 *    under, and the counts (the listings page's facets, and the list's total for those filters).
 * Existing rows are filled here exactly as the projections would write them, so a replay finds
 * the same rows.
 */
export class ListingCityAndFacets1763870000000 implements MigrationInterface {
  name = 'ListingCityAndFacets1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE projections.cars ADD COLUMN city text`);
    // In batches by id, one UPDATE each (the city is derived in TypeScript, as the projection does).
    for (let after = 0; ;) {
      const rows = (await q.query(`SELECT id, location FROM projections.cars WHERE id > $1 ORDER BY id LIMIT 5000`, [
        after,
      ])) as Array<{ id: number; location: string | null }>;
      if (rows.length === 0) break;
      await q.query(
        `UPDATE projections.cars c SET city = u.city
           FROM unnest($1::int[], $2::text[]) AS u(id, city) WHERE c.id = u.id AND u.city IS NOT NULL`,
        [rows.map((row) => row.id), rows.map((row) => cityOf(row.location))],
      );
      after = rows[rows.length - 1].id;
    }
    await q.query(
      `CREATE INDEX cars_active_city_created_idx ON projections.cars (city, created_at DESC, id DESC) WHERE status = 'active'`,
    );

    await q.query(`
      CREATE TABLE projections.listing_facet_cars (
        car_id     integer PRIMARY KEY,
        active     boolean NOT NULL,
        brand      text    NOT NULL,
        city       text,
        fuel_type  text    NOT NULL,
        offer_type text
      )`);
    await q.query(`
      CREATE TABLE projections.listing_facets (
        facet text    NOT NULL,
        value text    NOT NULL,
        cars  integer NOT NULL,
        PRIMARY KEY (facet, value)
      )`);
    await q.query(`
      INSERT INTO projections.listing_facet_cars (car_id, active, brand, city, fuel_type, offer_type)
      SELECT id, status = 'active', brand, city, fuel_type, offer_type FROM projections.cars`);
    await q.query(`
      INSERT INTO projections.listing_facets (facet, value, cars)
      SELECT facet, value, count(*) FROM (
        SELECT 'all' AS facet, '' AS value FROM projections.listing_facet_cars WHERE active
        UNION ALL SELECT 'brand', brand FROM projections.listing_facet_cars WHERE active AND brand <> ''
        UNION ALL SELECT 'city', city FROM projections.listing_facet_cars WHERE active AND city <> ''
        UNION ALL SELECT 'fuel_type', fuel_type FROM projections.listing_facet_cars WHERE active AND fuel_type <> ''
        UNION ALL SELECT 'offer_type', offer_type FROM projections.listing_facet_cars WHERE active AND offer_type <> ''
      ) counted GROUP BY facet, value`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE projections.listing_facets`);
    await q.query(`DROP TABLE projections.listing_facet_cars`);
    await q.query(`DROP INDEX projections.cars_active_city_created_idx`);
    await q.query(`ALTER TABLE projections.cars DROP COLUMN city`);
  }
}

/*
 * FROZEN COPIES. A migration is frozen text: it must do on a database migrated next year exactly
 * what it did the day it landed. So the code it used then is copied here, not imported: from
 * server/src/shared/arabic/normalise.ts and server/src/cars/domain/listing-city.ts as they
 * stood. Do not update them from the live code: a new way to read the city is the listing
 * projection's version bump and its rebuild, never a change here.
 */

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

/**
 * The governorate centres of Syria as the marketplace spells them (the client's city
 * suggestions, client/src/shared/domain/cities.ts, use the same names).
 */
const SYRIAN_CITIES = [
  'دمشق',
  'حلب',
  'حمص',
  'اللاذقية',
  'طرطوس',
  'ريف دمشق',
  'حماة',
  'إدلب',
  'درعا',
  'السويداء',
  'القنيطرة',
  'دير الزور',
  'الرقة',
  'الحسكة',
] as const;

const KNOWN = SYRIAN_CITIES.map((city) => ({ city, key: normaliseArabic(city) }));

/**
 * The city of an offer's free-text place («دمشق - المزة» → «دمشق»), stored on the listing so the
 * city filter and the city facet are an equality. The known city named first in the text wins
 * («ريف دمشق» is its own governorate, «حمص - طريق دمشق» is in Homs); a place naming none is its
 * own city, the part before the first dash or comma as written. Null without a place.
 */
function cityOf(location: string | null | undefined): string | null {
  const text = normaliseArabic(location);
  if (!text) return null;
  const padded = ` ${text} `;
  let best: { city: string; at: number; length: number } | null = null;
  for (const { city, key } of KNOWN) {
    const at = padded.indexOf(` ${key} `);
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && key.length > best.length)) best = { city, at, length: key.length };
  }
  if (best) return best.city;
  const first = String(location)
    .split(/\s+-\s+|[-،,]/)[0]
    .trim();
  return first || String(location).trim() || null;
}
