import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ListingReadPort, toSaleListing } from '../../server/src/cars/queries/listing-read-port';
import { migrate } from '../../server/src/database/migrate';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { Preferences } from '../../server/src/recommendations/domain/preferences';
import { QUESTIONS } from '../../server/src/recommendations/domain/questions';
import { recommend } from '../../server/src/recommendations/domain/ranking';
import { RecommendationQueries } from '../../server/src/recommendations/queries/recommendation-queries';
import { ReplayModule } from '../../server/src/replay/replay.module';
import { growMarket } from './market/generate';
import { applyEnv, Bench, databaseUrl, latencyMetrics, Metric, now } from './support';

/** A market kept by the market bench (BENCH_MARKET_DATABASE), measured as it is; else one generated here. */
const DATABASE = process.env.BENCH_RECOMMEND_DATABASE;
const CARS = Number(process.env.BENCH_RECOMMEND_CARS ?? 20_000);

/** One answer per budget and number of seats (the hard limits), the rest as the questionnaire's first options. */
const ANSWERS: Preferences[] = QUESTIONS[0].options.flatMap((budget) =>
  QUESTIONS[1].options.map((seats) =>
    Object.assign({}, budget.means, seats.means, ...QUESTIONS.slice(2).map((question) => question.options[0].means)),
  ),
) as Preferences[];

/**
 * What the worker ran before, to load every car for sale within the hard limits: the offers
 * joined and each price converted at today's rates (`ListingReadPort.forSale`, now gone).
 */
const LOADED_BEFORE = `SELECT c.id, c.name, c.brand, c.year, c.mileage, c.fuel_type, c.transmission, c.horsepower, c.seats,
         c.category_id, o.location, round(o.price_minor::numeric * 1000000 / r.per_usd_micro) AS price_usd_minor
    FROM cars c
    JOIN car_offers o ON o.car_id = c.id
    JOIN exchange_rates r ON r.currency = o.currency
   WHERE c.status = 'active' AND o.offer_type = 'sale' AND o.is_available AND o.price_minor > 0
     AND c.seats >= $1
     AND ($2::bigint IS NULL OR round(o.price_minor::numeric * 1000000 / r.per_usd_micro) <= $2::numeric)`;

/**
 * The questionnaire's recommendation (the worker's job) on a market, answer by answer: ranked in
 * the database (RecommendationQueries), beside the way before, every car for sale within the
 * hard limits loaded (LOADED_BEFORE) and ranked in JavaScript; the same picks asserted, the
 * time each took, and the heap the loaded cars took.
 */
export const recommendationsBench: Bench = {
  name: 'recommendations',
  description:
    "the questionnaire's recommendation ranked in the database, beside loading every car for sale and ranking it in JavaScript",
  async run(ctx): Promise<Metric[]> {
    const url = DATABASE ? databaseUrl(DATABASE) : await ctx.createDatabase('recommend');
    applyEnv({ ...ctx.env, DATABASE_URL: url });
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; an object literal is how it is given
    const context = await NestFactory.createApplicationContext(ReplayModule, { logger: ['error', 'warn'] });
    try {
      const dataSource = context.get(DataSource);
      await migrate(dataSource);
      if (!DATABASE) await growMarket(dataSource, context.get(ProjectionRegistry), 0, CARS, CARS / 10, ctx.log);
      const [{ listings }] = await dataSource.query(`SELECT count(*)::int AS listings FROM cars`);
      const queries = new RecommendationQueries(new ListingReadPort(dataSource));
      const [inDatabase, inJs]: [number[], number[]] = [[], []];
      let loaded = 0;
      let heap = 0;
      for (let round = 0; round < 3; round++) {
        for (const prefs of ANSWERS) {
          const maxUsdMinor = prefs.budget.maxUsd === null ? null : prefs.budget.maxUsd * 100;
          let started = now();
          const ranked = await queries.recommend(prefs, 5);
          inDatabase.push(now() - started);
          const before = process.memoryUsage().heapUsed;
          started = now();
          const rows: Array<Record<string, unknown>> = await dataSource.query(LOADED_BEFORE, [prefs.minSeats, maxUsdMinor]);
          const cars = rows.map(toSaleListing);
          const expected = recommend(cars, prefs, 5);
          inJs.push(now() - started);
          heap = Math.max(heap, process.memoryUsage().heapUsed - before);
          loaded = Math.max(loaded, cars.length);
          if (JSON.stringify(ranked) !== JSON.stringify(expected))
            throw new Error(`the picks differ for ${JSON.stringify(prefs)}`);
        }
      }
      ctx.log(`${listings} listings; ${ANSWERS.length} answers, three rounds, the same picks both ways`);
      return [
        { label: 'listings', value: listings, unit: 'rows' },
        ...latencyMetrics('recommendation ranked in the database', inDatabase, [50, 95]),
        ...latencyMetrics('every car loaded and ranked in JavaScript (before)', inJs, [50, 95]),
        { label: 'most cars loaded for one answer (before)', value: loaded, unit: 'rows' },
        { label: 'heap those cars took (before)', value: Math.round(heap / 1e6), unit: 'MB' },
      ];
    } finally {
      await context.close();
    }
  },
};
