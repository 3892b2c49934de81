import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ANSWERS_FILE, CLIENT_TYPES_FILE, renderApiTypes } from './openapi/api-types';

/**
 * `npm run api:types`: writes the server's described answers from its controllers' types, and
 * the client's REST types from the document those answers complete. Run it after changing what a
 * route returns; `server/tools/api-types.spec.ts` fails while either file is stale. With
 * `--print` it writes nothing and prints both as JSON (what that test compares).
 */
async function main(): Promise<void> {
  const { answers, client } = await renderApiTypes();
  if (process.argv.includes('--print')) {
    process.stdout.write(JSON.stringify({ [ANSWERS_FILE]: answers, [CLIENT_TYPES_FILE]: client }));
    return;
  }
  writeFileSync(ANSWERS_FILE, answers);
  writeFileSync(CLIENT_TYPES_FILE, client);
  for (const file of [ANSWERS_FILE, CLIENT_TYPES_FILE]) console.log(`wrote ${relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
