import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import type { SocketEmitMap, SocketEventName, SocketEvents } from '../../../shared/socket-contract';
import { socketChannelKey } from './socket-events';

/**
 * One push: its rooms (but not the sockets also in `except`, which get another version of it), and
 * an event of the socket contract with that event's payload.
 */
export type PushOf<Name extends SocketEventName> = {
  rooms: string | string[];
  except?: string | string[];
  event: Name;
  payload: SocketEvents[Name];
};

/**
 * The emitter publishes without awaiting; this client keeps each publish so a reaction can
 * wait for them (and see a failure) instead of leaving a rejected promise unhandled.
 */
export class AwaitedPublisher {
  private pending: Array<Promise<unknown>> = [];

  constructor(private readonly redis: Redis) {}

  publish(channel: string, message: string | Buffer): Promise<unknown> {
    const sent = this.redis.publish(channel, message);
    sent.catch(() => undefined);
    this.pending.push(sent);
    return sent;
  }

  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }
}

/**
 * The worker's one way to browsers: pushes and socket closings go through the Redis emitter, and
 * every server's adapter delivers them to its own sockets. One emitter (one Redis connection)
 * per process, shared by every reaction, opened when the worker starts its subscriptions (the
 * HTTP server, which holds the reactions too, never opens it). Each call resolves once Redis took the message: a failure (Redis down) fails the
 * subscription's batch, which is retried, so pushes are at least once; each carries the event's
 * position so a client can ignore a repeat.
 */
@Injectable()
export class SocketPushes {
  private opened: { emitter: Emitter<SocketEmitMap>; publisher: AwaitedPublisher } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  /** Sends one push of the socket contract to its rooms. */
  send<Name extends SocketEventName>(push: PushOf<Name>): Promise<void> {
    return this.sendAll([push]);
  }

  /** Sends several pushes of one event and waits for them together (one round of replies, not one each). */
  async sendAll<Name extends SocketEventName>(pushes: Array<PushOf<Name>>): Promise<void> {
    const { emitter, publisher } = this.open();
    for (const { rooms, except = [], event, payload } of pushes) {
      // TypeScript cannot match a generic event name with `Parameters<>` of its listener: say it once here.
      const broadcast = emitter.to(rooms).except(except) as unknown as { emit(event: Name, payload: SocketEvents[Name]): true };
      broadcast.emit(event, payload);
    }
    await publisher.flush();
  }

  /** Closes the sockets in these rooms; their browsers reconnect and are checked again. */
  async disconnect(rooms: string | string[]): Promise<void> {
    const { emitter, publisher } = this.open();
    emitter.in(rooms).disconnectSockets(true);
    await publisher.flush();
  }

  /**
   * Takes the sockets in `room` out of it on every server, but those also in a room of `keep`.
   * Published on the connection the pushes use, so a push sent before reaches them, and none after.
   */
  async leave(room: string, keep: string[]): Promise<void> {
    const { emitter, publisher } = this.open();
    emitter.in(room).except(keep).socketsLeave(room);
    await publisher.flush();
  }

  /** Connects now, so the first push does not meet a connection still being made (no offline queue). */
  start(): void {
    this.open();
  }

  private open() {
    if (!this.opened) {
      const publisher = new AwaitedPublisher(
        this.redis.create('socket-emitter', { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
      );
      this.opened = {
        publisher,
        emitter: new Emitter<SocketEmitMap>(publisher, { key: socketChannelKey(this.config.REDIS_PREFIX) }),
      };
    }
    return this.opened;
  }
}

@Global()
@Module({ providers: [SocketPushes], exports: [SocketPushes] })
export class SocketPushesModule {}
