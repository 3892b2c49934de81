import { useState } from 'react';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { carName } from '../../shared/domain/car';
import { ar } from '../../shared/messages/ar';
import { arm } from '../../shared/messages/ar-manage';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField, TextAreaField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { PageSpinner } from '../../shared/ui/spinner';
import { ModerationCarSummary } from './moderation-car-card';
import { flagsShown, type QueueCar, type QueueSort } from './moderation-api';
import { useGetPublishedFlagsQuery, useKeepPublishedListingMutation, useTakeDownCarMutation } from './published-flags-api';

const sortOptions = [
  { value: 'newest', label: 'الأحدث أولًا' },
  { value: 'risk', label: 'الأعلى خطورة أولًا' },
];

const nameOf = (car: QueueCar) => carName(car) ?? ar.common.unnamedCar;

/** A 409's explanation: the server's own message (its Arabic) or the listing changed meanwhile. */
const conflictDetail = (error: unknown) =>
  errorStatus(error) === 409 ? (serverMessage(error) ?? arm.publishedFlags.changed) : undefined;

/**
 * Published listings whose owner's edit raised risk flags no admin has looked at: each card shows
 * the flags' Arabic reasons; the admin keeps the listing («إبقاء») or takes it down with a reason
 * the seller reads. New flags arrive live (the socket's risk push), without a reload.
 */
export function PublishedFlagsPanel() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<QueueSort>('newest');
  const { data, isLoading, isFetching, isError, refetch } = useGetPublishedFlagsQuery({ page, sort });
  const [keep] = useKeepPublishedListingMutation();
  const [takeDown] = useTakeDownCarMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toTakeDown, setToTakeDown] = useState<QueueCar | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const keepCar = async (car: QueueCar) => {
    setBusyId(car.id);
    try {
      await keep({ id: car.id, flagsSeen: flagsShown(car) }).unwrap();
      toast.success(arm.publishedFlags.keepSuccess);
    } catch (error) {
      toast.error(arm.publishedFlags.keepFailed, { description: conflictDetail(error) });
    } finally {
      setBusyId(null);
    }
  };

  const confirmTakeDown = async () => {
    if (!toTakeDown) return;
    setBusyId(toTakeDown.id);
    try {
      await takeDown({ id: toTakeDown.id, reason: reason.trim(), flagsSeen: flagsShown(toTakeDown) }).unwrap();
      toast.success(arm.publishedFlags.takeDownSuccess);
      setToTakeDown(null);
    } catch (error) {
      const invalid = fieldErrors(error).reason;
      if (invalid) setReasonError(invalid);
      else {
        toast.error(arm.publishedFlags.takeDownFailed, { description: conflictDetail(error) });
        setToTakeDown(null);
      }
    } finally {
      setBusyId(null);
    }
  };

  const cars = data?.data ?? [];
  return (
    <div className="flex flex-col gap-5">
      <PageHeading
        title="إعلانات منشورة بإشارات جديدة"
        subtitle="إعلانات نشطة عدّلها أصحابها فظهرت عليها إشارات خطر لم يراجعها مشرف بعد. تصل مباشرة، دون إعادة تحميل."
      />
      <div className="grid gap-3 sm:max-w-xs">
        <SelectField
          label="الترتيب"
          options={sortOptions}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as QueueSort);
            setPage(1);
          }}
        />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.publishedFlags.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : cars.length === 0 ? (
        <EmptyState title={arm.publishedFlags.empty} />
      ) : (
        <>
          <Card className="overflow-hidden" aria-busy={isFetching || undefined}>
            <ul className="divide-y divide-slate-100" aria-label="الإعلانات المنشورة ذات الإشارات">
              {cars.map((car) => {
                const name = nameOf(car);
                const busy = busyId === car.id;
                return (
                  <li key={car.id} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
                    <ModerationCarSummary car={car} />
                    <div className="flex flex-wrap gap-2 sm:flex-col">
                      <Button
                        variant="success"
                        size="sm"
                        loading={busy && toTakeDown === null}
                        disabled={busyId !== null}
                        onClick={() => keepCar(car)}
                        aria-label={`إبقاء ${name}`}
                      >
                        إبقاء
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-red-600"
                        disabled={busyId !== null}
                        onClick={() => {
                          setReason('');
                          setReasonError(undefined);
                          setToTakeDown(car);
                        }}
                        aria-label={`إيقاف ${name}`}
                      >
                        إيقاف الإعلان
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
          {data && data.pagination.last_page > 1 && (
            <Pagination page={page} totalPages={data.pagination.last_page} onChange={setPage} />
          )}
        </>
      )}

      <ConfirmDialog
        open={toTakeDown !== null}
        title="إيقاف الإعلان"
        confirmLabel="تأكيد الإيقاف"
        busy={toTakeDown !== null && busyId === toTakeDown.id}
        confirmDisabled={!reason.trim()}
        onConfirm={() => void confirmTakeDown()}
        onCancel={() => setToTakeDown(null)}
      >
        {toTakeDown && (
          <div className="flex flex-col gap-4">
            <p>{arm.publishedFlags.confirmTakeDown(nameOf(toTakeDown))}</p>
            <TextAreaField
              label="سبب الإيقاف (يراه البائع)"
              rows={3}
              maxLength={500}
              required
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
