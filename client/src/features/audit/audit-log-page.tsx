import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../shared/format/date';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { DocumentTitle, PageHeading } from '../../shared/ui/page-heading';
import { Spinner } from '../../shared/ui/spinner';
import { useGetAuditLogQuery } from './audit-api';
import { AuditFilterForm } from './audit-filter-form';
import { DigestCard } from './digest-card';
import { actorLabel, EVENT_LABELS, eventLabel, streamLabel } from './audit-labels';
import type { AuditEvent } from './audit-types';
import { ExportButton } from './export-button';
import { useAuditFilters } from './use-audit-filters';
import { VerifyEventButton } from './verify-event-button';

/** /audit: the event log with filters, a live tail (newest first) and cursor paging. */
export function AuditLogPage() {
  const [filters, setFilters] = useAuditFilters();
  const [cursor, setCursor] = useState<number | undefined>();
  const { data, isLoading, isFetching, isError, refetch } = useGetAuditLogQuery({ filters, cursor });
  const apply = (next: typeof filters) => {
    setCursor(undefined);
    setFilters(next);
  };
  const live = (filters.order ?? 'desc') === 'desc' && !filters.to;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title="سجل التدقيق" />
      <PageHeading
        title="سجل التدقيق"
        subtitle="كل تغيير في الموقع حدثٌ مسجَّل: من قام به، ومتى، وماذا تغيّر."
        actions={<ExportButton filters={filters} />}
      />
      <DigestCard />
      <Card className="p-5">
        <AuditFilterForm key={JSON.stringify(filters)} value={filters} onApply={apply} />
      </Card>
      {live && (
        <p className="flex items-center gap-2 text-sm text-emerald-700" role="status">
          <span className="size-2 animate-pulse rounded-full bg-emerald-500" aria-hidden="true" /> الأحداث الجديدة تظهر هنا مباشرة
        </p>
      )}
      {isLoading ? (
        <Spinner showLabel />
      ) : isError ? (
        <EmptyState tone="error" title="تعذر تحميل السجل" action={<Button onClick={() => refetch()}>إعادة المحاولة</Button>} />
      ) : !data?.data.length ? (
        <EmptyState title="لا توجد أحداث مطابقة" description="جرّب تعديل عوامل التصفية." />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">أحداث السجل</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  #
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  الوقت
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  السجل
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  الحدث
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  المنفّذ
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  السلامة
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.data.map((event) => (
                <EventRow key={event.position} event={event} />
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {data?.meta.next_cursor != null && (
        <Button
          variant="outline"
          className="self-center"
          loading={isFetching}
          onClick={() => setCursor(data.meta.next_cursor ?? undefined)}
        >
          تحميل المزيد
        </Button>
      )}
    </div>
  );
}

function EventRow({ event }: { event: AuditEvent }) {
  return (
    <tr className="align-top">
      <td className="px-4 py-3 tabular-nums text-slate-500" dir="ltr">
        {event.position}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(event.recorded_at)}</td>
      <td className="px-4 py-3">
        <Link
          to={`/audit/streams/${event.stream_type}/${event.stream_id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {streamLabel(event.stream_type)}
          {/* A one-of-a-kind stream (the catalogue «cars», the rates «rates») needs no number. */}
          {/^\d/.test(event.stream_id) && ` #${event.stream_id}`}
        </Link>{' '}
        <span className="text-xs text-slate-500">(النسخة {event.stream_version})</span>
      </td>
      <td className="px-4 py-3">
        <span className="font-semibold">{eventLabel(event.type)}</span>
        {/* The raw name only where no Arabic label exists yet. */}
        {!EVENT_LABELS[event.type] && (
          <span className="block text-xs text-slate-500" dir="ltr">
            {event.type}
          </span>
        )}
      </td>
      <td className="px-4 py-3">{actorLabel(event.actor)}</td>
      <td className="px-4 py-3">
        <VerifyEventButton event={event} />
      </td>
    </tr>
  );
}
