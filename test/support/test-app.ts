import { INestApplicationContext } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createServerApp } from '../../server/src/main';
import { createWorkerApp } from '../../server/src/worker';
import { createTestDatabase } from './databases';
import { UNTHROTTLED } from './unthrottled';

export interface TestApp {
  url: string;
  server: NestExpressApplication;
  worker: INestApplicationContext | null;
  dataSource: DataSource;
  databaseUrl: string;
  redisPrefix: string;
  /** Starts (another) worker context against the same database and Redis. */
  startWorker(): Promise<INestApplicationContext>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  worker?: boolean;
  env?: Record<string, string>;
  /** Reuse a database (two servers on one database, for the Redis adapter test). */
  databaseUrl?: string;
  redisPrefix?: string;
}

/**
 * A real server (HTTP + Socket.IO on a free port) and optionally the worker, on a database of
 * its own, the run's S3 server and a Redis key prefix of its own.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.databaseUrl ? null : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? database!.url;
  const redisPrefix = options.redisPrefix ?? `t${randomBytes(5).toString('hex')}`;
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
    // A bucket per app: car ids restart in every database, and deleting car 1 here must not
    // remove another suite's photos.
    S3_BUCKET: `b-${redisPrefix}`,
    REDIS_PREFIX: redisPrefix,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    CLIENT_DIST: '/nonexistent',
    UPLOAD_DRAFT_DIR: join(tmpdir(), 'sayyara-drafts', redisPrefix),
    ...UNTHROTTLED,
    ...options.env,
  });
  const server = await createServerApp();
  await server.listen(0, '127.0.0.1');
  const { port } = server.getHttpServer().address() as AddressInfo;
  const workers: INestApplicationContext[] = [];
  const startWorker = async () => {
    const worker = await createWorkerApp();
    workers.push(worker);
    return worker;
  };
  if (options.worker) await startWorker();
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    get worker() {
      return workers[0] ?? null;
    },
    dataSource: server.get(DataSource),
    databaseUrl,
    redisPrefix,
    startWorker,
    async close() {
      for (const worker of workers) await worker.close();
      await server.close();
      await database?.drop();
      rmSync(join(tmpdir(), 'sayyara-drafts', redisPrefix), { recursive: true, force: true });
    },
  };
}
