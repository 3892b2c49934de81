// First: a clear message on an unsupported Node, before any native module is loaded.
import './launch/supported-node';
import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig, loadConfig, requireStorage } from './config/config';
import { APP_CONFIG } from './config/config.module';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { SeedHarness } from './seed/seed-harness';
import { installHttpPipeline } from './http-pipeline';
import { RouteRateLimits } from './shared/http/route-rate-limits';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { exitWithParent } from './launch/exit-with-parent';

/** Builds the HTTP + Socket.IO application (used by main and by the tests). */
export async function createServerApp(): Promise<NestExpressApplication> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; a plain object is what it reads
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  // After the session guard (an APP_GUARD, already in place): the budgets count the caller's account too.
  app.useGlobalGuards(app.get(RouteRateLimits));
  const config = app.get<AppConfig>(APP_CONFIG);
  installHttpPipeline(app, config);
  app.useWebSocketAdapter(new RedisIoAdapter(app));
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs.json' });
  app.enableShutdownHooks();
  return app;
}

async function bootstrap(): Promise<void> {
  const config = requireStorage(loadConfig());
  const app = await createServerApp();
  await app.listen(config.PORT, config.HOST);
  NestLogger.log(`Sayyara is listening on ${config.publicUrl}`, 'Bootstrap');
  if (config.SEED_DEMO) void app.get(SeedHarness).runPending();
}

if (require.main === module) {
  exitWithParent();
  bootstrap().catch((error: unknown) => {
    // Configuration errors list every bad variable; print them plainly and stop.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
