import { escapeIdentifier as quote } from 'pg';
import { EntityManager } from 'typeorm';

/**
 * An index's definition as pg_get_indexdef writes it, "CREATE [UNIQUE] INDEX name ON [ONLY]
 * schema.table USING …", with the table put in: `on(target)` is the same index on another table,
 * and `on('')` its shape, which a copy of it has too. Throws on a definition it cannot read.
 */
function indexOn(definition: string): (table: string) => string {
  const parts = /^(CREATE (?:UNIQUE )?INDEX )(\S+)( ON (?:ONLY )?)\S+( USING .*)$/s.exec(definition);
  if (!parts) throw new Error(`cannot read the index definition ${definition}`);
  const [, create, name, on, rest] = parts;
  return (table) => (table ? `${create}${name}${on}${table}${rest}` : `${create}${on}${rest}`);
}

/**
 * LIKE … INCLUDING ALL names a copy's indexes by its own rules (`cars_created_at_id_idx` for the
 * live `cars_created_idx`), and a swap would make those the live names: a later migration naming
 * an index (DROP INDEX projections.cars_created_idx) would then fail on a replayed database. So
 * each index the copy keeps takes the name of the live index it copies (the same definition), in
 * two steps, so that no name is taken twice on the way. Called after `deferSecondaryIndexes`:
 * the deferred ones are built later from the live definitions, names included.
 */
export async function nameIndexesAsLive(m: EntityManager, live: string, rebuilt: string, table: string): Promise<void> {
  const indexes = (schema: string): Promise<Array<{ name: string; definition: string }>> =>
    m.query(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = $1::regclass ORDER BY c.relname`,
      [`${quote(schema)}.${quote(table)}`],
    );
  const unmatched = await indexes(live);
  const renames: Array<{ from: string; to: string }> = [];
  for (const copy of await indexes(rebuilt)) {
    const at = unmatched.findIndex((index) => indexOn(index.definition)('') === indexOn(copy.definition)(''));
    if (at < 0) throw new Error(`no index of ${live}.${table} is like ${copy.definition}`);
    const [{ name }] = unmatched.splice(at, 1);
    if (name !== copy.name) renames.push({ from: copy.name, to: name });
  }
  const temporary = (i: number) => quote(`replay_index_${i}`);
  for (const [i, { from }] of renames.entries())
    await m.query(`ALTER INDEX ${quote(rebuilt)}.${quote(from)} RENAME TO ${temporary(i)}`);
  for (const [i, { to }] of renames.entries())
    await m.query(`ALTER INDEX ${quote(rebuilt)}.${temporary(i)} RENAME TO ${quote(to)}`);
}

/**
 * A replay loads a table in bulk: maintaining its secondary indexes row by row (trigram and
 * full-text GIN indexes above all) costs several times more than building them once at the end,
 * as pg_restore does. The copies keep their primary key, unique and plain b-tree indexes (what
 * ON CONFLICT and the projections' own look-ups use); the GIN indexes and the partial b-trees
 * of the list (active listings only) are dropped here and returned as the live table's own
 * definitions, names included, moved onto the copy, for `buildIndexes` once the bulk is in.
 */
export async function deferSecondaryIndexes(m: EntityManager, live: string, rebuilt: string, table: string): Promise<string[]> {
  const [source, target] = [`${quote(live)}.${quote(table)}`, `${quote(rebuilt)}.${quote(table)}`];
  // Plain b-trees stay: projections look rows up by them (a car's photos, a currency's cars).
  const deferred = `FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
    WHERE i.indrelid = $1::regclass AND NOT i.indisunique AND NOT i.indisprimary AND NOT i.indisexclusion
      AND (a.amname <> 'btree' OR i.indpred IS NOT NULL)`;
  const copies: Array<{ name: string }> = await m.query(`SELECT i.indexrelid::regclass::text AS name ${deferred}`, [target]);
  for (const { name } of copies) await m.query(`DROP INDEX ${name}`);
  const definitions: Array<{ definition: string }> = await m.query(
    `SELECT pg_get_indexdef(i.indexrelid) AS definition ${deferred}`,
    [source],
  );
  return definitions.map(({ definition }) => indexOn(definition)(target));
}

/**
 * Builds the deferred indexes, then vacuums the copies and gathers their statistics, so the first
 * queries after the swap plan well and read as they did before it: in a table just loaded no page
 * is marked all-visible, so an index-only scan also reads the page of every row it counts (the
 * admins' count of 8,049 pending listings: 34–37 ms instead of 2–3) until autovacuum comes by.
 * A GIN build sorts in `maintenance_work_mem`: the server's default (64 MB) makes a market's
 * trigram index spill to disk, so the build gets more, for its own transaction only.
 */
export async function buildIndexes(
  manager: EntityManager,
  rebuilt: string,
  tables: readonly string[],
  definitions: readonly string[],
): Promise<void> {
  await manager.transaction(async (m) => {
    await m.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    for (const definition of definitions) await m.query(definition);
  });
  for (const table of tables) await manager.query(`VACUUM (ANALYZE) ${quote(rebuilt)}.${quote(table)}`);
}
