import { plural } from '../../shared/format/plural';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';
import { BELL_PAGE, useGetNotificationsQuery } from './saved-searches-api';

/** The unread count beside «الإشعارات» in the side navigation (the bell's own cache entry). */
export function UnreadNotificationsBadge() {
  const { data } = useGetNotificationsQuery(BELL_PAGE);
  if (!data?.meta.unread) return null;
  return (
    <span
      className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
      aria-label={plural(data.meta.unread, savedSearchesAr.notifications.unread)}
    >
      {data.meta.unread}
    </span>
  );
}
