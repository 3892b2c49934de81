// Lints an OpenAPI document with Redocly's recommended rules and prints the problems as JSON
// (`node server/tools/openapi/lint-openapi.mjs docs.json`). A separate ES module because
// @redocly/openapi-core is ESM only, which Jest's CommonJS runtime cannot load.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: readFileSync(file, 'utf8'), absoluteRef: file, config });
const summary = problems.map((problem) => ({
  severity: problem.severity,
  rule: problem.ruleId,
  message: problem.message,
  at: problem.location[0]?.pointer,
}));
process.stdout.write(JSON.stringify(summary));
