import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis, RedisOptions } from 'ioredis';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/**
 * Redis connections by purpose. Commands from request paths fail fast when Redis is down
 * (no offline queue) so a request can answer 503 or fall back instead of hanging; BullMQ
 * workers and pub/sub need blocking connections that wait and reconnect.
 */
@Injectable()
export class RedisConnections implements OnApplicationShutdown {
  private readonly opened: Redis[] = [];
  /** Shared client for quick commands (rate limits, health). */
  readonly client: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.client = this.create('client', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  }

  get prefix(): string {
    return this.config.REDIS_PREFIX;
  }

  /** A new connection; `blocking` is for BullMQ workers and subscribers. */
  create(name: string, options: RedisOptions = {}): Redis {
    const redis = new Redis(this.config.REDIS_URL, {
      connectionName: `sayyara-${name}`,
      lazyConnect: false,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
      ...options,
    });
    // Connection errors are retried by ioredis; log nothing per attempt, health reports the state.
    redis.on('error', () => undefined);
    observeUnawaitedReplies(redis);
    this.opened.push(redis);
    return redis;
  }

  /**
   * QUIT where connected (pending replies arrive first); a connection waiting to reconnect is
   * dropped at once, since QUIT would sit in its offline queue until Redis came back.
   */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      this.opened.map(async (r) => {
        if (r.status !== 'ready') {
          r.disconnect();
          return;
        }
        await r.quit().catch(() => r.disconnect());
      }),
    );
  }
}

/**
 * Commands whose reply some callers never wait for: ioredis resubscribes on every reconnection
 * without handling the reply, and the Socket.IO adapter and emitters subscribe and publish
 * without awaiting. A connection closed while such a reply is pending (a shutdown just as Redis
 * comes back, or a publish queued during an outage) rejected a promise nobody held, which Node
 * treats as a crash. Callers that await still see the rejection; ioredis restores the
 * subscriptions itself on the next connection.
 */
const UNAWAITED_COMMANDS = [
  'subscribe',
  'psubscribe',
  'ssubscribe',
  'unsubscribe',
  'punsubscribe',
  'sunsubscribe',
  'publish',
] as const;

export function observeUnawaitedReplies(redis: Redis): void {
  for (const name of UNAWAITED_COMMANDS) {
    const command = (redis[name] as (...args: unknown[]) => Promise<unknown>).bind(redis);
    Object.defineProperty(redis, name, {
      configurable: true,
      writable: true,
      value: (...args: unknown[]) => {
        const reply = command(...args);
        reply.catch(() => undefined);
        return reply;
      },
    });
  }
}

@Global()
@Module({ providers: [RedisConnections], exports: [RedisConnections] })
export class RedisModule {}
