import { TableRows } from '../../event-store/batch/in-memory-fold';

export type Change =
  | { table: string; row: string; op: 'added'; values: Record<string, unknown> }
  | { table: string; row: string; op: 'removed' }
  | { table: string; row: string; op: 'changed'; field: string; from: unknown; to: unknown };

/** A row's name in a diff: its primary key's values (the first column if a table has none). */
const keyOf = (row: Record<string, unknown>, key: string[] | undefined): string =>
  (key?.length ? key : [Object.keys(row)[0]]).map((column) => String(row[column])).join(':');

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What one event changed in the tables it touched: rows added, removed, and fields changed. */
export function diffRows(before: TableRows, after: TableRows, keys: Record<string, string[]>): Change[] {
  const changes: Change[] = [];
  for (const table of Object.keys(after)) {
    const old = new Map((before[table] ?? []).map((r) => [keyOf(r, keys[table]), r]));
    const now = new Map(after[table].map((r) => [keyOf(r, keys[table]), r]));
    for (const [row, values] of now) {
      const previous = old.get(row);
      if (!previous) {
        changes.push({ table, row, op: 'added', values });
        continue;
      }
      for (const field of Object.keys(values)) {
        if (!same(previous[field], values[field]))
          changes.push({ table, row, op: 'changed', field, from: previous[field], to: values[field] });
      }
    }
    for (const row of old.keys()) if (!now.has(row)) changes.push({ table, row, op: 'removed' });
  }
  return changes;
}
