/**
 * A subscription in a process of its own, so a test can kill it with SIGKILL at a chosen moment.
 * Each event is recorded twice: in PostgreSQL inside the checkpoint's transaction (exactly once)
 * and in Redis as an external effect (at least once, made idempotent with HSETNX).
 */
import 'reflect-metadata';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/database/data-source-options';
import { EventSubscription } from '../../server/src/event-store/subscription/event-subscription';

async function main(): Promise<void> {
  const { DATABASE_URL, REDIS_URL, REDIS_KEY, SUBSCRIPTION, CRASH_AFTER_BATCHES, BATCH_SIZE } = process.env;
  const dataSource = new DataSource(dataSourceOptions(DATABASE_URL!, 4));
  await dataSource.initialize();
  const redis = new Redis(REDIS_URL!);
  let batches = 0;
  const subscription = new EventSubscription(
    dataSource,
    DATABASE_URL!,
    SUBSCRIPTION!,
    {
      async handle(event, manager) {
        await manager.query(`INSERT INTO seen (subscription, position) VALUES ($1, $2)`, [SUBSCRIPTION, event.position]);
        await redis.hsetnx(`${REDIS_KEY}:effects`, String(event.position), '1');
        await redis.hincrby(`${REDIS_KEY}:deliveries`, String(event.position), 1);
      },
    },
    {
      batchSize: Number(BATCH_SIZE ?? 10),
      idlePollMs: 100,
      beforeCheckpoint: () => {
        batches += 1;
        // Dies between the side effects and the checkpoint: the worst moment to crash.
        if (CRASH_AFTER_BATCHES && batches >= Number(CRASH_AFTER_BATCHES)) process.kill(process.pid, 'SIGKILL');
      },
    },
  );
  subscription.start();
  process.on('SIGTERM', () => {
    void subscription.stop().then(async () => {
      await dataSource.destroy();
      redis.disconnect();
      process.exit(0);
    });
  });
  process.send?.('started');
}

void main();
