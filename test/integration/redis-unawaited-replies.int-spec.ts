import { AppConfig } from '../../server/src/config/config';
import { RedisConnections } from '../../server/src/redis/redis.module';
import { eventually } from '../support/fixtures';
import { PrivateRedis } from '../support/private-redis';

/**
 * The Socket.IO adapter publishes and subscribes without awaiting. Such a command queued during an
 * outage and flushed by a shutdown just as Redis came back ("Connection is closed.") was a
 * rejection held by nobody: it failed a test run, and in production it would end the process.
 */
describe('replies nobody waits for', () => {
  let redis: PrivateRedis;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    process.on('unhandledRejection', record);
  });
  afterAll(async () => {
    process.off('unhandledRejection', record);
    await redis.down();
  });

  it('leave no rejection unhandled when a connection closes under them', async () => {
    const connections = new RedisConnections({ REDIS_URL: redis.url, REDIS_PREFIX: 'unawaited' } as AppConfig);
    const pub = connections.create('pub', { maxRetriesPerRequest: null });
    await eventually(async () => pub.status === 'ready');

    await redis.down();
    await eventually(async () => pub.status === 'reconnecting');
    // As the adapter does: the commands wait in the offline queue for Redis.
    void pub.publish('room#', 'message');
    void pub.psubscribe('room#*');
    // Closed while it shakes hands again, before the queue is sent. Listening before Redis is
    // back: on a busy machine the client may reconnect before up() has seen the server answer.
    const closedOnReturn = new Promise<void>((resolve) =>
      pub.once('connect', () => {
        pub.disconnect();
        resolve();
      }),
    );
    await redis.up();
    await closedOnReturn;
    await eventually(async () => pub.status === 'end');
    // Node reports an unhandled rejection once the microtasks of its turn have run.
    for (let turn = 0; turn < 3; turn++) await new Promise(setImmediate);
    expect(unhandled).toEqual([]);
    await connections.onApplicationShutdown();
  });
});
