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
import { formatRating } from './star-rating';
import type { Workshop } from './types';
import { useDeleteWorkshopMutation, useGetMyWorkshopsQuery } from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';
import { RowActions } from '../../shared/ui/row-actions';

/** The user dashboard's "my workshops" panel (/user-dashboard/workshops): statuses follow moderation live. */
export function MyWorkshopsPage() {
  const { userId } = useSelector(selectSession);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading title="ورشي" subtitle="تابع حالة ورشك، وأدر إعلاناتها من لوحة الورشة." />
      {userId !== null && <MyWorkshopsPanel userId={userId} />}
    </div>
  );
}

export function MyWorkshopsPanel({ userId }: { userId: number }) {
  const { data, isLoading, isError, refetch } = useGetMyWorkshopsQuery(userId);
  const [deleteWorkshop, { isLoading: deleting }] = useDeleteWorkshopMutation();
  const [toDelete, setToDelete] = useState<Workshop | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteWorkshop(toDelete.id).unwrap();
      toast.success(arm.workshops.deleted);
    } catch {
      toast.error(arm.workshops.deleteFailed);
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="my-workshops-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-workshops-heading" className="text-xl font-bold text-slate-900">
          ورشي {data && <span className="text-base font-semibold text-slate-500">({data.data.length})</span>}
        </h2>
        <div className="flex gap-2">
          <ButtonLink to="/workshops-dashboard" variant="secondary" size="sm">
            لوحة الورشة
          </ButtonLink>
          <ButtonLink to="/add-workshop" size="sm">
            <span aria-hidden="true">+</span> أضف ورشة
          </ButtonLink>
        </div>
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.workshops.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.workshops.mineEmpty} action={<ButtonLink to="/add-workshop">أضف ورشتك الأولى</ButtonLink>} />
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">ورشي</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {['الاسم', 'التخصص', 'الموقع', 'الحالة', 'التقييم', 'الإجراءات'].map((head) => (
                  <th key={head} scope="col" className="p-3 text-start font-semibold">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.data.map((workshop) => (
                <tr key={workshop.id}>
                  <td className="p-3 font-semibold text-slate-900">{workshop.name}</td>
                  <td className="p-3">{workshop.specialization || ar.common.notSpecified}</td>
                  <td className="p-3">
                    {workshop.city} - {workshop.location}
                  </td>
                  <td className="p-3" aria-live="polite">
                    <PlaceStatusBadge status={workshop.status} />
                  </td>
                  <td className="p-3">
                    {workshop.review_count ? `${formatRating(workshop.rating)} (${formatNumber(workshop.review_count)})` : '—'}
                  </td>
                  <td className="p-3">
                    <RowActions
                      subject={workshop.name}
                      wrap
                      actions={[
                        { label: 'إدارة', to: `/workshops-dashboard?workshop=${workshop.id}`, tone: 'brand' },
                        { label: 'تعديل', to: `/edit-workshop/${workshop.id}` },
                        { label: 'حذف', onClick: () => setToDelete(workshop), tone: 'danger' },
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
        title={arm.workshops.confirmDelete}
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
