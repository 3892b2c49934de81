import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { SeedHarness } from './seed-harness';

/**
 * `npm run seed [name…]`: runs the demo seeders not yet run on DATABASE_URL (all of them, or
 * those named, e.g. `demo-parts`), as the first start does when SEED_DEMO is on. Photos are
 * processed by whichever worker is running against the same Redis.
 */
async function main(): Promise<void> {
  const only = process.argv.slice(2);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; a plain object is what it reads
  const app = await NestFactory.createApplicationContext(AppModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  try {
    const harness = app.get(SeedHarness);
    const unknown = only.filter((name) => !harness.seeders().some((s) => s.name === name));
    if (unknown.length) throw new Error(`unknown seeder ${unknown.join(', ')}`);
    const ran = await harness.runPending(only.length ? only : undefined);
    console.log(ran.length ? `seeded: ${ran.join(', ')}` : 'nothing to seed');
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
