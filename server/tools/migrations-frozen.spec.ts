import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * A migration is frozen text (CONTRIBUTING: Migrations): what it does must not change when the
 * live code changes. So no migration may import the application (server/, shared/, client/):
 * only packages, and its siblings in migrations/. Code a migration needs is copied into it.
 */
const MIGRATIONS = resolve(__dirname, '../../migrations');

/** Every module a file names: imports, re-exports, import() and require() of a literal. */
const modulesNamedBy = (file: string): string[] => {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((f) => f.fileName);
};

/** The relative imports that leave migrations/ (a package name is not relative). */
const importsLeaving = (file: string): string[] =>
  modulesNamedBy(file).filter((name) => {
    if (!name.startsWith('.')) return false;
    const target = relative(MIGRATIONS, resolve(dirname(file), name));
    return target.startsWith('..');
  });

describe('migrations are frozen text', () => {
  const files = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'));

  it('finds the migrations', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain('index.ts');
  });

  it.each(files)('%s imports nothing of the application', (name) => {
    expect(importsLeaving(join(MIGRATIONS, name))).toEqual([]);
  });

  it('sees an import of live code, however it is written', () => {
    const probe = (source: string) =>
      ts
        .preProcessFile(source, true, true)
        .importedFiles.map((f) => f.fileName)
        .filter((n) => n.startsWith('..'));
    expect(probe(`import { cityOf } from '../server/src/cars/domain/listing-city';`)).toHaveLength(1);
    expect(probe(`import type { X } from '../server/src/x';`)).toHaveLength(1);
    expect(probe(`export { y } from '../shared/y';`)).toHaveLength(1);
    expect(probe(`const z = require('../server/src/z');`)).toHaveLength(1);
    expect(probe(`const w = await import('../server/src/w');`)).toHaveLength(1);
  });
});
