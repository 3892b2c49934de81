import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatDateTime, formatRelative } from '../../shared/format/date';
import { plural } from '../../shared/format/plural';
import { savedSearchesAr } from '../../shared/messages/pages/savedSearches';
import { cn } from '../../shared/ui/cn';
import { notify } from '../../shared/ui/notify';
import { notificationPath } from './notification-path';
import {
  BELL_PAGE,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type AppNotification,
} from './saved-searches-api';

/**
 * The header's bell for a signed-in user: the unread count, live from `notification.created`,
 * and a panel of the newest notifications; choosing one marks it read and opens its car.
 */
export default function NotificationBell() {
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery(BELL_PAGE);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Open on the page it was opened on: a followed link (another pathname) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = data?.meta.unread ?? 0;

  // Escape or a click elsewhere closes the panel.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const choose = (notification: AppNotification) => {
    if (notification.read_at === null)
      markRead(notification.id)
        .unwrap()
        .catch(() => notify.error(savedSearchesAr.notifications.markFailed));
    setOpenOn(null);
    void navigate(notificationPath(notification));
  };

  // Said inside the panel, next to the button: a toast would land on the open panel itself.
  const [outcome, setOutcome] = useState<string | null>(null);
  const readAll = () =>
    markAll()
      .unwrap()
      .then(() => setOutcome(savedSearchesAr.notifications.allRead))
      .catch(() => setOutcome(savedSearchesAr.notifications.markFailed));

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={unread ? `الإشعارات (${plural(unread, savedSearchesAr.notifications.unread)})` : 'الإشعارات'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOutcome(null);
          setOpenOn(open ? null : pathname);
        }}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2ZM10 20a2 2 0 0 0 4 0" />
        </svg>
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {/* The count's changes are read out without moving focus. */}
      <span className="sr-only" aria-live="polite">
        {unread ? plural(unread, savedSearchesAr.notifications.unread) : ''}
      </span>

      {open && (
        <section
          id={panelId}
          aria-label="الإشعارات"
          // On a phone the bell sits mid-header: the panel spans the screen under the header
          // instead of hanging off the bell's side; from sm up it hangs under the bell.
          className="fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem)] flex-col rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:end-0 sm:top-12 sm:w-[22rem]"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 p-3">
            <h2 className="font-bold text-slate-900">الإشعارات</h2>
            <button
              type="button"
              onClick={readAll}
              disabled={!unread || markingAll}
              className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
            >
              تعليم الكل كمقروء
            </button>
          </div>
          <p role="status" className="px-3 text-sm text-slate-600 empty:hidden">
            {outcome}
          </p>
          {isLoading ? (
            // Not the shared Spinner: importing it here splits the entry chunk (rolldown), a cost on every page.
            <p className="p-6 text-center text-sm text-slate-500">جاري التحميل...</p>
          ) : isError ? (
            <div className="flex flex-col items-center gap-2 p-6 text-sm text-slate-600">
              <p>{savedSearchesAr.notifications.loadFailed}</p>
              <button type="button" onClick={() => refetch()} className="font-semibold text-brand-700 hover:underline">
                إعادة المحاولة
              </button>
            </div>
          ) : !data?.data.length ? (
            <p className="p-6 text-center text-sm text-slate-600">{savedSearchesAr.notifications.empty}</p>
          ) : (
            <ul className="max-h-96 min-h-0 divide-y divide-slate-100 overflow-y-auto">
              {data.data.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    onClick={() => choose(notification)}
                    className={cn(
                      'flex w-full flex-col gap-0.5 p-3 text-start hover:bg-slate-50',
                      notification.read_at === null && 'bg-brand-50/60',
                    )}
                  >
                    <span className="flex items-center gap-2">
                      {notification.read_at === null && (
                        <span className="size-2 shrink-0 rounded-full bg-brand-600" aria-label="غير مقروء" role="img" />
                      )}
                      <span className="font-bold text-slate-900">{notification.title}</span>
                    </span>
                    <span className="text-sm text-slate-600">{notification.body}</span>
                    <time
                      dateTime={notification.created_at}
                      title={formatDateTime(notification.created_at)}
                      className="text-xs text-slate-500"
                    >
                      {formatRelative(notification.created_at)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/user-dashboard/notifications"
            className="border-t border-slate-100 p-3 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            كل الإشعارات
          </Link>
        </section>
      )}
    </div>
  );
}
