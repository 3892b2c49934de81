import { ListingReadPort, SaleListing, toSaleListing } from '../../server/src/cars/queries/listing-read-port';
import { Preferences } from '../../server/src/recommendations/domain/preferences';
import { QUESTIONS } from '../../server/src/recommendations/domain/questions';
import { recommend } from '../../server/src/recommendations/domain/ranking';
import { RecommendationQueries } from '../../server/src/recommendations/queries/recommendation-queries';
import { mulberry32 } from '../../shared/seeded-random';
import { useTestDataSource } from '../support/databases';

/** Every combination of the questionnaire's answers, as the preferences they mean. */
const EVERY_ANSWER: Preferences[] = QUESTIONS.reduce<Array<Record<string, unknown>>>(
  (combinations, question) => combinations.flatMap((so) => question.options.map((option) => ({ ...so, ...option.means }))),
  [{}],
) as unknown as Preferences[];

/**
 * The recommendations are ranked in the database (ranking-sql.ts), the rules being stated in
 * ranking.ts for one car. On random markets built to tie (few years, mileages and prices, on
 * the rules' edges) and for every combination of answers, the database's picks, points,
 * reasons, pool size and what was given up must be exactly what ranking every car for sale in
 * JavaScript gives.
 */
describe('recommendations ranked in the database', () => {
  const db = useTestDataSource();

  /** `size` random listings (some pending, for rent, unavailable or unpriced), written straight into the read model. */
  async function market(seed: number, size: number): Promise<void> {
    const random = mulberry32(seed);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
    await db.dataSource.query(`TRUNCATE projections.cars`);
    const cars = Array.from({ length: size }, (_, i) => ({
      id: i + 1,
      status: random() < 0.9 ? 'active' : 'pending',
      brand: pick(['kia', 'toyota', 'mercedes', 'bmw', 'lexus', 'ford']),
      seats: pick([2, 4, 5, 7, 8]),
      fuel_type: pick(['petrol', 'diesel', 'hybrid', 'electric', 'lpg']),
      transmission: pick(['automatic', 'manual', 'cvt', 'dct']),
      category_id: pick([null, 1, 2, 3, 4, 5, 6]),
      year: pick([null, 2010, 2013, 2014, 2016, 2018, 2021]),
      mileage: pick([0, 50_000, 99_999, 100_000, 149_999, 150_000, 220_000]),
      horsepower: pick([0, 90, 150, 151, 180, 199, 200, 260]),
      offer_type: random() < 0.9 ? 'sale' : 'rent',
      is_available: random() < 0.92,
      usd: pick([0, 3_000, 4_999, 5_000, 5_001, 9_999, 10_000, 15_000, 19_999, 20_000, 34_000, 35_000, 35_001, 60_000]),
    }));
    // The offer's terms and the price in US cents, as CarListingProjection copies them onto the car.
    await db.dataSource.query(
      `INSERT INTO projections.cars (id, user_id, status, name, brand, category_id, model, year, condition, mileage,
              fuel_type, transmission, horsepower, seats, color, description, offer_type, is_available, location,
              price_usd_minor, created_at, updated_at, version)
       SELECT u.id, 1, u.status, 'سيارة ' || u.id, u.brand, u.category_id, 'X', u.year, 'used', u.mileage,
              u.fuel_type, u.transmission, u.horsepower, u.seats, 'أبيض', '', u.offer_type, u.is_available, 'حلب',
              u.usd * 100, now(), now(), 1
         FROM jsonb_to_recordset($1::jsonb) AS u(id int, status text, brand text, category_id int, year int, mileage int,
              fuel_type text, transmission text, horsepower int, seats int, offer_type text, is_available boolean, usd int)`,
      [JSON.stringify(cars)],
    );
  }

  /**
   * The answers whose recommendation from the database differs from the one ranked in JavaScript
   * from every car for sale, and how many answers gave something up.
   */
  async function compare(): Promise<{ differences: unknown[]; relaxed: number }> {
    const listings = new ListingReadPort(db.dataSource);
    const everyCar: SaleListing[] = (
      await listings.overSaleListings<Record<string, unknown>>(0, null, 'SELECT * FROM sale', [])
    ).map(toSaleListing);
    const queries = new RecommendationQueries(listings);
    const differences: unknown[] = [];
    let relaxed = 0;
    for (const prefs of EVERY_ANSWER) {
      const expected = recommend(everyCar, prefs, 5);
      const actual = await queries.recommend(prefs, 5);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push({ prefs, expected, actual });
      relaxed += expected.relaxed.length;
    }
    return { differences: differences.slice(0, 2), relaxed };
  }

  it('answers every combination of answers as the ranking in JavaScript does, on markets built to tie', async () => {
    expect(EVERY_ANSWER).toHaveLength(5 * 3 * 5 * 4 * 3 * 3);
    for (const [seed, size] of [[1, 300]]) {
      await market(seed, size);
      const { differences } = await compare();
      expect({ seed, differences }).toEqual({ seed, differences: [] });
    }
  });

  it('and on markets so small that budgets, fuels and whole answers find nothing', async () => {
    let relaxedAnswers = 0;
    for (const seed of [3, 4, 5]) {
      await market(seed, 12);
      const { differences, relaxed } = await compare();
      expect({ seed, differences }).toEqual({ seed, differences: [] });
      relaxedAnswers += relaxed;
    }
    // The cases where a budget or a fuel is given up were reached.
    expect(relaxedAnswers).toBeGreaterThan(100);
  });
});
