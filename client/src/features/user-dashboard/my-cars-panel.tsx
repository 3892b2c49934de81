import { useState } from 'react';
import { useSelector } from 'react-redux';
import { toast } from 'sonner';
import { serverMessage } from '../../shared/api/api-error';
import { carName, type Car, type CarStatus } from '../../shared/domain/car';
import { optionsOf } from '../../shared/domain/options';
import { formatNumber } from '../../shared/format/number';
import { plural } from '../../shared/format/plural';
import { ar, labels } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { selectSession } from '../../shared/session/session-slice';
import { SelectField, TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { Pagination } from '../../shared/ui/pagination';
import { PageSpinner } from '../../shared/ui/spinner';
import { MyCarRow } from './my-car-row';
import { useDeleteCarMutation, useGetMyCarsQuery, useRenewCarMutation } from './my-cars-api';
import { useMyCarsView } from './use-my-cars-view';
import { arm, countedManage } from '../../shared/messages/ar-manage';

const statusOptions = optionsOf(labels.carStatus);

/** The seller's cars: search, status filter, five per page; statuses change live. */
export function MyCarsPanel() {
  const userId = useSelector(selectSession).userId ?? 0;
  const { data, isLoading, isError, refetch } = useGetMyCarsQuery(userId);
  const view = useMyCarsView(data?.data ?? []);
  const [deleteCar, { isLoading: deleting }] = useDeleteCarMutation();
  const [toDelete, setToDelete] = useState<Car | null>(null);
  const [renew] = useRenewCarMutation();
  const [renewing, setRenewing] = useState<number | null>(null);

  const onRenew = async (car: Car) => {
    setRenewing(car.id);
    try {
      await renew({ id: car.id, userId }).unwrap();
      toast.success(arm.myCars.renewSuccess);
    } catch (error) {
      toast.error(arm.myCars.renewFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setRenewing(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCar({ id: toDelete.id, userId }).unwrap();
      toast.success(arm.myCars.deleteSuccess);
    } catch {
      toast.error(arm.myCars.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <PageHeading
        title="سياراتي"
        subtitle={
          !data
            ? undefined
            : view.narrowed
              ? `${plural(view.matches, countedManage.cars)} من أصل ${formatNumber(data.data.length)}`
              : plural(data.data.length, countedManage.cars)
        }
        actions={
          <ButtonLink to="/add-car" size="sm">
            <span aria-hidden="true">+</span> أضف سيارة
          </ButtonLink>
        }
      />

      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="ابحث في سياراتك"
          type="search"
          placeholder="الاسم أو سنة الصنع"
          value={view.search}
          onChange={(event) => view.setSearch(event.target.value)}
        />
        <SelectField
          label="الحالة"
          options={statusOptions}
          placeholder="كل الحالات"
          value={view.status}
          onChange={(event) => view.setStatus(event.target.value as CarStatus | '')}
        />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.myCars.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.myCars.empty} action={<ButtonLink to="/add-car">أضف سيارتك الأولى</ButtonLink>} />
      ) : view.matches === 0 ? (
        <EmptyState title={arm.myCars.noMatch} />
      ) : (
        <>
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100">
              {view.visible.map((car) => (
                <MyCarRow key={car.id} car={car} onDelete={setToDelete} onRenew={onRenew} renewing={renewing === car.id} />
              ))}
            </ul>
          </Card>
          <Pagination page={view.page} totalPages={view.totalPages} onChange={view.setPage} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={arm.myCars.confirmDelete}
        confirmLabel="حذف"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (carName(toDelete) ?? ar.common.unnamedCar)}
      </ConfirmDialog>
    </section>
  );
}
