import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/config';
import { APP_CONFIG } from './config/config.module';
import { CoreModule } from './core.module';
import { WorkerSchema } from './database/worker-schema';
import { DispatchModule } from './dispatch/dispatch.module';
import { DomainModule } from './domain.module';
import { WorkerJobsModule } from './jobs/worker-jobs.module';
import { loggerOptions } from './shared/logging';

const logging = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => loggerOptions('worker', config),
});

/** The worker: BullMQ processors and the event subscriptions that feed jobs and pushes. */
@Module({
  imports: [logging, CoreModule, DomainModule, WorkerJobsModule, DispatchModule],
  providers: [WorkerSchema],
})
export class WorkerModule {}
