import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventStoreModule } from './event-store/event-store.module';
import { QueuesModule } from './jobs/queues';
import { RedisModule } from './redis/redis.module';
import { SocketPushesModule } from './realtime/socket-pushes';
import { SessionModule } from './shared/auth/session.module';
import { StorageModule } from './storage/storage.module';

/** Infrastructure every process needs: configuration, PostgreSQL, Redis, storage, the event store. */
@Global()
@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    RedisModule,
    StorageModule,
    EventStoreModule,
    QueuesModule,
    SocketPushesModule,
    SessionModule,
    CqrsModule.forRoot(),
  ],
  exports: [CqrsModule],
})
export class CoreModule {}
