import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime } from '../../shared/format/date';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { DateTimeField } from '../../shared/ui/date-time-field';
import { DocumentTitle, PageHeading } from '../../shared/ui/page-heading';
import { Spinner } from '../../shared/ui/spinner';
import { useGetStreamHistoryQuery, useLazyGetStreamStateQuery } from './audit-api';
import { actorLabel, eventLabel, streamLabel } from './audit-labels';
import { ChangeList } from './change-list';
import { LOG_YEARS } from './log-years';
import { StatePanel } from './state-panel';

/** /audit/streams/:type/:id: one stream's timeline, what each event changed, and its state at any point. */
export function AuditStreamPage() {
  const { type = '', id = '' } = useParams();
  const { data, isLoading, isError } = useGetStreamHistoryQuery({ type, id });
  const [loadState, stateResult] = useLazyGetStreamStateQuery();
  const [at, setAt] = useState('');
  const title = `${streamLabel(type)} #${id}`;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title={`سجل ${title}`} />
      <Breadcrumb items={[{ label: 'سجل التدقيق', to: '/audit' }, { label: title }]} />
      <PageHeading
        title={`تاريخ ${title}`}
        subtitle={
          type === 'car' ? (
            <Link to={`/car/${id}`} className="text-brand-700 hover:underline">
              صفحة السيارة
            </Link>
          ) : undefined
        }
      />
      {isLoading && <Spinner showLabel />}
      {isError && <EmptyState tone="error" title="لا يوجد سجل بهذا المعرّف" />}
      {data && (
        <>
          <Card className="flex flex-wrap items-end gap-3 p-4">
            <DateTimeField label="الحالة في وقت محدد" value={at} onChange={setAt} years={LOG_YEARS} />
            <Button disabled={!at} onClick={() => loadState({ type, id, at: new Date(at).toISOString() })}>
              عرض الحالة
            </Button>
          </Card>
          {stateResult.isError && (
            <p className="text-sm text-red-700" role="alert">
              لم يكن هذا العنصر موجودًا في ذلك الوقت.
            </p>
          )}
          {stateResult.data && <StatePanel state={stateResult.data} />}
          <ol className="relative flex flex-col gap-4 border-s-2 border-slate-200 ps-6" aria-label="الأحداث">
            {data.events.map((event) => (
              <li key={event.position} className="relative">
                <span
                  className="absolute -start-[1.95rem] top-2 size-3 rounded-full bg-brand-500 ring-4 ring-white"
                  aria-hidden="true"
                />
                <Card className="flex flex-col gap-3 p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-bold">
                      {event.stream_version}. {eventLabel(event.type)}
                    </h2>
                    <span className="text-sm text-slate-500">{formatDateTime(event.recorded_at)}</span>
                  </div>
                  <p className="text-sm text-slate-600">بواسطة: {actorLabel(event.actor)}</p>
                  <ChangeList changes={event.changes} />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start"
                    onClick={() => loadState({ type, id, version: event.stream_version })}
                  >
                    عرض الحالة بعد هذا الحدث
                  </Button>
                </Card>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
