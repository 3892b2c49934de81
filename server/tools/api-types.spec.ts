import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '../..');

/**
 * The two generated files are what the code makes now: the server's described answers
 * (server/src/openapi/answers.generated.ts, from the controllers' return types) and the client's
 * REST types (client/src/shared/api/openapi.generated.ts, from the document they complete). A
 * changed view, route or DTO without `npm run api:types` fails here. The generator runs in a
 * child process: openapi-typescript loads ES modules that Jest's CommonJS runtime cannot.
 */
describe('the generated API types', () => {
  let fresh: Record<string, string>;

  beforeAll(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['-r', '@swc-node/register', join(ROOT, 'server/tools/generate-api-types.ts'), '--print'],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    fresh = JSON.parse(stdout) as Record<string, string>;
  });

  it('regenerates both files', () => {
    expect(Object.keys(fresh).map((file) => relative(ROOT, file))).toEqual([
      'server/src/openapi/answers.generated.ts',
      'client/src/shared/api/openapi.generated.ts',
    ]);
  });

  it('finds each committed file up to date (else: run `npm run api:types` and commit the result)', () => {
    for (const [file, text] of Object.entries(fresh)) {
      const stale = readFileSync(file, 'utf8') !== text;
      expect({ file: relative(ROOT, file), stale }).toEqual({ file: relative(ROOT, file), stale: false });
    }
  });
});
