import { performance } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { LogWakeups, WAKE_GAP_MS } from './log-wakeups';

/** A data source whose queries stay pending until the test lets each one finish. */
function pendingQueries() {
  const sent: Array<{ sql: string; finish: (error?: Error) => void }> = [];
  const dataSource = {
    query: (sql: string) =>
      new Promise<void>((resolve, reject) => sent.push({ sql, finish: (error) => (error ? reject(error) : resolve()) })),
  } as unknown as DataSource;
  return { dataSource, sent };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Without the gap between notifications: the coalescing alone. */
class NoGap extends LogWakeups {
  protected override readonly gapMs = 0;
}

describe('LogWakeups', () => {
  it('sends one notification for the appends that commit while one is on its way, and one after them', async () => {
    const { dataSource, sent } = pendingQueries();
    const wakeups = new NoGap(dataSource);
    wakeups.appended();
    wakeups.appended();
    wakeups.appended();
    expect(sent).toHaveLength(1);
    expect(sent[0].sql).toContain('pg_notify');
    sent[0].finish();
    await turn();
    // The two that came while the first was on its way share the second.
    expect(sent).toHaveLength(2);
    sent[1].finish();
    await wakeups.settled();
    expect(sent).toHaveLength(2);
  });

  it('follows every append with a notification sent after it, even one that comes as the last finishes', async () => {
    const { dataSource, sent } = pendingQueries();
    const wakeups = new NoGap(dataSource);
    wakeups.appended();
    const settled = wakeups.settled();
    sent[0].finish();
    // Queued before the sender's own continuation: it must not be lost between its last look and its end.
    queueMicrotask(() => wakeups.appended());
    await turn();
    expect(sent).toHaveLength(2);
    sent[1].finish();
    await settled;
    await wakeups.settled();
    expect(sent).toHaveLength(2);
  });

  it('goes on after a failed notification: the next append sends again', async () => {
    const { dataSource, sent } = pendingQueries();
    const wakeups = new NoGap(dataSource);
    wakeups.appended();
    sent[0].finish(new Error('connection lost'));
    await wakeups.settled();
    wakeups.appended();
    expect(sent).toHaveLength(2);
    sent[1].finish();
    await wakeups.settled();
  });

  it('spaces a stream of notifications at least the gap apart, and sends the first at once', async () => {
    const { dataSource, sent } = pendingQueries();
    const times: number[] = [];
    const timed = { query: (sql: string) => (times.push(performance.now()), dataSource.query(sql)) } as unknown as DataSource;
    const wakeups = new LogWakeups(timed);
    wakeups.appended();
    // The first goes at once, in the same turn.
    expect(sent).toHaveLength(1);
    wakeups.appended();
    sent[0].finish();
    while (sent.length < 2) await turn();
    sent[1].finish();
    await wakeups.settled();
    // Each time is taken just after the sender reads the clock for its gap.
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(WAKE_GAP_MS - 0.5);
  });
});
