import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { dataSourceOptions } from './data-source-options';
import { ReadDatabase } from './read-replica/read-database';
import { ReadYourWrites } from './read-replica/read-your-writes';
import { ReplicaMonitor } from './read-replica/replica-monitor';

const readReplica = [ReplicaMonitor, ReadYourWrites, ReadDatabase];

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.DATABASE_URL),
    }),
  ],
  providers: readReplica,
  exports: readReplica,
})
export class DatabaseModule {}
