import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/config';
import { APP_CONFIG } from './config/config.module';
import { CoreModule } from './core.module';
import { DomainModule } from './domain.module';
import { HealthController } from './health/health.controller';
import { RealtimeModule } from './realtime/realtime.module';
import { SeedModule } from './seed/seed.module';
import { loggerOptions } from './shared/logging';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter';
import { RouteRateLimits } from './shared/http/route-rate-limits';
import { appValidationPipe } from './shared/http/validation';
import { StartupService } from './startup.service';

const logging = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => loggerOptions('server', config),
});

/** The HTTP and Socket.IO server. */
@Module({
  imports: [logging, CoreModule, DomainModule, RealtimeModule, SeedModule],
  controllers: [HealthController],
  providers: [
    { provide: APP_PIPE, useValue: appValidationPipe },
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    // A global guard installed after the session guard (createServerApp).
    RouteRateLimits,
    StartupService,
  ],
})
export class AppModule {}
