import { useMemo, useState, type ReactNode } from 'react';
import { formatNumber } from '../format/number';
import { ar } from '../messages/ar';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { TextField } from '../ui/inputs';
import { PageHeading } from '../ui/page-heading';
import { PageSpinner } from '../ui/spinner';
import type { Place, PlacesQuery } from './place';

interface AdminPlacesPageProps<T extends Place> {
  /** `stores` or `workshops`: names the table's heading id. */
  kind: string;
  query: PlacesQuery<T>;
  texts: { title: string; subtitle: string; loadFailed: string; allTitle: string; searchLabel: string };
  /** The heading's add button. */
  action: ReactNode;
  /** The text a search matches (lower-cased here). */
  searchText: (place: T) => string;
  /** The moderation queue of the pending ones. */
  queue: (pending: T[]) => ReactNode;
  table: (shown: T[]) => ReactNode;
  children?: ReactNode;
}

/** /admin/stores and /admin/workshops: the live moderation queue above the table of every place, searchable. */
export function AdminPlacesPage<T extends Place>({
  kind,
  query,
  texts,
  action,
  searchText,
  queue,
  table,
  children,
}: AdminPlacesPageProps<T>) {
  const { data, isLoading, isError, refetch } = query;
  const [search, setSearch] = useState('');
  const places = useMemo(() => data?.data ?? [], [data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? places.filter((place) => searchText(place).toLowerCase().includes(needle)) : places;
  }, [places, search, searchText]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={texts.title} subtitle={texts.subtitle} actions={action} />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState tone="error" title={texts.loadFailed} action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>} />
      ) : (
        <div className="flex flex-col gap-10">
          {queue(places.filter((place) => place.status === 'pending'))}
          <section aria-labelledby={`${kind}-table-heading`} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id={`${kind}-table-heading`} className="text-xl font-bold text-slate-900">
                {texts.allTitle} <span className="text-base text-slate-500">({formatNumber(places.length)})</span>
              </h2>
              <TextField
                label={texts.searchLabel}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="w-72"
              />
            </div>
            {table(shown)}
          </section>
        </div>
      )}
      {children}
    </div>
  );
}
