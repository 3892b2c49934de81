import { useEffect, useRef, type HTMLAttributes, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * A data table. On a phone each row becomes a card (index.css, cards-on-phone) whose lines are
 * named by their column: the head's texts are copied onto the cells as `data-label`, kept up to
 * date as rows come and go, so no caller has to repeat a column's name in every cell.
 */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    if (!table) return;
    const label = () => {
      const heads = Array.from(table.querySelectorAll('thead th'), (th) => th.textContent.trim());
      for (const row of table.querySelectorAll('tbody tr'))
        Array.from(row.children).forEach((cell, index) => {
          const head = heads[index];
          // Setting an attribute is no child-list change: the observer does not call itself.
          if (head && cell.getAttribute('data-label') !== head) cell.setAttribute('data-label', head);
        });
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table ref={ref} role="table" className="cards-on-phone w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      role="columnheader"
      className={cn(
        'border-b border-slate-200 bg-slate-50 px-3 py-3 text-start font-semibold whitespace-nowrap text-slate-600',
        className,
      )}
      {...rest}
    />
  );
}

export function Td({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td
      // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell made a block by the phone's card layout loses its role in Safari: it is said again
      role="cell"
      className={cn('border-b border-slate-100 px-3 py-3 align-middle whitespace-nowrap text-slate-700', className)}
      {...rest}
    />
  );
}

export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" className={cn('hover:bg-slate-50/70', className)} {...rest} />;
}
