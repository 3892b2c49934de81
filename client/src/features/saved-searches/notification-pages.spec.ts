import { describe, expect, it } from '@jest/globals';
import { createNextState as produce } from '@reduxjs/toolkit';
import { isUnreadIn, withAllRead, withNotification, withRead } from './notification-pages';
import type { AppNotification, NotificationPage, NotificationPushed } from './saved-searches-api';

const item = (id: number, read_at: string | null = null): AppNotification => ({
  id,
  kind: 'saved_search_match',
  title: `سيارة ${id}`,
  body: 'تطابق بحثك',
  link: `/cars/${id}`,
  car_id: id,
  saved_search_id: 1,
  read_at,
  created_at: '2026-11-26T10:00:00.000Z',
});

const page = (items: AppNotification[], meta: Partial<NotificationPage['meta']> = {}): NotificationPage => ({
  data: items,
  meta: {
    current_page: 1,
    last_page: 1,
    total: items.length,
    per_page: 3,
    unread: items.filter((i) => !i.read_at).length,
    ...meta,
  },
});

const pushed = (id: number, unread: number): NotificationPushed => {
  const { read_at: _read, ...rest } = item(id);
  return { ...rest, position: 100 + id, unread };
};

describe('withNotification', () => {
  it('puts the new notification first, unread, with the server’s unread count', () => {
    const next = produce(page([item(1, 'x'), item(2)]), (draft) => withNotification(draft, pushed(3, 5)));
    expect(next.data.map((n) => n.id)).toEqual([3, 1, 2]);
    expect(next.data[0].read_at).toBeNull();
    expect(next.data[0]).not.toHaveProperty('position');
    expect(next.meta).toMatchObject({ unread: 5, total: 3, last_page: 1 });
  });

  it('keeps the page to its size and counts a page more when the list overflows', () => {
    const next = produce(page([item(1), item(2), item(3)]), (draft) => withNotification(draft, pushed(4, 4)));
    expect(next.data.map((n) => n.id)).toEqual([4, 1, 2]);
    expect(next.meta).toMatchObject({ total: 4, last_page: 2 });
  });

  it('adds a notification it already shows only once', () => {
    const once = produce(page([item(1)]), (draft) => withNotification(draft, pushed(2, 2)));
    const twice = produce(once, (draft) => withNotification(draft, pushed(2, 2)));
    expect(twice.data.map((n) => n.id)).toEqual([2, 1]);
    expect(twice.meta.total).toBe(2);
  });
});

describe('withRead', () => {
  it('marks the notification read and lowers the count when it was unread', () => {
    const before = page([item(1), item(2)]);
    const wasUnread = isUnreadIn([before], 2);
    const next = produce(before, (draft) => withRead(draft, 2, 'now', wasUnread));
    expect(next.data.find((n) => n.id === 2)?.read_at).toBe('now');
    expect(next.meta.unread).toBe(1);
  });

  it('lowers the count of a page that does not show it (the bell), only when it was unread', () => {
    const bell = page([item(1)], { unread: 2 });
    const other = page([item(9)]);
    expect(produce(bell, (draft) => withRead(draft, 9, 'now', isUnreadIn([bell, other], 9))).meta.unread).toBe(1);
    const read = page([item(9, 'earlier')]);
    expect(isUnreadIn([bell, read], 9)).toBe(false);
    expect(produce(bell, (draft) => withRead(draft, 9, 'now', false)).meta.unread).toBe(2);
  });

  it('never counts below zero', () => {
    expect(produce(page([], { unread: 0 }), (draft) => withRead(draft, 1, 'now', true)).meta.unread).toBe(0);
  });
});

describe('withAllRead', () => {
  it('marks every notification read, keeping earlier read times', () => {
    const next = produce(page([item(1), item(2, 'earlier')]), (draft) => withAllRead(draft, 'now'));
    expect(next.data.map((n) => n.read_at)).toEqual(['now', 'earlier']);
    expect(next.meta.unread).toBe(0);
  });
});
