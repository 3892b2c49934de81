import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A test that imports `test` straight from @playwright/test has no marketplace to talk to (each
 * worker starts its own through ./fixtures.ts): say so before anything runs.
 */
export default function globalSetup(): void {
  const dir = join(__dirname, '..');
  const strays = readdirSync(dir)
    .filter((file) => file.endsWith('.e2e.ts'))
    .filter((file) => /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(readFileSync(join(dir, file), 'utf8')));
  if (strays.length)
    throw new Error(`import { test, expect } from './support/fixtures' instead of '@playwright/test' in: ${strays.join(', ')}`);
}
