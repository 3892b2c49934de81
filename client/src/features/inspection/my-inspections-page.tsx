import { formatDate, formatDateTime } from '../../shared/format/date';
import { formatNumber } from '../../shared/format/number';
import { brandLabel } from '../../shared/domain/options';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useGetMyInspectionsQuery } from './inspection-api';
import { InspectionStatusBadge } from './inspection-status-badge';
import { arm } from '../../shared/messages/ar-manage';

/** /user-dashboard/inspections: the user's warranty inspection requests, their status followed live. */
export function MyInspectionsPage() {
  const { data, isLoading, isError, refetch } = useGetMyInspectionsQuery();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading
        title="طلبات فحص الضمان"
        subtitle="تتغير حالة الطلب هنا مباشرة عندما يحدد فريقنا الموعد أو ينهي الفحص."
        actions={
          <ButtonLink to="/inspction" size="sm">
            <span aria-hidden="true">+</span> طلب فحص جديد
          </ButtonLink>
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.inspection.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.inspection.mineEmpty} action={<ButtonLink to="/inspction">اطلب فحص ضمان</ButtonLink>} />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-label="طلباتي">
            {data.data.map((request) => (
              <li key={request.id} className="flex flex-col gap-2 p-4">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 className="font-bold text-slate-900">{request.name}</h2>
                  <span aria-live="polite">
                    <InspectionStatusBadge status={request.status} />
                  </span>
                </div>
                <p className="text-sm text-slate-600">
                  {[brandLabel(request.brand), request.model, request.year].filter(Boolean).join(' · ')} ·{' '}
                  {formatNumber(request.mileage)} كم · {request.city}
                </p>
                <p className="text-sm text-slate-500">
                  أُرسل في {formatDate(request.created_at)}
                  {request.preferred_date && <> · اليوم المفضل {formatDate(request.preferred_date)}</>}
                </p>
                {request.status === 'scheduled' && request.scheduled_at && (
                  <p className="text-sm font-semibold text-brand-700">موعد الفحص: {formatDateTime(request.scheduled_at)}</p>
                )}
                {request.admin_note && (
                  <p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-700">ملاحظة الإدارة: {request.admin_note}</p>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
