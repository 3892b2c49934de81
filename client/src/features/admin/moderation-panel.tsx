import { useState } from 'react';
import { errorStatus, serverMessage } from '../../shared/api/api-error';
import { carName, type Car } from '../../shared/domain/car';
import { optionsOf } from '../../shared/domain/options';
import { ar, labels } from '../../shared/messages/ar';
import { ModerationQueue, type VerdictMessages } from '../../shared/moderation/moderation-queue';
import { Button, ButtonLink } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { DidYouMean } from '../../shared/ui/did-you-mean';
import { SearchBox } from '../../shared/ui/search-box';
import { PageSpinner } from '../../shared/ui/spinner';
import { StatCard } from '../../shared/ui/stat-card';
import { useConfirmedDelete } from '../../shared/ui/use-confirmed-delete';
import { missingForReview, ModerationCarSummary } from './moderation-car-card';
import {
  flagsShown,
  useAdminDeleteCarMutation,
  useGetAdminCarsQuery,
  useGetAdminStatsQuery,
  useModerateCarMutation,
  type QueueCar,
  type QueueSort,
} from './moderation-api';
import { useListParams } from './use-list-params';
import { arm } from '../../shared/messages/ar-manage';

const STATUSES = ['pending', 'all', 'active', 'rejected', 'expired'] as const;
type StatusFilter = (typeof STATUSES)[number];
const statusOptions = [{ value: 'all', label: 'كل الحالات' }, ...optionsOf(labels.carStatus)];

const MESSAGES: VerdictMessages = {
  approved: arm.moderation.approveSuccess,
  rejected: arm.moderation.rejectSuccess,
  failed: (verdict) => (verdict === 'approve' ? arm.moderation.approveFailed : arm.moderation.rejectFailed),
  // A 409 is another admin's decision, a car that lost its price or photo meanwhile (the server's
  // message names «موافقة رغم النقص»), or risk flags that changed since the card was drawn (it
  // names «إشارات الخطر»; the queue reloads with them).
  conflict: (error) => {
    const message = serverMessage(error);
    return message && /موافقة رغم النقص|إشارات الخطر/.test(message) ? message : arm.moderation.alreadyModerated;
  },
};

const sortOptions = [
  { value: 'newest', label: 'الأحدث أولًا' },
  { value: 'risk', label: 'الأعلى خطورة أولًا' },
];

const nameOf = (car: Car) => carName(car) ?? ar.common.unnamedCar;

/** The live moderation queue: pending cars arrive by themselves; approve, reject (confirmed) or delete. */
export function ModerationPanel() {
  const list = useListParams<StatusFilter>(STATUSES, 'pending');
  const [sort, setSort] = useState<QueueSort>('newest');
  const sortable = list.status === 'pending' && !list.search.trim();
  const { data, isLoading, isFetching, isError, refetch } = useGetAdminCarsQuery({
    status: list.status,
    search: list.search,
    page: list.page,
    ...(sortable ? { sort } : {}),
  });
  const { data: stats } = useGetAdminStatsQuery();
  const [moderate] = useModerateCarMutation();
  const [deleteCar] = useAdminDeleteCarMutation();
  const deletion = useConfirmedDelete(
    (car: Car) => deleteCar(car.id).unwrap(),
    { deleted: arm.admin.carDeleted, deleteFailed: arm.admin.carDeleteFailed },
    (error) => (errorStatus(error) === 409 ? arm.moderation.alreadyModerated : undefined),
  );

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
      <div className={`grid gap-3 ${sortable ? 'sm:grid-cols-[2fr_1fr_1fr]' : 'sm:grid-cols-[2fr_1fr]'}`}>
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
        {sortable && (
          <SelectField
            label="الترتيب"
            options={sortOptions}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as QueueSort);
              list.setPage(1);
            }}
          />
        )}
      </div>
      <DidYouMean corrected={data?.corrected_query} />

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
          <ModerationQueue
            items={cars}
            listLabel="السيارات"
            loading={isFetching}
            nameOf={nameOf}
            renderItem={(car: QueueCar) => <ModerationCarSummary car={car} />}
            awaitsVerdict={(car) => car.status === 'pending'}
            incomplete={(car) => missingForReview(car).length > 0}
            decide={(car, decision, reason, anyway) =>
              moderate({ id: car.id, decision, reason, anyway, flagsSeen: flagsShown(car) }).unwrap()
            }
            messages={MESSAGES}
            rejectTitle="رفض السيارة"
            rejectQuestion={(car) => arm.moderation.confirmReject(nameOf(car))}
            moreActions={(car, busy) => (
              <>
                <ButtonLink to={`/edit-car/${car.id}`} variant="ghost" size="sm" aria-label={`تعديل ${nameOf(car)}`}>
                  تعديل
                </ButtonLink>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50"
                  disabled={busy || (deletion.dialog.busy && deletion.toDelete?.id === car.id)}
                  onClick={() => deletion.ask(car)}
                  aria-label={`حذف ${nameOf(car)}`}
                >
                  حذف
                </Button>
              </>
            )}
          />
          {data && data.pagination.last_page > 1 && (
            <Pagination page={list.page} totalPages={data.pagination.last_page} onChange={list.setPage} />
          )}
        </>
      )}

      <ConfirmDialog title="حذف السيارة" confirmLabel="حذف" {...deletion.dialog}>
        {deletion.toDelete && arm.admin.confirmDeleteCar(nameOf(deletion.toDelete))}
      </ConfirmDialog>
    </div>
  );
}
