import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { migrate } from '../database/migrate';
import { projectionName } from '../event-store/projection';
import { ProjectionRebuild, RebuildReport } from './projection-rebuild';
import { differs } from './read-model-diff';
import { ReplayModule } from './replay.module';

const USAGE = `npm run replay -- [--verify | --projection <name>… [--accept]]
  (no option)          rebuild the projections whose version is newer than the live one, and swap them in
  --projection <name>  rebuild these projections; swap when their version is newer, or with --accept
  --accept             swap even when the rebuilt tables differ and the version did not change
  --verify             rebuild every projection and swap only if every table equals the live one (audit)`;

/**
 * `npm run replay`: rebuilds read models from the event log and swaps them in while the
 * marketplace keeps serving and writing, then prints what it did. Safe to run at any time.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      verify: { type: 'boolean', default: false },
      projection: { type: 'string', multiple: true },
      accept: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || (values.verify && (values.projection || values.accept))) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; a plain object is what it reads
  const app = await NestFactory.createApplicationContext(ReplayModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  try {
    // The schema must be current: a replay rebuilds the tables the migrations define.
    await migrate(app.get(DataSource));
    const rebuild = app.get(ProjectionRebuild);
    let projections = values.projection;
    if (!values.verify && !projections) {
      projections = (await rebuild.changed()).map(projectionName);
      if (!projections.length) {
        console.log('Every projection is at its version: nothing to rebuild (--verify checks them all against the log).');
        return;
      }
    }
    let last = Date.now();
    const report = await rebuild.run({
      mode: values.verify ? 'verify' : 'deploy',
      projections,
      accept: values.accept,
      onBatch: (applied) => {
        if (Date.now() - last > 2000) {
          console.log(`  … ${applied} events replayed`);
          last = Date.now();
        }
      },
    });
    print(report, values.verify);
  } finally {
    await app.close();
  }
}

function print(report: RebuildReport, verify: boolean): void {
  console.log(
    `Replayed ${report.events} events in ${report.seconds.toFixed(2)} s: ${report.eventsPerSecond} events/s (indexes built in ${report.secondsIndexing.toFixed(2)} s)`,
  );
  console.log(
    `Swapped in ${report.secondsToSwap.toFixed(2)} s after the start, having caught up ${report.caughtUpUnderLock} events written meanwhile.`,
  );
  for (const p of report.projections.filter((p) => p.version !== p.previous)) {
    console.log(`  ${p.name}: version ${p.previous} → ${p.version}`);
  }
  if (verify) console.log('Every rebuilt table equals the live one, row for row:');
  for (const t of report.tables) {
    const diff = report.diffs.find((d) => d.table === t.table);
    const change = diff && differs(diff) ? `  +${diff.added} −${diff.removed} ~${diff.changed}` : '';
    console.log(`  ${t.table.padEnd(24)} ${String(t.rows).padStart(8)} rows  ${t.checksum}${change}`);
  }
  for (const d of report.diffs.filter(differs)) {
    for (const kind of ['added', 'removed', 'changed'] as const) {
      if (d[kind]) console.log(`  ${d.table} ${kind}, e.g. ${d.samples[kind].map((s) => JSON.stringify(s)).join(', ')}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
