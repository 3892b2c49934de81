import { escapeIdentifier as quote } from 'pg';
import { EntityManager } from 'typeorm';

/** How a rebuilt table differs from the live one, with a few example keys of each kind. */
export interface TableDiff {
  table: string;
  /** Rows in the rebuilt table. */
  rows: number;
  added: number;
  removed: number;
  changed: number;
  samples: { added: unknown[]; removed: unknown[]; changed: unknown[] };
}

export const differs = (diff: TableDiff): boolean => diff.added + diff.removed + diff.changed > 0;

const SAMPLES = 3;

/**
 * Rows added, removed and changed from `live` to `rebuilt` (same columns), matched by the
 * table's primary key; a table without one is compared row for row (a changed row then counts
 * as one removed and one added). Samples are the rows' keys (or the whole rows).
 */
export async function diffTable(m: EntityManager, live: string, rebuilt: string, table: string): Promise<TableDiff> {
  const key = await primaryKey(m, live, table);
  const [l, r] = [`${quote(live)}.${quote(table)}`, `${quote(rebuilt)}.${quote(table)}`];
  const kinds = key.length
    ? `SELECT CASE WHEN l.${quote(key[0])} IS NULL THEN 'added' WHEN r.${quote(key[0])} IS NULL THEN 'removed' ELSE 'changed' END AS kind,
              CASE WHEN r.${quote(key[0])} IS NULL THEN ${keyOf('l', key)} ELSE ${keyOf('r', key)} END AS sample
         FROM ${l} l FULL JOIN ${r} r ON ${key.map((c) => `l.${quote(c)} = r.${quote(c)}`).join(' AND ')}
        WHERE l.${quote(key[0])} IS NULL OR r.${quote(key[0])} IS NULL OR to_jsonb(l) <> to_jsonb(r)`
    : `(SELECT 'added' AS kind, to_jsonb(r) AS sample FROM ${r} r EXCEPT ALL SELECT 'added', to_jsonb(l) FROM ${l} l)
       UNION ALL
       (SELECT 'removed', to_jsonb(l) FROM ${l} l EXCEPT ALL SELECT 'removed', to_jsonb(r) FROM ${r} r)`;
  // n is a bigint (a window count): a number by the INT8 parser (data-source-options.ts), text without it.
  const found: Array<{ kind: keyof TableDiff['samples']; n: number | string; sample: unknown }> = await m.query(
    `SELECT kind, n, sample FROM (
       SELECT kind, sample, count(*) OVER w AS n, row_number() OVER w AS i FROM (${kinds}) d WINDOW w AS (PARTITION BY kind)
     ) x WHERE i <= ${SAMPLES}`,
  );
  const [{ rows }]: Array<{ rows: number }> = await m.query(`SELECT count(*)::int AS rows FROM ${r}`);
  const diff: TableDiff = { table, rows, added: 0, removed: 0, changed: 0, samples: { added: [], removed: [], changed: [] } };
  for (const { kind, n, sample } of found) {
    diff[kind] = Number(n);
    diff.samples[kind].push(sample);
  }
  return diff;
}

const keyOf = (alias: string, key: string[]) =>
  `jsonb_build_object(${key.map((c) => `'${c.replace(/'/g, "''")}', ${alias}.${quote(c)}`).join(', ')})`;

async function primaryKey(m: EntityManager, schema: string, table: string): Promise<string[]> {
  const rows: Array<{ column: string }> = await m.query(
    `SELECT a.attname AS column
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = (quote_ident($1) || '.' || quote_ident($2))::regclass AND i.indisprimary
      ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [schema, table],
  );
  return rows.map((r) => r.column);
}

/** The differences in a few lines an operator can read. */
export function describeDiffs(diffs: readonly TableDiff[]): string {
  return diffs
    .filter(differs)
    .map((d) => {
      const part = (kind: keyof TableDiff['samples']) =>
        d[kind] ? `${d[kind]} ${kind} (e.g. ${d.samples[kind].map((s) => JSON.stringify(s)).join(', ')})` : null;
      return `${d.table}: ${[part('added'), part('removed'), part('changed')].filter(Boolean).join('; ')}`;
    })
    .join('\n');
}
