import { useState } from 'react';
import { toast } from 'sonner';
import { errorStatus } from '../../shared/api/api-error';
import { carName, type Car, type CarStatus } from '../../shared/domain/car';
import { optionsOf } from '../../shared/domain/options';
import { ar, labels } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField, TextAreaField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { SearchBox } from '../../shared/ui/search-box';
import { PageSpinner } from '../../shared/ui/spinner';
import { StatCard } from '../../shared/ui/stat-card';
import { ModerationCarCard, type Decision } from './moderation-car-card';
import { useAdminDeleteCarMutation, useGetAdminCarsQuery, useGetAdminStatsQuery, useModerateCarMutation } from './moderation-api';
import { useListParams } from './use-list-params';
import { arm } from '../../shared/messages/ar-manage';

const STATUSES = ['pending', 'all', 'active', 'rejected', 'expired'] as const;
type StatusFilter = (typeof STATUSES)[number];
const statusOptions = [{ value: 'all', label: 'كل الحالات' }, ...optionsOf(labels.carStatus)];

const MESSAGES: Record<Decision, { success: string; failure: string }> = {
  approve: { success: arm.moderation.approveSuccess, failure: arm.moderation.approveFailed },
  reject: { success: arm.moderation.rejectSuccess, failure: arm.moderation.rejectFailed },
  delete: { success: arm.admin.carDeleted, failure: arm.admin.carDeleteFailed },
};

/** The live moderation queue: pending cars arrive by themselves; approve, reject (confirmed) or delete. */
export function ModerationPanel() {
  const list = useListParams<StatusFilter>(STATUSES, 'pending');
  const { data, isLoading, isFetching, isError, refetch } = useGetAdminCarsQuery({
    status: list.status as CarStatus | 'all',
    search: list.search,
    page: list.page,
  });
  const { data: stats } = useGetAdminStatsQuery();
  const [moderate] = useModerateCarMutation();
  const [deleteCar] = useAdminDeleteCarMutation();
  const [busy, setBusy] = useState<{ id: number; decision: Decision } | null>(null);
  const [toReject, setToRejectState] = useState<Car | null>(null);
  const [toDelete, setToDelete] = useState<Car | null>(null);
  const [reason, setReason] = useState('');
  const setToReject = (car: Car | null) => {
    setToRejectState(car);
    setReason('');
  };

  const decide = async (car: Car, decision: Decision, rejectReason?: string) => {
    setBusy({ id: car.id, decision });
    try {
      if (decision === 'delete') await deleteCar(car.id).unwrap();
      else await moderate({ id: car.id, decision, reason: rejectReason?.trim() || undefined }).unwrap();
      toast.success(MESSAGES[decision].success);
    } catch (error) {
      const conflict = errorStatus(error) === 409;
      toast.error(MESSAGES[decision].failure, { description: conflict ? arm.moderation.alreadyModerated : undefined });
    } finally {
      setBusy(null);
      setToReject(null);
      setToDelete(null);
    }
  };

  const cars = data?.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <PageHeading title="مراجعة الإعلانات" subtitle="تصل السيارات الجديدة إلى القائمة مباشرة، دون إعادة تحميل." />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard label="بانتظار المراجعة" value={stats?.cars.pending} tone="warning" />
        <StatCard label="نشطة" value={stats?.cars.active} tone="success" />
        <StatCard label="مرفوضة" value={stats?.cars.rejected} />
        <StatCard label="إجمالي السيارات" value={stats?.cars.total} tone="brand" />
      </dl>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <SearchBox
          label="ابحث عن سيارة"
          placeholder="الاسم أو الماركة أو الموديل"
          value={list.search}
          onSearch={list.setSearch}
        />
        <SelectField
          label="الحالة"
          options={statusOptions}
          value={list.status}
          onChange={(event) => list.setStatus(event.target.value as StatusFilter)}
        />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.moderation.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : cars.length === 0 ? (
        <EmptyState title={list.status === 'pending' && !list.search ? arm.moderation.empty : arm.admin.noCars} />
      ) : (
        <>
          <Card className="overflow-hidden" aria-busy={isFetching || undefined}>
            <ul className="divide-y divide-slate-100" aria-label="السيارات">
              {cars.map((car) => (
                <ModerationCarCard
                  key={car.id}
                  car={car}
                  busy={busy?.id === car.id ? busy.decision : null}
                  onApprove={(target) => decide(target, 'approve')}
                  onReject={setToReject}
                  onDelete={setToDelete}
                />
              ))}
            </ul>
          </Card>
          {data && data.pagination.last_page > 1 && (
            <Pagination page={list.page} totalPages={data.pagination.last_page} onChange={list.setPage} />
          )}
        </>
      )}

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
            <p>{arm.moderation.confirmReject(carName(toReject) ?? ar.common.unnamedCar)}</p>
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
      <ConfirmDialog
        open={toDelete !== null}
        title="حذف السيارة"
        confirmLabel="حذف"
        busy={busy?.decision === 'delete'}
        onConfirm={() => toDelete && decide(toDelete, 'delete')}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && arm.admin.confirmDeleteCar(carName(toDelete) ?? ar.common.unnamedCar)}
      </ConfirmDialog>
    </div>
  );
}
