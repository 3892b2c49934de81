import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime, formatRelative } from '../../shared/format/date';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { cn } from '../../shared/ui/cn';
import { EmptyState } from '../../shared/ui/empty-state';
import { NumberedPagination } from '../../shared/ui/numbered-pagination';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { notificationPath } from './notification-path';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type AppNotification,
} from './saved-searches-api';

const PER_PAGE = 20;

/** Every notification of the user, newest first, a page at a time; new ones arrive live on the first page. */
export function NotificationsPanel() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useGetNotificationsQuery({ page, perPage: PER_PAGE });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  const unread = data?.meta.unread ?? 0;

  const choose = (notification: AppNotification) => {
    if (notification.read_at === null)
      markRead(notification.id)
        .unwrap()
        .catch(() => toast.error(savedSearchesAr.notifications.markFailed));
    void navigate(notificationPath(notification));
  };

  const readAll = async () => {
    try {
      await markAll().unwrap();
      toast.success(savedSearchesAr.notifications.allRead);
    } catch {
      toast.error(savedSearchesAr.notifications.markFailed);
    }
  };

  return (
    <section className="flex flex-col gap-4">
      <PageHeading
        title="الإشعارات"
        subtitle={
          data ? plural(unread, savedSearchesAr.notifications.unread) : 'السيارات الجديدة المطابقة لعمليات بحثك المحفوظة.'
        }
        actions={
          <Button variant="outline" size="sm" onClick={readAll} loading={markingAll} disabled={!unread}>
            تعليم الكل كمقروء
          </Button>
        }
      />
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <EmptyState
          tone="error"
          title={savedSearchesAr.notifications.loadFailed}
          action={<Button onClick={() => refetch()}>{ar.common.retry}</Button>}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={savedSearchesAr.notifications.empty} description={savedSearchesAr.notifications.emptyHint} />
      ) : (
        <>
          <Card className={cn('overflow-hidden', isFetching && 'opacity-60 transition-opacity')} aria-busy={isFetching}>
            <ul className="divide-y divide-slate-100" aria-live="polite">
              {data.data.map((notification) => {
                const isUnread = notification.read_at === null;
                return (
                  <li key={notification.id} className={cn(isUnread && 'bg-brand-50/60')}>
                    <button
                      type="button"
                      onClick={() => choose(notification)}
                      className="flex w-full flex-col gap-1 p-4 text-start hover:bg-slate-50"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-bold text-slate-900">{notification.title}</span>
                        {isUnread ? <Badge tone="brand">جديد</Badge> : <Badge>مقروء</Badge>}
                        <time
                          dateTime={notification.created_at}
                          title={formatDateTime(notification.created_at)}
                          className="ms-auto text-xs text-slate-500"
                        >
                          {formatRelative(notification.created_at)}
                        </time>
                      </span>
                      <span className="text-sm text-slate-600">{notification.body}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </Card>
          <NumberedPagination
            page={Math.min(page, data.meta.last_page)}
            totalPages={data.meta.last_page}
            onChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </section>
  );
}
