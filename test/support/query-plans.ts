import { DataSource } from 'typeorm';
import { poolOf } from '../../server/src/database/prepared-statement';

export type PlanNode = Record<string, any>;

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
export const planNodes = (plan: PlanNode): PlanNode[] => [
  plan,
  ...((plan.Plans as PlanNode[] | undefined) ?? []).flatMap(planNodes),
];

/** The highest parameter a statement names ($3: 3), 0 for none. */
export const highestParameter = (sql: string): number => Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));

/** The parameters a statement uses, of an array a list shares between its statements (each takes the first ones). */
export const parametersUsed = (sql: string, params: readonly unknown[]): unknown[] => params.slice(0, highestParameter(sql));

/** One scan of a table in a statement's plan: its node type and the rows it read. */
export interface TableScan {
  table: string;
  type: string;
  rows: number;
}

/**
 * A statement's scans, run under EXPLAIN ANALYZE: each one's table, node type (an index alone, or
 * the table's rows too) and the rows it read, those it kept and those its filter dropped, times its loops.
 */
export async function tableScans(db: DataSource, sql: string, params: readonly unknown[]): Promise<TableScan[]> {
  const [{ 'QUERY PLAN': plan }] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [...params]);
  return planNodes(plan[0].Plan as PlanNode)
    .filter((node) => typeof node['Relation Name'] === 'string')
    .map((node) => ({
      table: node['Relation Name'] as string,
      type: node['Node Type'] as string,
      rows: (Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0)) * Number(node['Actual Loops']),
    }));
}

/**
 * The parallel workers a statement starts to read `table`, run under EXPLAIN ANALYZE with
 * parallel plans made free, as a big market makes them worth their set-up: the planner then
 * plans in parallel whatever it can, even over a test's few rows.
 */
export async function workersReading(db: DataSource, table: string, sql: string, params: readonly unknown[]): Promise<number> {
  const runner = db.createQueryRunner();
  try {
    await runner.startTransaction();
    for (const setting of [
      'parallel_setup_cost',
      'parallel_tuple_cost',
      'min_parallel_table_scan_size',
      'min_parallel_index_scan_size',
    ]) {
      await runner.query(`SET LOCAL ${setting} = 0`);
    }
    const [{ 'QUERY PLAN': plan }] = await runner.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [...params]);
    return planNodes(plan[0].Plan as PlanNode)
      .filter((node) => node['Workers Launched'] !== undefined)
      .filter((gather) => planNodes(gather).some((node) => node['Relation Name'] === table))
      .reduce((sum, gather) => sum + Number(gather['Workers Launched']), 0);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

/** The rows some scans read, by table. */
export const rowsByTable = (scans: readonly TableScan[]): Partial<Record<string, number>> => {
  const read: Partial<Record<string, number>> = {};
  for (const { table, rows } of scans) read[table] = (read[table] ?? 0) + rows;
  return read;
};

/** The rows a statement's scans read, by table, run under EXPLAIN ANALYZE (tableScans). */
export async function rowsReadByTable(
  db: DataSource,
  sql: string,
  params: readonly unknown[],
): Promise<Partial<Record<string, number>>> {
  return rowsByTable(await tableScans(db, sql, params));
}

/** A statement as TypeORM's `query` was given it: the SQL and its parameters. */
export type Statement = readonly [sql: string, parameters: readonly unknown[]];

/**
 * What `action` returned, and the statements it sent through `db.query` (TypeORM's; named,
 * prepared statements go to the pool itself and are not among them). Any other caller of the
 * data source meanwhile is recorded too: run it where nothing else queries.
 */
export async function statementsDuring<T>(
  db: DataSource,
  action: () => Promise<T>,
): Promise<{ result: T; statements: Statement[] }> {
  const spy = jest.spyOn(db, 'query');
  try {
    const result = await action();
    const statements = spy.mock.calls.map(([sql, parameters]): Statement => [sql, (parameters as unknown[] | undefined) ?? []]);
    return { result, statements };
  } finally {
    spy.mockRestore();
  }
}

/**
 * What `action` returned, and every statement it sent: through `db.query` (`unnamed`, as
 * statementsDuring) and as prepared statements to the primary's pool itself (`named`, their texts).
 */
export async function everyStatementDuring<T>(
  db: DataSource,
  action: () => Promise<T>,
): Promise<{ result: T; unnamed: Statement[]; named: Statement[] }> {
  const pool = poolOf(db) as unknown as { query: (config: unknown) => unknown };
  const prepared = jest.spyOn(pool, 'query');
  try {
    const { result, statements: unnamed } = await statementsDuring(db, action);
    const named = prepared.mock.calls.flatMap(([config]) => {
      const statement = config as { name?: string; text: string; values?: unknown[] };
      return statement.name ? [[statement.text, statement.values ?? []] as const] : [];
    });
    return { result, unnamed, named };
  } finally {
    prepared.mockRestore();
  }
}

/** A statement that compares a typed word with the listings' whole texts by trigrams (the near spellings' fallback). */
export const readsListingTrigrams = (sql: string): boolean => /<%|%>/.test(sql) && sql.includes('c.search_text');
