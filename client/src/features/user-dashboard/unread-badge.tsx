import { useGetInboxQuery } from './account-api';

/** The unread count beside 'الرسائل' in the side navigation. */
export function UnreadMessagesBadge() {
  const { data } = useGetInboxQuery();
  if (!data?.meta.unread) return null;
  return (
    <span
      className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
      aria-label={`${data.meta.unread} غير مقروءة`}
    >
      {data.meta.unread}
    </span>
  );
}
