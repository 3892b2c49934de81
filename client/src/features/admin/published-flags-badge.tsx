import { useGetPublishedFlagsQuery } from './published-flags-api';

/** Published listings with flags to look at, beside their panel in the admin navigation; live like the panel. */
export function PublishedFlagsBadge() {
  const { data } = useGetPublishedFlagsQuery({ page: 1, sort: 'newest' });
  const total = data?.pagination.total;
  if (!total) return null;
  return (
    <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white" aria-label={`${total} بإشارات جديدة`}>
      {total}
    </span>
  );
}
