import { DataSource } from 'typeorm';

export type PlanNode = Record<string, any>;

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
export const planNodes = (plan: PlanNode): PlanNode[] => [
  plan,
  ...((plan.Plans as PlanNode[] | undefined) ?? []).flatMap(planNodes),
];

/**
 * The rows a statement's scans read, by table, run under EXPLAIN ANALYZE: the rows each scan
 * kept and those its filter dropped, times its loops.
 */
export async function rowsReadByTable(
  db: DataSource,
  sql: string,
  params: readonly unknown[],
): Promise<Partial<Record<string, number>>> {
  const [{ 'QUERY PLAN': plan }] = await db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, [...params]);
  const read: Partial<Record<string, number>> = {};
  for (const node of planNodes(plan[0].Plan as PlanNode)) {
    const table = node['Relation Name'] as string | undefined;
    if (!table) continue;
    read[table] =
      (read[table] ?? 0) +
      (Number(node['Actual Rows']) + Number(node['Rows Removed by Filter'] ?? 0)) * Number(node['Actual Loops']);
  }
  return read;
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
