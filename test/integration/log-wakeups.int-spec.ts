import { Client } from 'pg';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { NO_STREAM } from '../../server/src/event-store/event.types';
import { EVENTS_CHANNEL, LogWakeups } from '../../server/src/event-store/subscription/log-wakeups';
import { startTestApp, TestApp } from '../support/test-app';

const meta = { actorId: null, actorRole: 'system', correlationId: 'log-wakeups-test', causationId: null };

/**
 * The loops that follow the log are woken after appends commit: a listener hears of every burst
 * of appends after all of them can be read, whether they came one by one or side by side.
 */
describe('waking the log’s listeners', () => {
  let app: TestApp;
  let store: EventStore;
  let listener: Client;
  const heard: number[] = [];
  let stream = 0;

  const append = () =>
    store.append(
      { streamType: 'wakeup-test', streamId: `w${++stream}`, expectedVersion: NO_STREAM, events: [{ type: 'Rang', data: {} }] },
      meta,
    );
  /** The newest position readable when a notification arrives. */
  const newestReadable = async () =>
    Number((await app.dataSource.query(`SELECT max(global_position) AS p FROM public.events`))[0].p);
  /** Until a notification has arrived when `position` was readable (the test's timeout bounds it). */
  const heardAfter = async (position: number) => {
    while (!heard.some((p) => p >= position)) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  beforeAll(async () => {
    app = await startTestApp();
    store = app.server.get(EventStore);
    listener = new Client({ connectionString: app.databaseUrl });
    await listener.connect();
    // Each notification records what a reader could read as it arrived.
    listener.on('notification', () => void newestReadable().then((p) => heard.push(p)));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await app.close();
  });

  it('after one append, with the event readable', async () => {
    const [event] = await append();
    await heardAfter(event.position);
    expect(Math.max(...heard)).toBeGreaterThanOrEqual(event.position);
  });

  it('after 32 appends side by side, with no more notifications than appends', async () => {
    const before = heard.length;
    const events = (await Promise.all(Array.from({ length: 32 }, append))).flat();
    const last = Math.max(...events.map((e) => e.position));
    await heardAfter(last);
    await app.server.get(LogWakeups).settled();
    expect(heard.length - before).toBeGreaterThanOrEqual(1);
    expect(heard.length - before).toBeLessThanOrEqual(32);
  });
});
