import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { migrate } from '../database/migrate';
import { sealChain } from '../event-store/chain/chain-sealer';
import { KeptDigest, verifyLog } from '../event-store/chain/verify-log';
import { projectionName } from '../event-store/projection';
import { ProjectionRebuild, RebuildReport } from './projection-rebuild';
import { differs } from './read-model-diff';
import { ReplayModule } from './replay.module';

const USAGE = `npm run replay -- [--verify | --projection <name>… [--accept] | --verify-log [--digest <file>]]
  (no option)          rebuild the projections whose version is newer than the live one, and swap them in
  --projection <name>  rebuild these projections; swap when their version is newer, or with --accept
  --accept             swap even when the rebuilt tables differ and the version did not change
  --verify             rebuild every projection and swap only if every table equals the live one (audit)
  --verify-log         re-hash the whole event log and check its hash chain; exits 1 at the first difference
  --digest <file>      with --verify-log: also check that the log extends this digest (GET /api/audit/digest)`;

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
      'verify-log': { type: 'boolean', default: false },
      digest: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const verifyingLog = values['verify-log'];
  if (
    values.help ||
    (values.verify && (values.projection || values.accept)) ||
    (verifyingLog && (values.verify || values.projection || values.accept)) ||
    (values.digest && !verifyingLog)
  ) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Nest declares its options bag as a class; a plain object is what it reads
  const app = await NestFactory.createApplicationContext(ReplayModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  try {
    // The schema must be current: a replay rebuilds the tables the migrations define.
    await migrate(app.get(DataSource));
    if (verifyingLog) {
      process.exitCode = await verifyLogCommand(app.get(DataSource), values.digest);
      return;
    }
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

/** `--verify-log`: prints what was checked and the first difference; 0 when the log is whole. */
async function verifyLogCommand(dataSource: DataSource, digestFile: string | undefined): Promise<number> {
  const digest = digestFile ? readDigest(digestFile) : undefined;
  // What the worker's sealer has not reached yet is sealed first, as a digest would be.
  const sealed = await sealChain(dataSource, { committedBeforeCall: true });
  if (sealed) console.log(`Sealed ${sealed} events the worker had not sealed yet.`);
  let last = Date.now();
  const report = await verifyLog(dataSource, {
    digest,
    progress: (events) => {
      if (Date.now() - last > 2000) {
        console.log(`  … ${events} events re-hashed`);
        last = Date.now();
      }
    },
  });
  console.log(`Re-hashed ${report.events} events in ${report.seconds.toFixed(2)} s.`);
  if (report.unsealed) console.log(`${report.unsealed} events committed since are not sealed yet and were not checked.`);
  if (report.problem) {
    const p = report.problem;
    console.log(`The log differs at chain place ${p.index}${p.position === null ? '' : ` (position ${p.position})`}: ${p.kind}.`);
    console.log(`  ${p.detail}`);
    return 1;
  }
  console.log(`The chain is whole: head ${report.head}, Merkle root ${report.root}.`);
  if (digest) console.log(`It extends the digest of ${digest.size} events (position ${digest.position}, root ${digest.root}).`);
  return 0;
}

function readDigest(file: string): KeptDigest {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeptDigest> & { digest?: KeptDigest };
  const digest = parsed.digest ?? parsed;
  if (
    !Number.isSafeInteger(digest.size) ||
    !Number.isSafeInteger(digest.position) ||
    typeof digest.head !== 'string' ||
    typeof digest.root !== 'string'
  ) {
    throw new Error(`${file} is not a digest: it needs size, position, head and root`);
  }
  return digest as KeptDigest;
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
