import { DataSource } from 'typeorm';
import { ProjectionRegistry } from '../../../server/src/event-store/projection-registry';
import { codeVersions, recordVersions } from '../../../server/src/replay/projection-versions';
import { EXCHANGE_RATES_STREAM, ExchangeRatesSet } from '../../../server/src/settings/domain/settings.events';
import { DEFAULT_RATES_PER_USD_MICRO } from '../../../server/src/shared/money/money';
import {
  applyGeneratedEvents,
  GENERATED_META,
  generateCars,
  generateFavourites,
  generateUsers,
  lastPosition,
} from '../generated-log';
import { catalogueEntries, MARKET_CITIES, MARKET_COLOURS, MARKET_DESCRIPTIONS, MARKET_TITLE_SUFFIXES } from './catalogue';

/** A pseudo-random, reproducible number in [0, 2^32) for car `c` and roll `k`. */
const roll = (k: number) => `(hashint4(c * 37 + ${k})::bigint + 2147483648)`;

/** Half a year of listings: a car's events happen minutes apart, on a day of the last 180. */
const RECORDED_AT = `now() - ${roll(40)} % 15552000 * interval '1 second' + e.v * interval '1 minute'`;

/**
 * The events of car `c`, as a seller lists it: listed with a photo, an offer, the photo processed,
 * then approved (90%), rejected (2%), approved and later expired (4%), or still pending (4%).
 * Makes and models by market share; years 1998–2024 peaking around 2011; prices from the model's
 * price and age, 30% of them in Syrian pounds; 15% rentals (daily, weekly, monthly); 30% of the
 * cars belong to 200 dealers; 3% featured.
 * $3 users, $4 catalogue (jsonb array), $5 its length, $6 cities, $7 colours, $8 title suffixes, $9 descriptions.
 */
const CAR_EVENTS = `
  SELECT ev.v, ev.type, ev.data
    FROM (SELECT ($4::jsonb) -> (${roll(1)} % $5)::int AS m,
                 (1998 + ${roll(2)} % 14 + ${roll(3)} % 14)::int AS year,
                 ${roll(4)} % 100 AS cond_roll, ${roll(5)} AS mileage_roll, ${roll(6)} % 100 AS fuel_roll,
                 ${roll(7)} % 100 AS gear_roll, ${roll(8)} AS colour_roll, ${roll(9)} AS title_roll,
                 ${roll(10)} % 100 AS offer_roll, ${roll(11)} % 41 AS price_roll, ${roll(12)} % 100 AS currency_roll,
                 ${roll(13)} % 100 AS dealer_roll, ${roll(14)} AS owner_roll, ${roll(15)} % 100 AS featured_roll,
                 ${roll(16)} % 100 AS status_roll, ${roll(17)} % 100 AS period_roll, ${roll(18)} AS city_roll,
                 ${roll(19)} AS description_roll) r
   CROSS JOIN LATERAL (SELECT
           CASE WHEN r.year >= 2024 AND r.cond_roll < 50 THEN 'new' ELSE 'used' END AS condition,
           CASE WHEN r.status_roll < 90 THEN 'active' WHEN r.status_roll < 94 THEN 'pending'
                WHEN r.status_roll < 96 THEN 'rejected' ELSE 'expired' END AS status,
           CASE WHEN r.offer_roll < 15 THEN 'rent' ELSE 'sale' END AS offer_type,
           CASE WHEN r.period_roll < 55 THEN 'daily' WHEN r.period_roll < 80 THEN 'weekly' ELSE 'monthly' END AS period) d
   CROSS JOIN LATERAL (SELECT
           CASE WHEN d.offer_type = 'sale'
                THEN greatest(1500, round((r.m->>'usd')::numeric * power(0.9, 2026 - r.year) * (0.8 + r.price_roll / 100.0) / 100) * 100)
                ELSE (25 + r.price_roll) * CASE d.period WHEN 'daily' THEN 1 WHEN 'weekly' THEN 6 ELSE 20 END
           END AS usd,
           r.currency_roll < 30 AS in_syp) p
   CROSS JOIN LATERAL (VALUES
     (1, 'CarListed', jsonb_build_object('carId', c,
        'ownerId', CASE WHEN r.dealer_roll < 30 THEN 1 + r.owner_roll % 200 ELSE 1 + r.owner_roll % $3 END,
        'featured', r.featured_roll < 3,
        'details', jsonb_build_object(
          'name', (r.m->>'title') || ' ' || r.year || ($8::text[])[1 + r.title_roll % array_length($8::text[], 1)],
          'brand', r.m->>'brand', 'categoryId', (r.m->>'category')::int, 'countryOfManufacture', r.m->>'country',
          'model', r.m->>'model', 'year', r.year, 'condition', d.condition,
          'mileage', CASE WHEN d.condition = 'new' THEN r.mileage_roll % 100 ELSE (2026 - r.year) * 9000 + r.mileage_roll % 60000 END,
          'fuelType', CASE WHEN r.fuel_roll < 72 THEN 'petrol' WHEN r.fuel_roll < 88 THEN 'diesel' WHEN r.fuel_roll < 96 THEN 'hybrid' ELSE 'electric' END,
          'transmission', CASE WHEN r.gear_roll < 60 THEN 'automatic' WHEN r.gear_roll < 92 THEN 'manual' WHEN r.gear_roll < 97 THEN 'cvt' ELSE 'dct' END,
          'horsepower', (r.m->>'horsepower')::int, 'seats', (r.m->>'seats')::int,
          'color', ($7::text[])[1 + r.colour_roll % array_length($7::text[], 1)],
          'description', ($9::text[])[1 + r.description_roll % array_length($9::text[], 1)], 'otherBenefits', ''),
        'images', jsonb_build_array(jsonb_build_object('imageId', md5('img' || c)::uuid, 'key', 'originals/' || md5('img' || c) || '.jpg',
          'contentType', 'image/jpeg', 'size', 180000, 'width', 1600, 'height', 1200)))),
     (2, 'CarOfferMade', jsonb_build_object('offerId', c, 'offerType', d.offer_type,
        'priceMinor', (CASE WHEN p.in_syp THEN p.usd * 110 ELSE p.usd END * 100)::bigint,
        'currency', CASE WHEN p.in_syp THEN 'SYP' ELSE 'USD' END,
        'pricingPeriod', CASE WHEN d.offer_type = 'rent' THEN d.period END, 'isAvailable', true, 'additionalFeatures', '',
        'location', ($6::text[])[1 + r.city_roll % array_length($6::text[], 1)])),
     (3, 'CarImageProcessed', jsonb_build_object('imageId', md5('img' || c)::uuid, 'width', 1600, 'height', 1200,
        'variants', jsonb_build_array(
          jsonb_build_object('width', 320, 'height', 240, 'key', 'variants/cars/' || c || '/320.webp', 'size', 9000),
          jsonb_build_object('width', 800, 'height', 600, 'key', 'variants/cars/' || c || '/800.webp', 'size', 42000)))),
     (4, CASE d.status WHEN 'rejected' THEN 'CarRejected' WHEN 'pending' THEN NULL ELSE 'CarApproved' END,
        CASE WHEN d.status = 'rejected' THEN jsonb_build_object('reason', 'الصور غير واضحة')
             ELSE jsonb_build_object('expiresAt', '2027-06-01T00:00:00.000Z', 'automatic', false) END),
     (5, CASE WHEN d.status = 'expired' THEN 'CarExpired' END, '{}'::jsonb)
   ) AS ev(v, type, data)`;

export interface MarketGrowth {
  /** Seconds spent writing events (SQL) and applying them (projections), then VACUUM ANALYZE. */
  writeSeconds: number;
  applySeconds: number;
  vacuumSeconds: number;
  events: number;
}

/**
 * The starting exchange rates, as a server's first start records them, projected before any car:
 * each listing is then priced as it is projected, as on a real market. Without them every price is
 * NULL until the first server start re-prices the whole market, which leaves the statistics the
 * generation's ANALYZE took wrong and the tables full of dead rows.
 */
async function recordStartingRates(dataSource: DataSource, registry: ProjectionRegistry): Promise<void> {
  const after = await lastPosition(dataSource);
  const data: ExchangeRatesSet['data'] = { perUsdMicro: { ...DEFAULT_RATES_PER_USD_MICRO } };
  await dataSource.query(
    `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata)
     VALUES ($1, $2, 1, 'ExchangeRatesSet', $3, ${GENERATED_META})`,
    [EXCHANGE_RATES_STREAM.type, EXCHANGE_RATES_STREAM.id, JSON.stringify(data)],
  );
  await applyGeneratedEvents(dataSource, registry, after);
}

/**
 * The risk checks' findings on cars `from`..`to`: one in eight carries flags (one assessment each,
 * in the car's risk stream, after the car's events), weighted 20 to 60, so the queue riskiest
 * first is another order than the newest. The others were never flagged: the worker records an
 * assessment only when a listing's flags change.
 */
async function generateRiskAssessments(dataSource: DataSource, from: number, to: number): Promise<void> {
  await dataSource.query(
    `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata)
     SELECT 'car-risk', c::text, 1, 'CarRiskAssessed',
            jsonb_build_object('carId', c, 'score', 20 + 10 * (${roll(50)} % 5),
              'flags', jsonb_build_array(jsonb_build_object('code', 'price_too_low', 'reason', 'السعر أقل بكثير من سعر السوق'))),
            ${GENERATED_META}
       FROM generate_series($1::int, $2::int) AS c
      WHERE ${roll(51)} % 8 = 0`,
    [from, to],
  );
}

/**
 * Grows the market from `fromCars` to `toCars` listings (users 1..`users` are written with the
 * first step): events in SQL, then the projections, then VACUUM ANALYZE so the planner knows the
 * new size. The id sequences move past the generated ids, so the server's own appends do not clash.
 */
export async function growMarket(
  dataSource: DataSource,
  registry: ProjectionRegistry,
  fromCars: number,
  toCars: number,
  users: number,
  log: (message: string) => void,
): Promise<MarketGrowth> {
  const started = Date.now();
  if (fromCars === 0) await recordStartingRates(dataSource, registry);
  const after = await lastPosition(dataSource);
  const catalogue = catalogueEntries();
  if (fromCars === 0) await generateUsers(dataSource, 1, users);
  let lastLogged = 0;
  await generateCars(
    dataSource,
    fromCars + 1,
    toCars,
    CAR_EVENTS,
    [
      users,
      JSON.stringify(catalogue),
      catalogue.length,
      MARKET_CITIES,
      MARKET_COLOURS,
      MARKET_TITLE_SUFFIXES,
      MARKET_DESCRIPTIONS,
    ],
    (done) => {
      if (Date.now() - lastLogged < 5000 && done !== toCars) return;
      log(`wrote the events of ${done} of ${toCars} cars`);
      lastLogged = Date.now();
    },
    RECORDED_AT,
  );
  await generateRiskAssessments(dataSource, fromCars + 1, toCars);
  // With the first step, a tenth of the users keep a favourite (the card's like count).
  if (fromCars === 0) await generateFavourites(dataSource, 1, Math.ceil(users / 10), toCars);
  await dataSource.query(`ANALYZE public.events`);
  const written = Date.now();
  let lastApplied = 0;
  const events = await applyGeneratedEvents(dataSource, registry, after, {
    progress: (applied) => {
      if (Date.now() - lastApplied < 5000) return;
      log(`projected ${applied} events`);
      lastApplied = Date.now();
    },
  });
  const applied = Date.now();
  // The read models are what this code's projections made of the log: their versions are the
  // live ones, as a replay's swap records them (a reader may check one, CarQueries.counts).
  await recordVersions(dataSource.manager, codeVersions(registry.projections()));
  await dataSource.query(
    `SELECT setval('public.user_id_seq', greatest($1::bigint, (SELECT last_value FROM public.user_id_seq)))`,
    [users],
  );
  for (const seq of ['car', 'offer']) {
    await dataSource.query(
      `SELECT setval('public.${seq}_id_seq', greatest($1::bigint, (SELECT last_value FROM public.${seq}_id_seq)))`,
      [toCars],
    );
  }
  await dataSource.query(`VACUUM ANALYZE`);
  const vacuumed = Date.now();
  return {
    writeSeconds: (written - started) / 1000,
    applySeconds: (applied - written) / 1000,
    vacuumSeconds: (vacuumed - applied) / 1000,
    events,
  };
}
