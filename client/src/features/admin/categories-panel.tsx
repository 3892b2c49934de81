import { useMemo, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrors, serverMessage } from '../../shared/api/api-error';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Dialog } from '../../shared/ui/dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { Table, Td, Th, Tr } from '../../shared/ui/table';
import {
  useAddCategoryMutation,
  useDeleteCategoryMutation,
  useGetCategoryListQuery,
  useRenameCategoryMutation,
  type Category,
} from './categories-api';
import { arm } from '../../shared/messages/ar-manage';

/** Car categories: search by name, add, rename, delete (a category cars use is refused by the server). */
export function CategoriesPanel() {
  const { data, isLoading, isError, refetch } = useGetCategoryListQuery();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [deleteCategory, { isLoading: deleting }] = useDeleteCategoryMutation();

  const visible = useMemo(() => {
    const needle = search.trim();
    return (data ?? []).filter((category) => !needle || category.name.includes(needle));
  }, [data, search]);

  const onDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCategory(toDelete.id).unwrap();
      toast.success(arm.admin.categoryDeleted);
    } catch (error) {
      toast.error(arm.admin.categoryDeleteFailed, { description: serverMessage(error) ?? undefined });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <PageHeading
        title="الفئات"
        subtitle="فئات السيارات التي يختار منها البائعون."
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <span aria-hidden="true">+</span> إضافة فئة
          </Button>
        }
      />
      <TextField label="ابحث بالاسم" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={arm.admin.categoriesLoadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : visible.length === 0 ? (
        <EmptyState title={arm.admin.noCategories} />
      ) : (
        <Table caption="الفئات">
          <thead>
            <tr role="row">
              <Th>الرقم</Th>
              <Th>الاسم</Th>
              <Th>السيارات</Th>
              <Th>الإجراءات</Th>
            </tr>
          </thead>
          <tbody>
            {visible.map((category) => (
              <Tr key={category.id}>
                <Td>{category.id}</Td>
                <Td className="font-semibold text-slate-900">{category.name}</Td>
                <Td>{formatNumber(category.cars_count)}</Td>
                <Td>
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(category)}
                      aria-label={`تعديل ${category.name}`}
                    >
                      تعديل
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-600 hover:bg-red-50"
                      onClick={() => setToDelete(category)}
                      aria-label={`حذف ${category.name}`}
                    >
                      حذف
                    </Button>
                  </div>
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      <CategoryDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="حذف الفئة"
        confirmLabel="حذف"
        busy={deleting}
        onConfirm={onDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && arm.admin.confirmDeleteCategory(toDelete.name)}
      </ConfirmDialog>
    </div>
  );
}

function CategoryDialog({ target, onClose }: { target: Category | 'new' | null; onClose: () => void }) {
  const isNew = target === 'new';
  return (
    <Dialog open={target !== null} title={isNew ? 'إضافة فئة' : 'تعديل الفئة'} onClose={onClose}>
      {target !== null && <CategoryForm key={isNew ? 'new' : target.id} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function CategoryForm({ target, onClose }: { target: Category | 'new'; onClose: () => void }) {
  const [add, { isLoading: adding }] = useAddCategoryMutation();
  const [rename, { isLoading: renaming }] = useRenameCategoryMutation();
  const [name, setName] = useState(target === 'new' ? '' : target.name);
  const [error, setError] = useState<string>();
  const busy = adding || renaming;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 50) {
      setError(arm.admin.categoryName);
      return;
    }
    try {
      if (target === 'new') await add(trimmed).unwrap();
      else await rename({ id: target.id, name: trimmed }).unwrap();
      toast.success(target === 'new' ? arm.admin.categoryAdded : arm.admin.categoryUpdated);
      onClose();
    } catch (failure) {
      setError(fieldErrors(failure).name);
      toast.error(arm.admin.categorySaveFailed);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="الفئة">
      <TextField label="اسم الفئة" required value={name} error={error} onChange={(event) => setName(event.target.value)} />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {ar.common.cancel}
        </Button>
        <Button type="submit" loading={busy}>
          حفظ
        </Button>
      </div>
    </form>
  );
}
