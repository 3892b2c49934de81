import { useState } from 'react';
import { useSelector } from 'react-redux';
import { toast } from 'sonner';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { selectSession } from '../../shared/session/session-slice';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { PageSpinner } from '../../shared/ui/spinner';
import { cut } from './store-card';
import { useDeleteStoreMutation, useGetMyStoresQuery } from './stores-api';
import type { Store } from './types';
import { arm } from '../../shared/messages/ar-manage';
import { RowActions } from '../../shared/ui/row-actions';

/** The user dashboard's "my stores" panel (/user-dashboard/stores): statuses follow moderation live. */
export function MyStoresPage() {
  const { userId } = useSelector(selectSession);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading title="متاجري" subtitle="تابع حالة متاجرك وعدلها أو احذفها." />
      {userId !== null && <MyStoresPanel userId={userId} />}
    </div>
  );
}

export function MyStoresPanel({ userId }: { userId: number }) {
  const { data, isLoading, isError, refetch } = useGetMyStoresQuery(userId);
  const [deleteStore, { isLoading: deleting }] = useDeleteStoreMutation();
  const [toDelete, setToDelete] = useState<Store | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteStore(toDelete.id).unwrap();
      toast.success(arm.stores.deleted);
    } catch {
      toast.error(arm.stores.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="my-stores-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-stores-heading" className="text-xl font-bold text-slate-900">
          متاجري {data && <span className="text-base font-semibold text-slate-500">({data.data.length})</span>}
        </h2>
        <ButtonLink to="/add-store" size="sm">
          <span aria-hidden="true">+</span> أضف متجرًا
        </ButtonLink>
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.stores.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.stores.mineEmpty} action={<ButtonLink to="/add-store">أنشئ متجرك الأول</ButtonLink>} />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">متاجري</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="p-3 text-start font-semibold">
                  الاسم
                </th>
                <th scope="col" className="p-3 text-start font-semibold">
                  النوع
                </th>
                <th scope="col" className="p-3 text-start font-semibold">
                  الموقع
                </th>
                <th scope="col" className="p-3 text-start font-semibold">
                  الحالة
                </th>
                <th scope="col" className="p-3 text-start font-semibold">
                  المشاهدات
                </th>
                <th scope="col" className="p-3 text-start font-semibold">
                  الإجراءات
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.data.map((store) => (
                <tr key={store.id}>
                  <td className="p-3 font-semibold text-slate-900">
                    {store.name}
                    <p className="text-xs font-normal text-slate-500">{cut(store.description, 40)}</p>
                  </td>
                  <td className="p-3">{store.category_label ?? ar.common.notSpecified}</td>
                  <td className="p-3">{[store.location, store.address].filter(Boolean).join(' - ')}</td>
                  <td className="p-3" aria-live="polite">
                    <PlaceStatusBadge status={store.status} />
                    {store.status === 'rejected' && store.rejection_reason && (
                      <p className="mt-1 text-xs text-red-700">{store.rejection_reason}</p>
                    )}
                  </td>
                  <td className="p-3">{formatNumber(store.views)}</td>
                  <td className="p-3">
                    <RowActions
                      subject={store.name}
                      wrap
                      actions={[
                        { label: 'عرض', to: `/store/${store.id}`, tone: 'brand' },
                        { label: 'تعديل', to: `/edit-store/${store.id}` },
                        { label: 'حذف', onClick: () => setToDelete(store), tone: 'danger' },
                      ]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={arm.stores.confirmDelete}
        confirmLabel="حذف"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete?.name}
      </ConfirmDialog>
    </section>
  );
}
