import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lockfile's root entry must be what npm itself derives from package.json: where they
 * differ, the first `npm install` of a fresh clone (run by `npm start` and `npm test`) rewrites
 * package-lock.json, the clone is dirty after its first start, and `npm ci` refuses the lockfile.
 */
describe('package-lock.json', () => {
  const read = (name: string) => JSON.parse(readFileSync(join(__dirname, '..', '..', name), 'utf8'));
  const manifest = read('package.json');
  const lock = read('package-lock.json');
  const root = lock.packages[''];

  it.each(['dependencies', 'devDependencies', 'optionalDependencies', 'engines'])(
    "lists package.json's %s in its root entry as they are",
    (field) => {
      expect(root[field]).toEqual(manifest[field]);
    },
  );

  it('records every dependency package.json names, at the version it pins', () => {
    const named = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies };
    const pinned = Object.entries(named).filter(([, version]) => /^\d/.test(String(version)));
    for (const [name, version] of pinned) {
      expect({ name, version: lock.packages[`node_modules/${name}`]?.version }).toEqual({ name, version });
    }
  });
});

/**
 * What production installs (`npm ci --omit=dev`, the Dockerfile's `npm prune --omit=dev`): the
 * lockfile's packages not marked dev. The embedded S3 server for local use pulls parsers with
 * known vulnerabilities (busboy 0.3 → dicer, GHSA-wm7h-9275-46v2; fast-xml-parser 3,
 * CVE-2023-26920) and must stay out of it.
 */
describe('the production install', () => {
  const lock = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; dev?: boolean }>;
  };
  const production = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && !entry.dev)
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version}`);

  it.each([/^s3rver@/, /^dicer@/, /^busboy@0\./, /^fast-xml-parser@3\./])('holds no %s', (pattern) => {
    expect(production.filter((name) => pattern.test(name))).toEqual([]);
  });
});
