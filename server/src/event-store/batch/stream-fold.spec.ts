import { RecordedEvent } from '../event.types';
import { planFolds, StreamFold } from './stream-fold';

const event = (streamType: string, streamId: string, streamVersion: number, type: string, data: object = {}): RecordedEvent => ({
  type,
  data,
  streamType,
  streamId,
  streamVersion,
  position: streamVersion,
  schemaVersion: 1,
  metadata: { actorId: null, actorRole: 'system', correlationId: 'spec' },
  recordedAt: new Date('2026-01-01T00:00:00.000Z'),
  transactionId: '1',
});

/** A user's notes (one row each, keyed by id, found by the user's id), which a deleted account takes with it. */
const NOTES: StreamFold = {
  table: { table: 'notes', key: 'id', keyType: 'integer' },
  streamColumn: { column: 'user_id', type: 'integer' },
  rowsOf: (e) => (e.type === 'UserDeleted' ? { column: 'user_id', values: [e.streamId], ofOtherStreams: true } : undefined),
  evolve: (rows, e) => {
    if (e.type === 'UserDeleted') return [];
    const data = e.data as { noteId: number; text: string };
    const others = rows.filter((row) => row.id !== data.noteId);
    return [...others, { id: data.noteId, user_id: Number(e.streamId), text: data.text }];
  },
};

/** The SELECTs a run asks for, as (column, values). */
const loads = (events: RecordedEvent[], begun?: ReadonlySet<string>) =>
  planFolds([NOTES], events, begun)
    .batches.flatMap((batch) => batch.takeQueries(1))
    .map(({ sql, values }) => [/t\."(\w+)"/.exec(sql)?.[1], values]);

describe('planFolds', () => {
  it("loads a stream's own rows only when it may have some, and other streams' rows always", () => {
    expect(loads([event('notes', '7', 1, 'Noted', { noteId: 1, text: 'a' })])).toEqual([]);
    expect(loads([event('notes', '7', 2, 'Noted', { noteId: 2, text: 'b' })])).toEqual([['user_id', ['7']]]);
    // A deleted account's notes were made by its notes' stream, not by the account's: loaded even in its first run.
    expect(loads([event('user', '7', 3, 'UserDeleted')], new Set(['user\u00007']))).toEqual([['user_id', ['7']]]);
  });

  it('finds the rows a fold wrote earlier in the run by any column, and writes only the difference', () => {
    const run = planFolds(
      [NOTES],
      [
        event('notes', '7', 1, 'Noted', { noteId: 1, text: 'a' }),
        event('notes', '8', 1, 'Noted', { noteId: 2, text: 'b' }),
        event('notes', '7', 2, 'Noted', { noteId: 1, text: 'a, revised' }),
        event('user', '8', 5, 'UserDeleted'),
      ],
    );
    const [batch] = run.batches;
    batch.takeQueries(1);
    batch.receive([]);
    run.fold();
    expect(batch.values()).toEqual([{ id: 1, user_id: 7, text: 'a, revised' }]);
    const writes = batch.takeWrites();
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0].parameter as string)).toEqual([{ id: 1, user_id: 7, text: 'a, revised' }]);
  });

  it('writes a table keyed by several columns matched on all of them', () => {
    const PAIRS: StreamFold = {
      table: { table: 'pairs', key: ['user_id', 'car_id'], keyType: 'integer' },
      streamColumn: { column: 'user_id', type: 'integer' },
      evolve: (rows, e) => {
        const carId = (e.data as { carId: number }).carId;
        const others = rows.filter((row) => row.car_id !== carId);
        return e.type === 'Kept' ? [...others, { user_id: Number(e.streamId), car_id: carId }] : others;
      },
    };
    const run = planFolds(
      [PAIRS],
      [event('pairs', '7', 4, 'Kept', { carId: 3 }), event('pairs', '7', 5, 'Dropped', { carId: 2 })],
    );
    const [batch] = run.batches;
    expect(batch.takeQueries(1).map((q) => q.values)).toEqual([['7']]);
    batch.receive([
      { user_id: 7, car_id: 2 },
      { user_id: 7, car_id: 9 },
    ]);
    run.fold();
    const writes = batch.takeWrites();
    expect(writes.map((w) => w.sql.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^DELETE FROM "pairs" AS t USING .* WHERE t."user_id" = r."user_id" AND t."car_id" = r."car_id"$/),
      expect.stringContaining('ON CONFLICT ("user_id", "car_id") DO NOTHING'),
    ]);
    expect(writes.map((w) => JSON.parse(w.parameter as string) as unknown)).toEqual([
      [{ user_id: 7, car_id: 2 }],
      [{ user_id: 7, car_id: 3 }],
    ]);
  });
});
