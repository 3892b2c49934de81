import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, ServerOptions } from 'socket.io';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnections } from '../redis/redis.module';
import { socketChannelKey } from './socket-events';

/** Socket.IO over the Redis adapter, so rooms span every server process (and the worker's emitter). */
export class RedisIoAdapter extends IoAdapter {
  constructor(private readonly app: INestApplicationContext) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, { ...options, path: '/socket.io', serveClient: false } as ServerOptions);
    const redis = this.app.get(RedisConnections);
    const config = this.app.get<AppConfig>(APP_CONFIG);
    const pub = redis.create('socket-pub', { maxRetriesPerRequest: null });
    const sub = redis.create('socket-sub', { maxRetriesPerRequest: null });
    server.adapter(createAdapter(pub, sub, { key: socketChannelKey(config.REDIS_PREFIX) }));
    return server;
  }
}
