import { EntityManager } from 'typeorm';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

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
  return definitions.map(({ definition }) => {
    // "CREATE INDEX name ON [ONLY] schema.table USING …": the same index, on the copy.
    const moved = definition.replace(/^(CREATE INDEX \S+ ON (?:ONLY )?)\S+( USING )/, `$1${target}$2`);
    if (moved === definition) throw new Error(`cannot move index definition onto ${target}: ${definition}`);
    return moved;
  });
}

/**
 * Builds the deferred indexes, then gathers the tables' statistics so the first queries after the
 * swap plan well. A GIN build sorts in `maintenance_work_mem`: the server's default (64 MB) makes
 * a market's trigram index spill to disk, so the build gets more, for its own transaction only.
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
  for (const table of tables) await manager.query(`ANALYZE ${quote(rebuilt)}.${quote(table)}`);
}
