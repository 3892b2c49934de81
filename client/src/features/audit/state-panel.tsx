import { formatDateTime } from '../../shared/format/date';
import { Card } from '../../shared/ui/card';
import { showValue, tableLabel } from './audit-labels';
import type { StreamState } from './audit-types';

/** The rebuilt read-model rows of a stream at one point of its history. */
export function StatePanel({ state }: { state: StreamState }) {
  return (
    <Card role="region" className="flex flex-col gap-4 p-5" aria-label="الحالة في تلك اللحظة">
      <h2 className="text-lg font-bold">
        الحالة بعد النسخة {state.version} <span className="text-sm font-normal text-slate-500">({formatDateTime(state.at)})</span>
      </h2>
      {Object.entries(state.state).map(([table, rows]) => (
        <section key={table} className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-700">{tableLabel(table)}</h3>
          {rows.map((row, index) => (
            <dl
              key={index}
              className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-xl border border-slate-200 p-3 text-sm sm:grid-cols-2"
            >
              {Object.entries(row).map(([field, value]) => (
                <div key={field} className="flex gap-2">
                  <dt className="text-slate-500" dir="ltr">
                    {field}
                  </dt>
                  <dd className="min-w-0 break-words font-medium">{showValue(value)}</dd>
                </div>
              ))}
            </dl>
          ))}
        </section>
      ))}
    </Card>
  );
}
