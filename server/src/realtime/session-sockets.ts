import { Inject, Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import { ROOMS, socketChannelKey } from './socket-events';
import { messageOf } from '../shared/error-message';

/**
 * Closes the open sockets of sessions that have ended (logout, password change or reset). Every
 * socket joins its session's room at the handshake; the Redis emitter reaches that room on
 * every server process, from the server or the worker alike. A disconnect lost while Redis is
 * down is caught by each server's periodic session check (RealtimeGateway).
 */
@Injectable()
export class SessionSockets {
  private readonly logger = new Logger(SessionSockets.name);
  private readonly emitter: Emitter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnections) {
    const client = redis.create('session-sockets', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    // The emitter does not wait for its publish: a failure (Redis down) is logged, not left unhandled.
    const publisher = {
      publish: (channel: string, message: string | Buffer) =>
        client.publish(channel, message).catch((error: unknown) => {
          this.logger.warn(`could not close the sockets of ended sessions: ${messageOf(error)}`);
          return 0;
        }),
    };
    this.emitter = new Emitter(publisher, { key: socketChannelKey(config.REDIS_PREFIX) });
  }

  disconnect(tokenHashes: Buffer[]): void {
    if (tokenHashes.length) this.emitter.in(tokenHashes.map(ROOMS.session)).disconnectSockets(true);
  }
}
