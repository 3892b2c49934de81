import { useGetAdminStatsQuery } from './moderation-api';

/** Cars awaiting review, beside 'مراجعة الإعلانات' in the admin navigation; it follows the queue live. */
export function PendingCarsBadge() {
  const { data } = useGetAdminStatsQuery();
  if (!data?.cars.pending) return null;
  return (
    <span
      className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-white"
      aria-label={`${data.cars.pending} بانتظار المراجعة`}
    >
      {data.cars.pending}
    </span>
  );
}
