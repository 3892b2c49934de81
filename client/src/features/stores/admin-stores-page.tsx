import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, serverMessage } from '../../shared/api/api-error';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { TextAreaField, TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PlaceImage } from '../../shared/ui/place-image';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { PageSpinner } from '../../shared/ui/spinner';
import { useDeleteStoreMutation, useEditStoreMutation, useGetAdminStoresQuery, useModerateStoreMutation } from './stores-api';
import type { Store } from './types';
import { arm } from '../../shared/messages/ar-manage';
import { RowActions } from '../../shared/ui/row-actions';

/** /admin/stores: the moderation queue (live) and the stores table with edit, add and delete. */
export function AdminStoresPage() {
  const { data, isLoading, isError, refetch } = useGetAdminStoresQuery();
  const [search, setSearch] = useState('');
  const stores = useMemo(() => data?.data ?? [], [data]);
  const pending = stores.filter((store) => store.status === 'pending');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? stores.filter((store) => store.name.toLowerCase().includes(needle)) : stores;
  }, [stores, search]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading
        title="إدارة المتاجر"
        subtitle="راجع المتاجر الجديدة، وعدّل بيانات المتاجر أو احذفها."
        actions={
          <ButtonLink to="/add-store" size="sm">
            <span aria-hidden="true">+</span> إضافة متجر
          </ButtonLink>
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.stores.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : (
        <div className="flex flex-col gap-10">
          <ModerationQueue stores={pending} />
          <section aria-labelledby="stores-table-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="stores-table-heading" className="text-xl font-bold text-slate-900">
                كل المتاجر <span className="text-base text-slate-500">({formatNumber(stores.length)})</span>
              </h2>
              <TextField
                label="بحث بالاسم"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="w-64"
              />
            </div>
            <StoresTable stores={shown} />
          </section>
        </div>
      )}
    </div>
  );
}

function ModerationQueue({ stores }: { stores: Store[] }) {
  const [moderate] = useModerateStoreMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [toReject, setToReject] = useState<Store | null>(null);
  const [reason, setReason] = useState('');

  const decide = async (store: Store, decision: 'approve' | 'reject') => {
    setBusy(store.id);
    try {
      await moderate({ id: store.id, decision, reason: reason.trim() || undefined }).unwrap();
      toast.success(decision === 'approve' ? arm.stores.approved : arm.stores.rejected);
    } catch (error) {
      toast.error(arm.stores.moderateFailed, {
        description: errorStatus(error) === 409 ? (serverMessage(error) ?? undefined) : undefined,
      });
    } finally {
      setBusy(null);
      setToReject(null);
      setReason('');
    }
  };

  return (
    <section aria-labelledby="store-queue-heading" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 id="store-queue-heading" className="text-xl font-bold text-slate-900">
          متاجر بانتظار المراجعة
        </h2>
        <Badge tone="warning">
          <span aria-live="polite">{formatNumber(stores.length)}</span>
        </Badge>
      </div>
      {stores.length === 0 ? (
        <EmptyState title="لا توجد متاجر بانتظار المراجعة." />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100">
            {stores.map((store) => (
              <li key={store.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <PlaceImage
                  picture={store.logo_image}
                  kind="store"
                  alt={`شعار ${store.name}`}
                  sizes="64px"
                  className="size-16 shrink-0 rounded-xl"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold text-slate-900">
                    <Link to={`/store/${store.id}`} className="hover:text-brand-700">
                      {store.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600">
                    {[store.category_label, store.location, store.address].filter(Boolean).join(' · ')} · {store.owner.name}
                  </p>
                  <p className="text-sm text-slate-500">{store.description}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="success"
                    loading={busy === store.id}
                    onClick={() => decide(store, 'approve')}
                    aria-label={`موافقة على ${store.name}`}
                  >
                    موافقة
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy === store.id}
                    onClick={() => setToReject(store)}
                    aria-label={`رفض ${store.name}`}
                  >
                    رفض
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        open={toReject !== null}
        title="رفض المتجر"
        confirmLabel="تأكيد الرفض"
        busy={busy !== null}
        onConfirm={() => toReject && decide(toReject, 'reject')}
        onCancel={() => setToReject(null)}
      >
        <div className="flex flex-col gap-4">
          <p>هل أنت متأكد من رفض المتجر «{toReject?.name}»؟ سيظهر لصاحبه بحالة «مرفوض».</p>
          <TextAreaField
            label="سبب الرفض (اختياري)"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}

function StoresTable({ stores }: { stores: Store[] }) {
  const [editStore, { isLoading: saving }] = useEditStoreMutation();
  const [deleteStore, { isLoading: deleting }] = useDeleteStoreMutation();
  const [editing, setEditing] = useState<Store | null>(null);
  const [draft, setDraft] = useState({ name: '', location: '' });
  const [toDelete, setToDelete] = useState<Store | null>(null);

  const save = async () => {
    if (!editing) return;
    try {
      await editStore({ id: editing.id, changes: { name: draft.name.trim(), location: draft.location.trim() } }).unwrap();
      toast.success(arm.stores.updated);
      setEditing(null);
    } catch (error) {
      toast.error(arm.stores.updateFailed, { description: serverMessage(error) ?? undefined });
    }
  };

  const remove = async () => {
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

  if (stores.length === 0) return <EmptyState title="لا توجد متاجر مطابقة." />;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">المتاجر</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {['ID', 'الاسم', 'الموقع', 'الحالة', 'التحكم'].map((head) => (
              <th key={head} scope="col" className="p-3 text-start font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {stores.map((store) => (
            <tr key={store.id}>
              <td className="p-3 text-slate-500">{store.id}</td>
              <td className="p-3 font-semibold text-slate-900">{store.name}</td>
              <td className="p-3">{store.location || store.address}</td>
              <td className="p-3">
                <PlaceStatusBadge status={store.status} />
              </td>
              <td className="p-3">
                <RowActions
                  subject={store.name}
                  actions={[
                    {
                      label: 'تعديل',
                      onClick: () => {
                        setDraft({ name: store.name, location: store.location });
                        setEditing(store);
                      },
                    },
                    { label: 'حذف', onClick: () => setToDelete(store), tone: 'danger' },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={editing !== null}
        title="تعديل المتجر"
        confirmLabel="حفظ"
        tone="primary"
        busy={saving}
        onConfirm={save}
        onCancel={() => setEditing(null)}
      >
        <div className="flex flex-col gap-4">
          <TextField
            label="اسم المتجر"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <TextField
            label="الموقع"
            value={draft.location}
            onChange={(event) => setDraft({ ...draft, location: event.target.value })}
          />
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={arm.stores.confirmDelete}
        confirmLabel="حذف"
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      >
        سيُحذف المتجر «{toDelete?.name}» نهائيًا.
      </ConfirmDialog>
    </Card>
  );
}
