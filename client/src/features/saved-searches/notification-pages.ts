import type { NotificationPage, NotificationPushed } from './saved-searches-api';

// How a cached page of GET /api/notifications changes with a push or a read, on its Immer draft:
// the page then shows what a reload would, without one.

/** A pushed notification, at the top of the first page (once), with the server's unread count. */
export function withNotification(page: NotificationPage, pushed: NotificationPushed): void {
  page.meta.unread = pushed.unread;
  if (page.data.some((item) => item.id === pushed.id)) return;
  const { id, kind, title, body, link, car_id, saved_search_id, created_at } = pushed;
  page.data.unshift({ id, kind, title, body, link, car_id, saved_search_id, created_at, read_at: null });
  if (page.data.length > page.meta.per_page) page.data.pop();
  page.meta.total += 1;
  page.meta.last_page = Math.max(1, Math.ceil(page.meta.total / page.meta.per_page));
}

/** Whether any of these pages shows notification `id` unread (so reading it lowers the count). */
export const isUnreadIn = (pages: NotificationPage[], id: number): boolean =>
  pages.some((page) => page.data.some((item) => item.id === id && item.read_at === null));

/**
 * Notification `id` read. `wasUnread`: it was unread on some page, so every page's count (the
 * bell's too, whose page may not show it) goes down by one.
 */
export function withRead(page: NotificationPage, id: number, readAt: string, wasUnread: boolean): void {
  const item = page.data.find((candidate) => candidate.id === id);
  if (item && item.read_at === null) item.read_at = readAt;
  if (wasUnread) page.meta.unread = Math.max(0, page.meta.unread - 1);
}

export function withAllRead(page: NotificationPage, readAt: string): void {
  page.data.forEach((item) => {
    item.read_at ??= readAt;
  });
  page.meta.unread = 0;
}
