import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { TextAreaField, TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PlaceImage } from '../../shared/ui/place-image';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { PageSpinner } from '../../shared/ui/spinner';
import type { Workshop } from './types';
import {
  useCreateWorkshopMutation,
  useDeleteWorkshopMutation,
  useEditWorkshopMutation,
  useGetAdminWorkshopsQuery,
  useModerateWorkshopMutation,
} from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';
import { RowActions } from '../../shared/ui/row-actions';

type Draft = { name: string; location: string; city: string; commercial_registration_number: string };
const emptyDraft: Draft = { name: '', location: '', city: '', commercial_registration_number: '' };

/** /admin/workshops: the live moderation queue and the workshops table with add, edit and delete. */
export function AdminWorkshopsPage() {
  const { data, isLoading, isError, refetch } = useGetAdminWorkshopsQuery();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const workshops = useMemo(() => data?.data ?? [], [data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return workshops;
    return workshops.filter((w) => `${w.name} ${w.location} ${w.city}`.toLowerCase().includes(needle));
  }, [workshops, search]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading
        title="إدارة الورش"
        subtitle="راجع الورش الجديدة، وأضف الورش أو عدّلها أو احذفها."
        actions={
          <Button size="sm" onClick={() => setAdding(true)}>
            <span aria-hidden="true">+</span> إضافة ورشة
          </Button>
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.workshops.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : (
        <div className="flex flex-col gap-10">
          <ModerationQueue workshops={workshops.filter((w) => w.status === 'pending')} />
          <section aria-labelledby="workshops-table-heading" className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="workshops-table-heading" className="text-xl font-bold text-slate-900">
                كل الورش <span className="text-base text-slate-500">({formatNumber(workshops.length)})</span>
              </h2>
              <TextField
                label="بحث بالاسم أو الموقع"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="w-72"
              />
            </div>
            <WorkshopsTable workshops={shown} />
          </section>
        </div>
      )}
      <AddWorkshopDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function ModerationQueue({ workshops }: { workshops: Workshop[] }) {
  const [moderate] = useModerateWorkshopMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [toReject, setToReject] = useState<Workshop | null>(null);
  const [reason, setReason] = useState('');

  const decide = async (workshop: Workshop, decision: 'approve' | 'reject') => {
    setBusy(workshop.id);
    try {
      await moderate({ id: workshop.id, decision, reason: reason.trim() || undefined }).unwrap();
      toast.success(decision === 'approve' ? arm.workshops.approved : arm.workshops.rejected);
    } catch (error) {
      toast.error(arm.workshops.moderateFailed, {
        description: errorStatus(error) === 409 ? (serverMessage(error) ?? undefined) : undefined,
      });
    } finally {
      setBusy(null);
      setToReject(null);
      setReason('');
    }
  };

  return (
    <section aria-labelledby="workshop-queue-heading" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <h2 id="workshop-queue-heading" className="text-xl font-bold text-slate-900">
          ورش بانتظار المراجعة
        </h2>
        <Badge tone="warning">
          <span aria-live="polite">{formatNumber(workshops.length)}</span>
        </Badge>
      </div>
      {workshops.length === 0 ? (
        <EmptyState title="لا توجد ورش بانتظار المراجعة." />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100">
            {workshops.map((workshop) => (
              <li key={workshop.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <PlaceImage
                  picture={workshop.picture}
                  kind="workshop"
                  alt={workshop.name}
                  sizes="96px"
                  className="aspect-[3/2] w-24 shrink-0 rounded-xl"
                />
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold text-slate-900">
                    <Link to={`/workshop-details/${workshop.id}`} className="hover:text-brand-700">
                      {workshop.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600">
                    {workshop.city} - {workshop.location} · السجل التجاري{' '}
                    <bdi dir="ltr">{workshop.commercial_registration_number}</bdi> · {workshop.owner.name}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="success"
                    loading={busy === workshop.id}
                    onClick={() => decide(workshop, 'approve')}
                    aria-label={`موافقة على ${workshop.name}`}
                  >
                    موافقة
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy === workshop.id}
                    onClick={() => setToReject(workshop)}
                    aria-label={`رفض ${workshop.name}`}
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
        title="رفض الورشة"
        confirmLabel="تأكيد الرفض"
        busy={busy !== null}
        onConfirm={() => toReject && decide(toReject, 'reject')}
        onCancel={() => setToReject(null)}
      >
        <div className="flex flex-col gap-4">
          <p>هل أنت متأكد من رفض الورشة «{toReject?.name}»؟</p>
          <TextAreaField
            label="سبب الرفض (اختياري)"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}

function WorkshopsTable({ workshops }: { workshops: Workshop[] }) {
  const [editWorkshop, { isLoading: saving }] = useEditWorkshopMutation();
  const [deleteWorkshop, { isLoading: deleting }] = useDeleteWorkshopMutation();
  const [editing, setEditing] = useState<Workshop | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<Workshop | null>(null);

  const save = async () => {
    if (!editing) return;
    try {
      const { name, location, commercial_registration_number } = draft;
      await editWorkshop({ id: editing.id, changes: { name, location, commercial_registration_number } }).unwrap();
      toast.success(arm.workshops.updated);
      setEditing(null);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(arm.workshops.updateFailed);
    }
  };

  const remove = async () => {
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

  if (workshops.length === 0) return <EmptyState title="لا توجد ورش مطابقة." />;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">الورش</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {['ID', 'الاسم', 'الموقع', 'رقم السجل التجاري', 'الحالة', 'التحكم'].map((head) => (
              <th key={head} scope="col" className="p-3 text-start font-semibold">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {workshops.map((workshop) => (
            <tr key={workshop.id}>
              <td className="p-3 text-slate-500">{workshop.id}</td>
              <td className="p-3 font-semibold text-slate-900">{workshop.name}</td>
              <td className="p-3">
                {workshop.city} - {workshop.location}
              </td>
              <td className="p-3" dir="ltr">
                {workshop.commercial_registration_number}
              </td>
              <td className="p-3">
                <PlaceStatusBadge status={workshop.status} />
              </td>
              <td className="p-3">
                <RowActions
                  subject={workshop.name}
                  actions={[
                    {
                      label: 'تعديل',
                      onClick: () => {
                        setErrors({});
                        setDraft({
                          name: workshop.name,
                          location: workshop.location,
                          city: workshop.city,
                          commercial_registration_number: workshop.commercial_registration_number,
                        });
                        setEditing(workshop);
                      },
                    },
                    { label: 'حذف', onClick: () => setToDelete(workshop), tone: 'danger' },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={editing !== null}
        title="تعديل الورشة"
        confirmLabel="حفظ"
        tone="primary"
        busy={saving}
        onConfirm={save}
        onCancel={() => setEditing(null)}
      >
        <DraftFields draft={draft} errors={errors} onChange={setDraft} />
      </ConfirmDialog>
      <ConfirmDialog
        open={toDelete !== null}
        title={arm.workshops.confirmDelete}
        confirmLabel="حذف"
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      >
        ستُحذف الورشة «{toDelete?.name}» مع إعلاناتها وتقييماتها.
      </ConfirmDialog>
    </Card>
  );
}

/** The admin's add button: the four fields every workshop needs; it then waits in the queue above. */
function AddWorkshopDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createWorkshop, { isLoading }] = useCreateWorkshopMutation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    try {
      await createWorkshop({ ...draft }).unwrap();
      toast.success(arm.workshops.added);
      setDraft(emptyDraft);
      setErrors({});
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(arm.workshops.addFailed);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="إضافة ورشة"
      confirmLabel="إضافة"
      tone="primary"
      busy={isLoading}
      onConfirm={save}
      onCancel={onClose}
    >
      <DraftFields draft={draft} errors={errors} onChange={setDraft} withCity />
    </ConfirmDialog>
  );
}

/** The table's edit modal has the spec's three fields; adding a workshop also needs its city. */
function DraftFields({
  draft,
  errors,
  onChange,
  withCity,
}: {
  draft: Draft;
  errors: Record<string, string>;
  onChange: (draft: Draft) => void;
  withCity?: boolean;
}) {
  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [key]: e.target.value }),
  });
  return (
    <div className="flex flex-col gap-4">
      <TextField label="اسم الورشة" {...field('name')} />
      {withCity && <TextField label="المدينة" {...field('city')} />}
      <TextField label="الموقع" {...field('location')} />
      <TextField label="رقم السجل التجاري" dir="ltr" {...field('commercial_registration_number')} />
    </div>
  );
}
