import { showValue, tableLabel } from './audit-labels';
import type { Change } from './audit-types';

/** What one event changed, in words: fields with their old and new values, rows added or removed. */
export function ChangeList({ changes }: { changes: Change[] }) {
  if (!changes.length) return <p className="text-sm text-slate-500">لا تغيير ظاهر في البيانات.</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {changes.map((change, index) => (
        <li key={index} className="rounded-lg bg-slate-50 px-3 py-1.5">
          <span className="text-slate-500">
            {tableLabel(change.table)} #{change.row}:{' '}
          </span>
          {change.op === 'changed' && (
            <>
              <span className="font-semibold">{change.field}</span> <del className="text-red-700">{showValue(change.from)}</del> ←{' '}
              <ins className="text-emerald-700 no-underline">{showValue(change.to)}</ins>
            </>
          )}
          {change.op === 'added' && <span className="text-emerald-700">أُضيف</span>}
          {change.op === 'removed' && <span className="text-red-700">حُذف</span>}
        </li>
      ))}
    </ul>
  );
}
