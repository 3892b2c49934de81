import { foldInMemory, TableRows } from './batch/in-memory-fold';
import { streamKey } from './batch/row-batch';
import { NewEvent, RecordedEvent } from './event.types';
import { Projection } from './projection';

/** An event of a spec: of the spec's stream unless it names another; at the next position unless it names one (a repeated event). */
export type SpecEvent = NewEvent & Partial<Pick<RecordedEvent, 'streamType' | 'streamId' | 'recordedAt' | 'position'>>;

/** When the events of a spec are recorded: a second apart from this moment on. */
export const SPEC_START = new Date('2026-01-01T00:00:00.000Z');

/**
 * Given/when/then tests of a projection's pure fold, as emmett's projection specs write them:
 *
 *   given([listed]).when(approved).then({ risk_listings: [{ car_id: 5, status: 'active', … }] });
 *
 * `given` events are folded in one run, then `when`'s in another that starts from those rows
 * (as a later append loads them); `then` compares the rows of the tables it names. No database:
 * the fold is a function (foldInMemory). Events get their stream's next version and a time a
 * second after the one before.
 */
export function projectionSpec(projection: Projection, stream: { streamType: string; streamId: string }) {
  return (given: readonly SpecEvent[]) => ({
    when(...events: SpecEvent[]) {
      const [past, now] = record(stream, [given, events]);
      return {
        then(expected: TableRows): void {
          const rows = foldInMemory(projection, now, foldInMemory(projection, past));
          for (const table of Object.keys(expected)) expect([table, rows[table] ?? []]).toEqual([table, expected[table]]);
        },
      };
    },
  });
}

function record(
  stream: { streamType: string; streamId: string },
  groups: ReadonlyArray<readonly SpecEvent[]>,
): RecordedEvent[][] {
  const versions = new Map<string, number>();
  let position = 0;
  return groups.map((events) =>
    events.map((event): RecordedEvent => {
      const of = { streamType: event.streamType ?? stream.streamType, streamId: event.streamId ?? stream.streamId };
      const streamVersion = (versions.get(streamKey(of)) ?? 0) + 1;
      versions.set(streamKey(of), streamVersion);
      position += 1;
      return {
        type: event.type,
        data: event.data,
        ...of,
        streamVersion,
        position: event.position ?? position,
        schemaVersion: 1,
        metadata: { actorId: null, actorRole: 'system', correlationId: 'spec' },
        recordedAt: event.recordedAt ?? new Date(SPEC_START.getTime() + position * 1000),
        transactionId: String(position),
      };
    }),
  );
}
