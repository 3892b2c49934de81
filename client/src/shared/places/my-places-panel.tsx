import type { ReactNode } from 'react';
import { ar } from '../messages/ar';
import { Button } from '../ui/button';
import { ColumnsTable, type Column } from '../ui/columns-table';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { EmptyState } from '../ui/empty-state';
import { RowActions } from '../ui/row-actions';
import { PageSpinner } from '../ui/spinner';
import type { Place, PlacesQuery } from './place';
import { useConfirmedDelete } from '../ui/use-confirmed-delete';

interface MyPlacesPanelProps<T extends Place> {
  /** `stores` or `workshops`: names the section's heading id. */
  kind: string;
  query: PlacesQuery<T>;
  title: string;
  /** The heading's links (add, the workshop dashboard). */
  actions: ReactNode;
  texts: { loadFailed: string; mineEmpty: string; confirmDelete: string; deleted: string; deleteFailed: string };
  emptyAction: ReactNode;
  /** Every column but the last: the row's actions, which always end with delete. */
  columns: Column<T>[];
  /** The row's links before delete (view or manage, edit). */
  links: (place: T) => Array<{ label: string; to: string; tone?: 'brand' }>;
  remove: (place: T) => Promise<unknown>;
}

/** The owner's stores or workshops in the user dashboard: status (live), the row's links, delete. */
export function MyPlacesPanel<T extends Place>({
  kind,
  query,
  title,
  actions,
  texts,
  emptyAction,
  columns,
  links,
  remove,
}: MyPlacesPanelProps<T>) {
  const { data, isLoading, isError, refetch } = query;
  const deletion = useConfirmedDelete(remove, texts);
  const withActions: Column<T>[] = [
    ...columns,
    {
      head: 'الإجراءات',
      cell: (place) => (
        <RowActions
          subject={place.name}
          wrap
          actions={[...links(place), { label: 'حذف', onClick: () => deletion.ask(place), tone: 'danger' }]}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby={`my-${kind}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`my-${kind}-heading`} className="text-xl font-bold text-slate-900">
          {title} {data && <span className="text-base font-semibold text-slate-500">({data.data.length})</span>}
        </h2>
        {actions}
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState tone="error" title={texts.loadFailed} action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>} />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={texts.mineEmpty} action={emptyAction} />
      ) : (
        <ColumnsTable caption={title} columns={withActions} items={data.data} />
      )}
      <ConfirmDialog title={texts.confirmDelete} confirmLabel="حذف" {...deletion.dialog}>
        {deletion.toDelete?.name}
      </ConfirmDialog>
    </section>
  );
}
