import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters in the URL (?status=…&q=…&page=…), so a reload or a shared link shows the
 * same page. Changing a filter goes back to page 1.
 */
export function useListParams<S extends string>(allowed: readonly S[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') as S | null;
  const status = rawStatus && allowed.includes(rawStatus) ? rawStatus : fallback;
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = useCallback(
    (changes: { status?: S; search?: string; page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.status !== undefined) next.set('status', changes.status);
          if (changes.search !== undefined) {
            if (changes.search) next.set('q', changes.search);
            else next.delete('q');
          }
          const nextPage = changes.page ?? 1;
          if (nextPage > 1) next.set('page', String(nextPage));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    status,
    search,
    page,
    setStatus: (value: S) => update({ status: value }),
    setSearch: useCallback((value: string) => update({ search: value }), [update]),
    setPage: (value: number) => update({ page: value }),
  };
}
