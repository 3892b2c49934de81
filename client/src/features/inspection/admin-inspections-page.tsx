import { useState } from 'react';
import { toast } from 'sonner';
import { serverMessage } from '../../shared/api/api-error';
import { brandLabel, optionsOf } from '../../shared/domain/options';
import { formatDate, formatDateTime } from '../../shared/format/date';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { DateTimeField } from '../../shared/ui/date-time-field';
import { SelectField, TextAreaField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useChangeInspectionStatusMutation, useGetAllInspectionsQuery } from './inspection-api';
import { InspectionStatusBadge } from './inspection-status-badge';
import type { Inspection, InspectionStatus } from './types';
import { arm } from '../../shared/messages/ar-manage';
import { labelsMore } from '../../shared/messages/labels-more';

/** An inspection is booked this year or the next. */
const APPOINTMENT_YEARS = [new Date().getFullYear(), new Date().getFullYear() + 1];

const statusOptions = optionsOf(labelsMore.inspectionStatus);
type Move = { request: Inspection; status: Exclude<InspectionStatus, 'requested'> };

/** /admin/inspections: every request, new ones arriving live; schedule, complete or cancel. */
export function AdminInspectionsPage() {
  const [status, setStatus] = useState<InspectionStatus | 'all'>('all');
  const { data, isLoading, isError, refetch } = useGetAllInspectionsQuery(status);
  const [change, { isLoading: saving }] = useChangeInspectionStatusMutation();
  const [move, setMove] = useState<Move | null>(null);
  const [when, setWhen] = useState('');
  const [note, setNote] = useState('');

  const open = (request: Inspection, next: Move['status']) => {
    setWhen('');
    setNote('');
    setMove({ request, status: next });
  };

  const confirm = async () => {
    if (!move) return;
    try {
      await change({
        id: move.request.id,
        status: move.status,
        scheduled_at: move.status === 'scheduled' && when ? new Date(when).toISOString() : undefined,
        note: note.trim() || undefined,
      }).unwrap();
      toast.success(arm.inspection.updated);
      setMove(null);
    } catch (error) {
      toast.error(arm.inspection.updateFailed, { description: serverMessage(error) ?? undefined });
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title="طلبات فحص الضمان" subtitle="الطلبات الجديدة تصل هنا مباشرة. حدد موعدًا، ثم أنهِ الفحص أو ألغِ الطلب." />
      <SelectField
        label="الحالة"
        className="mb-6 w-60"
        options={statusOptions}
        placeholder="كل الحالات"
        value={status === 'all' ? '' : status}
        onChange={(event) => setStatus((event.target.value || 'all') as InspectionStatus | 'all')}
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
        <EmptyState title={arm.inspection.adminEmpty} />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-label="طلبات الفحص">
            {data.data.map((request) => (
              <li key={request.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-3">
                    <h2 className="font-bold text-slate-900">
                      #{request.id} {request.name}
                    </h2>
                    <span aria-live="polite">
                      <InspectionStatusBadge status={request.status} />
                    </span>
                  </div>
                  <p className="text-sm text-slate-600">
                    {[brandLabel(request.brand), request.model, request.year].filter(Boolean).join(' · ')} ·{' '}
                    {formatNumber(request.mileage)} كم · {request.city}
                  </p>
                  <p className="text-sm text-slate-600">
                    {request.requester.name} ·{' '}
                    <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className="text-brand-700 hover:underline">
                      {request.phone}
                    </a>{' '}
                    · أُرسل {formatDate(request.created_at)}
                    {request.preferred_date && <> · يفضّل {formatDate(request.preferred_date)}</>}
                  </p>
                  {request.scheduled_at && (
                    <p className="text-sm font-semibold text-brand-700">الموعد: {formatDateTime(request.scheduled_at)}</p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  {(request.status === 'requested' || request.status === 'scheduled') && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => open(request, 'scheduled')}
                      aria-label={`جدولة طلب ${request.id}`}
                    >
                      {request.status === 'scheduled' ? 'تغيير الموعد' : 'جدولة'}
                    </Button>
                  )}
                  {request.status === 'scheduled' && (
                    <Button
                      size="sm"
                      variant="success"
                      onClick={() => open(request, 'completed')}
                      aria-label={`إكمال طلب ${request.id}`}
                    >
                      تم الفحص
                    </Button>
                  )}
                  {(request.status === 'requested' || request.status === 'scheduled') && (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-600"
                      onClick={() => open(request, 'cancelled')}
                      aria-label={`إلغاء طلب ${request.id}`}
                    >
                      إلغاء
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={move !== null}
        title={move ? `${labelsMore.inspectionAction[move.status]}: ${move.request.name}` : ''}
        confirmLabel="تأكيد"
        tone={move?.status === 'cancelled' ? 'danger' : 'primary'}
        busy={saving}
        onConfirm={confirm}
        onCancel={() => setMove(null)}
      >
        <div className="flex flex-col gap-4">
          {move?.status === 'scheduled' && (
            <DateTimeField label="موعد الفحص" value={when} onChange={setWhen} years={APPOINTMENT_YEARS} />
          )}
          <TextAreaField
            label="ملاحظة لصاحب الطلب (اختياري)"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
