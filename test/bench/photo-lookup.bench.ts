import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options';
import { migrate } from '../../server/src/database/migrate';
import { RiskQueries } from '../../server/src/risk/queries/risk-queries';
import { Bench, BenchContext, latencyMetrics, Metric, now } from './support';

const LISTINGS = Number(process.env.BENCH_PHOTO_LISTINGS ?? 200_000);
const PHOTOS_PER_LISTING = Number(process.env.BENCH_PHOTOS_PER_LISTING ?? 2);
const LOOKUPS = Number(process.env.BENCH_PHOTO_LOOKUPS ?? 500);

/** A random 64-bit hash as 16 hex digits. */
const randomHex = () => Array.from({ length: 16 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

/** `hex` with `bits` random bits flipped: a re-encoded or cropped copy of that photo. */
function nearCopy(hex: string, bits: number): string {
  let value = BigInt(`0x${hex}`);
  const flipped = new Set<number>();
  while (flipped.size < bits) flipped.add(Math.floor(Math.random() * 64));
  for (const bit of flipped) value ^= 1n << BigInt(bit);
  return value.toString(16).padStart(16, '0');
}

/**
 * Issue 26: the duplicate-photo look-up of the risk checks (RiskQueries.photoMatches) against
 * 200,000 active listings' photo hashes (two each, generated in SQL as random 64-bit values in the
 * migrated tables and band indexes). Half the look-ups are copies of a stored photo with up to
 * samePhotoMaxBits bits changed (each must be found), half are new photos. Random hashes spread
 * over the bands evenly; real photos' hashes cluster more, so the candidates per probe are more.
 */
export const photoLookupBench: Bench = {
  name: 'photo-lookup',
  description: 'duplicate-photo look-up among 200,000 listings’ photo hashes (banded index, then Hamming distance)',
  async run(ctx: BenchContext): Promise<Metric[]> {
    const databaseUrl = await ctx.createDatabase('photos');
    const dataSource = new DataSource(dataSourceOptions(databaseUrl, 4));
    await dataSource.initialize();
    try {
      await migrate(dataSource);
      ctx.log(`generating ${LISTINGS} listings with ${PHOTOS_PER_LISTING} photo hashes each`);
      await dataSource.query(
        `INSERT INTO projections.risk_listings (car_id, owner_id, status, listed_at, version)
         SELECT i, 1 + i % 20000, 'active', now() - make_interval(mins => i), 1 FROM generate_series(1, $1) i`,
        [LISTINGS],
      );
      await dataSource.query(
        `INSERT INTO projections.risk_photos (image_id, car_id, hash, band0, band1, band2, band3)
         SELECT 'p' || i || '-' || k, i, h, h & 65535, (h >> 16) & 65535, (h >> 32) & 65535, (h >> 48) & 65535
           FROM generate_series(1, $1) i, generate_series(1, $2) k,
                LATERAL (SELECT (floor(random() * 4294967296)::bigint << 32 | floor(random() * 4294967296)::bigint) + 0 * i * k AS h) x`,
        [LISTINGS, PHOTOS_PER_LISTING],
      );
      // As autovacuum leaves a table that has settled: statistics and the visibility map.
      await dataSource.query(`VACUUM ANALYZE projections.risk_photos`);
      await dataSource.query(`VACUUM ANALYZE projections.risk_listings`);
      const stored: Array<{ hash: string }> = await dataSource.query(
        `SELECT lpad(to_hex(hash), 16, '0') AS hash FROM projections.risk_photos ORDER BY random() LIMIT $1`,
        [LOOKUPS / 2],
      );
      const queries = new RiskQueries(dataSource);
      const newCar = LISTINGS + 1;
      const timings: number[] = [];
      let found = 0;
      let candidatesMissed = 0;
      for (let i = 0; i < LOOKUPS; i++) {
        const copy = i % 2 === 0 && stored.length > 0;
        const hash = copy ? nearCopy(stored[(i / 2) % stored.length].hash, 1 + (i % 10)) : randomHex();
        const started = now();
        const matches = await queries.photoMatches(hash, newCar);
        timings.push(now() - started);
        if (copy) {
          if (matches.length > 0) found++;
          else candidatesMissed++;
        }
      }
      // The floor on this machine now: a primary-key read of one listing, the cheapest query there is.
      const floor: number[] = [];
      for (let i = 0; i < LOOKUPS; i++) {
        const started = now();
        await dataSource.query(`SELECT owner_id FROM projections.risk_listings WHERE car_id = $1`, [1 + (i % LISTINGS)]);
        floor.push(now() - started);
      }
      const [{ photos }] = await dataSource.query(`SELECT count(*)::int AS photos FROM projections.risk_photos`);
      ctx.log(`${photos} photo hashes; ${found} copies found, ${candidatesMissed} missed`);
      return [
        { label: 'photo hashes', value: photos, unit: 'rows' },
        ...latencyMetrics('duplicate-photo look-up', timings),
        ...latencyMetrics('floor: one listing by its key', floor, [50, 95]),
        { label: 'copies found', value: found, unit: 'of ' + String(Math.ceil(LOOKUPS / 2)) },
      ];
    } finally {
      await dataSource.destroy();
    }
  },
};
