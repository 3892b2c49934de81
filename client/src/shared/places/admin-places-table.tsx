import { useState, type ComponentType, type ReactNode } from 'react';
import { toast } from 'sonner';
import { fieldErrors, serverMessage } from '../api/api-error';
import { ColumnsTable, type Column } from '../ui/columns-table';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/empty-state';
import { PlaceStatusBadge } from '../ui/place-status-badge';
import { RowActions } from '../ui/row-actions';
import type { Place } from './place';
import { useConfirmedDelete } from '../ui/use-confirmed-delete';

export type Draft = Record<string, string>;

/** A draft's fields with their server errors: what the edit and add dialogs render. */
export interface DraftFieldsProps<D extends Draft> {
  draft: D;
  errors: Record<string, string>;
  onChange: (draft: D) => void;
}

interface AdminPlacesTableProps<T extends Place, D extends Draft> {
  places: T[];
  caption: string;
  emptyTitle: string;
  /** The columns between the id and name and the status and actions. */
  columns: Column<T>[];
  texts: {
    editTitle: string;
    confirmDelete: string;
    updated: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
  };
  draftOf: (place: T) => D;
  /** The dialog's fields for a draft. */
  Fields: ComponentType<DraftFieldsProps<D>>;
  save: (place: T, draft: D) => Promise<unknown>;
  remove: (place: T) => Promise<unknown>;
  deleteWarning: (place: T) => ReactNode;
}

/** The admin's table of stores or workshops: edit a few fields in a dialog, delete after a confirmation. */
export function AdminPlacesTable<T extends Place, D extends Draft>(props: AdminPlacesTableProps<T, D>) {
  const { places, caption, emptyTitle, texts, draftOf, Fields, save, remove, deleteWarning } = props;
  const [editing, setEditing] = useState<T | null>(null);
  const [draft, setDraft] = useState<D | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const deletion = useConfirmedDelete(remove, texts);

  const edit = (place: T) => {
    setErrors({});
    setDraft(draftOf(place));
    setEditing(place);
  };

  const submit = async () => {
    if (!editing || !draft) return;
    setSaving(true);
    try {
      await save(editing, draft);
      toast.success(texts.updated);
      setEditing(null);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(texts.updateFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setSaving(false);
    }
  };

  const columns: Column<T>[] = [
    { head: 'الرقم', cell: (place) => place.id, td: { className: 'text-slate-500' } },
    { head: 'الاسم', cell: (place) => place.name, td: { className: 'font-semibold text-slate-900' } },
    ...props.columns,
    { head: 'الحالة', cell: (place) => <PlaceStatusBadge status={place.status} /> },
    {
      head: 'التحكم',
      cell: (place) => (
        <RowActions
          subject={place.name}
          actions={[
            { label: 'تعديل', onClick: () => edit(place) },
            { label: 'حذف', onClick: () => deletion.ask(place), tone: 'danger' },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      {places.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ColumnsTable caption={caption} columns={columns} items={places} />
      )}
      <ConfirmDialog
        open={editing !== null}
        title={texts.editTitle}
        confirmLabel="حفظ"
        tone="primary"
        busy={saving}
        onConfirm={submit}
        onCancel={() => setEditing(null)}
      >
        {draft && <Fields draft={draft} errors={errors} onChange={setDraft} />}
      </ConfirmDialog>
      <ConfirmDialog title={texts.confirmDelete} confirmLabel="حذف" {...deletion.dialog}>
        {deletion.toDelete && deleteWarning(deletion.toDelete)}
      </ConfirmDialog>
    </>
  );
}
