import { readableHorizon } from '../../server/src/event-store/subscription/log-horizon';
import { LogCheckpoint, readLog } from '../../server/src/event-store/subscription/log-reader';
import { useTestDataSource } from '../support/databases';

/**
 * Readers of the log (subscriptions, the replay) go by (transaction id, position). A fresh server
 * hands out transaction ids 999 and 1,000 (and 9,999 and 10,000) early in its life: a reader that
 * ordered by the id's text took 1,000 before 999, moved its checkpoint past 999 and never read it.
 */
describe('reading the log in order', () => {
  const db = useTestDataSource();

  it('takes every event, in transaction order, when transaction ids gain a digit', async () => {
    // Transactions ids as a young server has them (below every real one, so below the horizon).
    const ids = ['98', '99', '100', '101', '998', '999', '1000', '1001'];
    await db.dataSource.query(
      `INSERT INTO public.events (stream_type, stream_id, stream_version, event_type, data, metadata, transaction_id)
       SELECT 'digits', 's' || n, 1, 'Counted', '{}'::jsonb, '{"actorId":null,"actorRole":"system","correlationId":"t"}'::jsonb, tx::xid8
         FROM unnest($1::text[]) WITH ORDINALITY AS x(tx, n)`,
      [ids],
    );
    for (const horizon of [await readableHorizon(db.dataSource.manager), null]) {
      const read: string[] = [];
      let from: LogCheckpoint = { transactionId: '0', position: 0 };
      for (;;) {
        // Two at a time: the order decides which two come first, and the checkpoint follows them.
        const batch = await readLog(db.dataSource.manager, from, 2, horizon);
        if (!batch.length) break;
        read.push(...batch.filter((e) => e.streamType === 'digits').map((e) => e.transactionId));
        from = { transactionId: batch[batch.length - 1].transactionId, position: batch[batch.length - 1].position };
      }
      expect(read).toEqual(ids);
    }
  });
});
