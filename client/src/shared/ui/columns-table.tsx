import type { ReactNode, TdHTMLAttributes } from 'react';
import { Card } from './card';
import { cn } from './cn';

export interface Column<T> {
  head: string;
  cell: (item: T) => ReactNode;
  /** Attributes of the column's cells (`dir`, `aria-live`, a class beside the padding). */
  td?: TdHTMLAttributes<HTMLTableCellElement>;
}

/** A management table described by its columns: a caption for screen readers, a head row, a row per item. */
export function ColumnsTable<T extends { id: number }>({
  caption,
  columns,
  items,
}: {
  caption: string;
  columns: Column<T>[];
  items: T[];
}) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map(({ head }) => (
              <th key={head} scope="col" className="p-3 text-start font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id}>
              {columns.map(({ head, cell, td }) => (
                <td key={head} {...td} className={cn('p-3', td?.className)}>
                  {cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
