// First: a clear message on an unsupported Node, before any native module is loaded.
import './launch/supported-node';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig, requireStorage } from './config/config';
import { exitWithParent } from './launch/exit-with-parent';
import { WorkerModule } from './worker.module';

/** Builds the worker context (used by worker main and by the tests). */
export async function createWorkerApp() {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; a plain object is what it reads
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  return app;
}

if (require.main === module) {
  exitWithParent();
  Promise.resolve()
    .then(() => requireStorage(loadConfig()))
    .then(() => createWorkerApp())
    .then(() => console.log('Sayyara worker started'))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
