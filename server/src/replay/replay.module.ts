import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { CoreModule } from '../core.module';
import { DomainModule } from '../domain.module';
import { loggerOptions } from '../shared/logging';
import { ProjectionRebuild } from './projection-rebuild';

const logging = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => loggerOptions('worker', config),
});

/** Everything needed to find every projection, and nothing that serves or dispatches. */
@Module({
  imports: [logging, CoreModule, DomainModule],
  providers: [ProjectionRebuild],
})
export class ReplayModule {}
