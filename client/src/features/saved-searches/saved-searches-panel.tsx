import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../shared/format/date';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';
import { Badge } from '../../shared/ui/badge';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { useConfirmedDelete } from '../../shared/ui/use-confirmed-delete';
import { listingsPathOf } from './saved-query';
import {
  useDeleteSavedSearchMutation,
  useGetSavedSearchesQuery,
  useMarkSavedSearchSeenMutation,
  type SavedSearch,
} from './saved-searches-api';

/**
 * The user's saved searches, newest first, each with its new matches since last opened (live:
 * a match's push reloads the list). Opening one shows its cars and resets its count.
 */
export function SavedSearchesPanel() {
  const { data, isLoading, isError, refetch } = useGetSavedSearchesQuery();
  const [markSeen] = useMarkSavedSearchSeenMutation();
  const [remove] = useDeleteSavedSearchMutation();
  const navigate = useNavigate();
  const deletion = useConfirmedDelete((search: SavedSearch) => remove(search.id).unwrap(), savedSearchesAr);

  const open = (search: SavedSearch) => {
    // The count goes back to zero whether or not this answer comes before the listings load.
    void markSeen(search.id);
    void navigate(listingsPathOf(search.query));
  };

  return (
    <section className="flex flex-col gap-4">
      <PageHeading
        title="عمليات البحث المحفوظة"
        subtitle="ننبهك عند نشر سيارة جديدة تطابق إحدى عمليات بحثك، في الجرس أعلى الصفحة."
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={savedSearchesAr.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.length === 0 ? (
        <EmptyState
          title={savedSearchesAr.empty}
          description={savedSearchesAr.emptyHint}
          action={<ButtonLink to="/car-listings">تصفح السيارات</ButtonLink>}
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-live="polite">
            {data.map((search) => (
              <li key={search.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="truncate font-bold text-slate-900">{search.name}</h2>
                    {search.new_matches > 0 && (
                      <Badge tone="brand">{plural(search.new_matches, savedSearchesAr.newMatches)}</Badge>
                    )}
                  </div>
                  <p className="text-sm text-slate-500">
                    حُفظ في <time dateTime={search.created_at}>{formatDate(search.created_at)}</time>
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => open(search)} aria-label={`فتح ${search.name}`}>
                    فتح
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-600 hover:bg-red-50"
                    disabled={deletion.dialog.busy && deletion.toDelete?.id === search.id}
                    onClick={() => deletion.ask(search)}
                    aria-label={`حذف ${search.name}`}
                  >
                    حذف
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog title="حذف البحث المحفوظ" confirmLabel="حذف" {...deletion.dialog}>
        {deletion.toDelete && savedSearchesAr.confirmDelete(deletion.toDelete.name)}
      </ConfirmDialog>
    </section>
  );
}
