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
