import { useState } from 'react';
import { toast } from 'sonner';
import { carName, type Car, type CarStatus } from '../../shared/domain/car';
import { optionsOf } from '../../shared/domain/options';
import { ar, labels } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField, TextField } from '../../shared/ui/inputs';
import { Pagination } from '../../shared/ui/pagination';
import { PageSpinner } from '../../shared/ui/spinner';
import { MyCarRow } from './my-car-row';
import { useDeleteCarMutation, useGetMyCarsQuery } from './my-cars-api';
import { useMyCarsView } from './use-my-cars-view';

const statusOptions = optionsOf(labels.carStatus);

export function MyCarsPanel({ userId }: { userId: number }) {
  const { data, isLoading, isError, refetch } = useGetMyCarsQuery(userId);
  const view = useMyCarsView(data?.data ?? []);
  const [deleteCar, { isLoading: deleting }] = useDeleteCarMutation();
  const [toDelete, setToDelete] = useState<Car | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCar({ id: toDelete.id, userId }).unwrap();
      toast.success(ar.myCars.deleteSuccess);
    } catch {
      toast.error(ar.myCars.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="my-cars-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-cars-heading" className="text-xl font-bold text-slate-900">
          سياراتي {data && <span className="text-base font-semibold text-slate-500">({data.data.length})</span>}
        </h2>
        <ButtonLink to="/add-car" size="sm">
          <span aria-hidden="true">+</span> أضف سيارة
        </ButtonLink>
      </div>

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
          title={ar.myCars.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={ar.myCars.empty} action={<ButtonLink to="/add-car">أضف سيارتك الأولى</ButtonLink>} />
      ) : view.matches === 0 ? (
        <EmptyState title={ar.myCars.noMatch} />
      ) : (
        <>
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100">
              {view.visible.map((car) => (
                <MyCarRow key={car.id} car={car} onDelete={setToDelete} />
              ))}
            </ul>
          </Card>
          <Pagination page={view.page} totalPages={view.totalPages} onChange={view.setPage} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={ar.myCars.confirmDelete}
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
