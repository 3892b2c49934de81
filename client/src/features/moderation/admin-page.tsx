import { useState } from 'react';
import { toast } from 'sonner';
import { errorStatus } from '../../shared/api/api-error';
import { carName, type Car } from '../../shared/domain/car';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { TextAreaField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useGetPendingCarsQuery, useModerateCarMutation } from './moderation-api';
import { PendingCarCard } from './pending-car-card';

type Decision = 'approve' | 'reject';

const MESSAGES: Record<Decision, { success: string; failure: string }> = {
  approve: { success: ar.moderation.approveSuccess, failure: ar.moderation.approveFailed },
  reject: { success: ar.moderation.rejectSuccess, failure: ar.moderation.rejectFailed },
};

export function AdminPage() {
  const { data, isLoading, isError, refetch } = useGetPendingCarsQuery();
  const [moderate] = useModerateCarMutation();
  const [busy, setBusy] = useState<{ id: number; decision: Decision } | null>(null);
  const [toReject, setToRejectState] = useState<Car | null>(null);
  const [reason, setReason] = useState('');
  const setToReject = (car: Car | null) => {
    setToRejectState(car);
    setReason('');
  };

  const decide = async (car: Car, decision: Decision, reason?: string) => {
    setBusy({ id: car.id, decision });
    try {
      await moderate({ id: car.id, decision, reason: reason?.trim() || undefined }).unwrap();
      toast.success(MESSAGES[decision].success);
    } catch (error) {
      const conflict = errorStatus(error) === 409;
      toast.error(MESSAGES[decision].failure, { description: conflict ? ar.moderation.alreadyModerated : undefined });
    } finally {
      setBusy(null);
      setToReject(null);
    }
  };

  const pending = data?.pagination.total ?? data?.data.length ?? 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading title="لوحة الإدارة" subtitle="راجع الإعلانات الجديدة قبل نشرها. تصل السيارات الجديدة إلى القائمة مباشرة." />
      <section aria-labelledby="queue-heading" className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <h2 id="queue-heading" className="text-xl font-bold text-slate-900">
            بانتظار المراجعة
          </h2>
          {data && (
            <Badge tone="warning" className="text-sm">
              <span aria-live="polite">{formatNumber(pending)} سيارة</span>
            </Badge>
          )}
        </div>

        {isLoading ? (
          <PageSpinner />
        ) : isError ? (
          <EmptyState
            tone="error"
            title={ar.moderation.loadFailed}
            action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
          />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title={ar.moderation.empty} />
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100">
              {data.data.map((car) => (
                <PendingCarCard
                  key={car.id}
                  car={car}
                  busy={busy?.id === car.id ? busy.decision : null}
                  onApprove={(target) => decide(target, 'approve')}
                  onReject={setToReject}
                />
              ))}
            </ul>
          </Card>
        )}
      </section>

      <ConfirmDialog
        open={toReject !== null}
        title="رفض السيارة"
        confirmLabel="تأكيد الرفض"
        busy={busy?.decision === 'reject'}
        onConfirm={() => toReject && decide(toReject, 'reject', reason)}
        onCancel={() => setToReject(null)}
      >
        {toReject && (
          <div className="flex flex-col gap-4">
            <p>{ar.moderation.confirmReject(carName(toReject) ?? ar.common.unnamedCar)}</p>
            <TextAreaField
              label="سبب الرفض (اختياري)"
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
