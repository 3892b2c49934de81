import type { ReactNode, TdHTMLAttributes } from 'react';
import { Card } from './card';
import { cn } from './cn';

export interface Column<T> {
  head: string;
  cell: (item: T) => ReactNode;
  /** Attributes of the column's cells (`dir`, `aria-live`, a class beside the padding). */
  td?: TdHTMLAttributes<HTMLTableCellElement>;
}

/**
 * A management table described by its columns: a caption for screen readers, a head row, a row
 * per item. On a phone each row is a card whose lines name their column (index.css, cards-on-phone).
 */
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
      <table role="table" className="cards-on-phone w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr role="row">
            {columns.map(({ head }) => (
              <th key={head} role="columnheader" scope="col" className="p-3 text-start font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} role="row">
              {columns.map(({ head, cell, td }) => (
                // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell made a block by the phone's card layout loses its role in Safari: it is said again
                <td key={head} role="cell" data-label={head} {...td} className={cn('p-3', td?.className)}>
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
