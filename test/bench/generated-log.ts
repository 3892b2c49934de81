import { DataSource } from 'typeorm';
import { sealLog } from '../../server/src/event-store/chain/event-chain';
import { EVENT_COLUMNS, EventRow, toRecordedEvent } from '../../server/src/event-store/event-row';
import { ProjectionRegistry } from '../../server/src/event-store/projection-registry';
import { pool } from './support';

/**
 * Event logs generated in SQL (generate_series straight into public.events), shared by the benches
 * that need a big market: a million events are written in seconds, where appending them one command
 * at a time would take an hour. The events have the shapes the commands write, so the projections
 * (and the replay) treat them like any other.
 */

/** Metadata of every generated event: a system actor, as the seeders use. */
export const GENERATED_META = `'{"actorId":null,"actorRole":"system","correlationId":"bench"}'::jsonb`;

/** Accounts `from`..`to` (one UserRegistered each), every one a plain user. */
export async function generateUsers(dataSource: DataSource, from: number, to: number, recordedAt = 'now()'): Promise<void> {
  if (to < from) return;
  await dataSource.query(
    `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata, recorded_at)
     SELECT 'user', n::text, 1, 'UserRegistered',
            jsonb_build_object('userId', n, 'name', 'مستخدم ' || n, 'email', 'u' || n || '@bench.sy', 'phone', null, 'roles', '["user"]'::jsonb),
            ${GENERATED_META}, ${recordedAt}
       FROM generate_series($1::int, $2::int) AS n`,
    [from, to],
  );
}

/** One favourite for each of users `from`..`to`, spread over cars 1..`cars`. */
export async function generateFavourites(dataSource: DataSource, from: number, to: number, cars: number): Promise<void> {
  if (to < from) return;
  await dataSource.query(
    `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata)
     SELECT 'favourites', n::text, 1, 'CarFavourited', jsonb_build_object('carId', 1 + (n * 7919) % $3), ${GENERATED_META}
       FROM generate_series($1::int, $2::int) AS n`,
    [from, to, cars],
  );
}

/**
 * Cars `from`..`to`, in chunks of 20,000 (one statement each). `eventsSql` is a
 * `CROSS JOIN LATERAL (VALUES ...) AS e(v, type, data)` body over `c` (the car id) and may use
 * `$3` onwards, given in `params`; each row becomes event `v` of car `c`'s stream.
 */
export async function generateCars(
  dataSource: DataSource,
  from: number,
  to: number,
  eventsSql: string,
  params: unknown[],
  progress: (done: number) => void,
  recordedAt = 'now()',
): Promise<void> {
  const chunk = 20_000;
  for (let start = from; start <= to; start += chunk) {
    const end = Math.min(start + chunk - 1, to);
    await dataSource.query(
      `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata, recorded_at)
       SELECT 'car', c::text, e.v, e.type, e.data, ${GENERATED_META}, ${recordedAt}
         FROM generate_series($1::int, $2::int) AS c
         CROSS JOIN LATERAL (${eventsSql}) AS e(v, type, data)
        WHERE e.type IS NOT NULL`,
      [start, end, ...params],
    );
    progress(end);
  }
}

/** The highest position in the log (0 when empty): where the next application starts. */
export async function lastPosition(dataSource: DataSource): Promise<number> {
  const [{ last }] = await dataSource.query(`SELECT COALESCE(max(global_position), 0)::bigint AS last FROM public.events`);
  return Number(last);
}

/**
 * Applies the events after `after` to the live read models through the project's projections (the
 * registry the event store and the replay use). The generated events were never projected (they
 * were not appended through the event store), so this is what appending them would have done.
 *
 * User and car streams are independent of each other, so `lanes` connections apply them side by
 * side, each keeping its streams' order; the rest (favourites, settings) follows, in log order.
 */
export async function applyGeneratedEvents(
  dataSource: DataSource,
  registry: ProjectionRegistry,
  after: number,
  options: { lanes?: number; batchSize?: number; progress?: (applied: number) => void } = {},
): Promise<number> {
  // What appending them would also have done: each gets its place and hash in the chain.
  await sealLog(dataSource);
  const lanes = options.lanes ?? 2;
  const batchSize = options.batchSize ?? 5000;
  let applied = 0;
  const run = async (filter: string, params: unknown[]) => {
    let position = after;
    for (;;) {
      const rows: EventRow[] = await dataSource.query(
        `SELECT ${EVENT_COLUMNS} FROM public.events
          WHERE global_position > $1 AND ${filter}
          ORDER BY global_position LIMIT ${batchSize}`,
        [position, ...params],
      );
      if (!rows.length) return;
      await dataSource.transaction((m) => registry.apply(m, rows.map(toRecordedEvent)));
      position = rows[rows.length - 1].global_position;
      applied += rows.length;
      options.progress?.(applied);
    }
  };
  const independent = `stream_type IN ('user', 'car')`;
  // CASE: the cast only ever sees the numeric ids of user and car streams.
  const inLane = `(CASE WHEN ${independent} THEN stream_id::bigint % $2 END) = $3`;
  await pool(lanes, lanes, (lane) => run(inLane, [lanes, lane]));
  await run(`NOT (${independent})`, []);
  return applied;
}
