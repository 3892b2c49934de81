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
