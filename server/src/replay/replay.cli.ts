import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { migrate } from '../database/migrate';
import { ProjectionRebuild } from './projection-rebuild';
import { ReplayModule } from './replay.module';

/**
 * `npm run replay`: rebuilds every read model from the event log and swaps the result in while the
 * marketplace keeps running, then prints what it did. Safe to run at any time.
 */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(ReplayModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  try {
    // The schema must be current: a replay rebuilds the tables the migrations define.
    await migrate(app.get(DataSource));
    const rebuild = app.get(ProjectionRebuild);
    let last = Date.now();
    const report = await rebuild.run({
      onBatch: (applied) => {
        if (Date.now() - last > 2000) {
          console.log(`  … ${applied} events replayed`);
          last = Date.now();
        }
      },
    });
    console.log(`Replayed ${report.events} events in ${report.seconds.toFixed(2)} s: ${report.eventsPerSecond} events/s`);
    console.log(`Caught up ${report.caughtUpUnderLock} events written during the rebuild, then swapped atomically.`);
    console.log('Every rebuilt table equals the live one, row for row:');
    for (const t of report.tables) console.log(`  ${t.table.padEnd(24)} ${String(t.rows).padStart(8)} rows  ${t.checksum}`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
