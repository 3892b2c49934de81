import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PageMeta, pageMeta } from '../../shared/http/page-query.dto';
import { NotificationKind } from '../domain/notification.events';

/** A notification as GET /api/notifications lists it. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  car_id: number | null;
  saved_search_id: number | null;
  read_at: Date | null;
  created_at: Date;
}

const SELECT = `SELECT id, kind, title, body, link, car_id, saved_search_id, read_at, created_at FROM notifications`;

@Injectable()
export class NotificationQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** One page of the user's notifications, newest first, with their unread count. */
  async pageOf(
    userId: number,
    page: number,
    perPage: number,
  ): Promise<{ data: NotificationView[]; meta: PageMeta & { unread: number } }> {
    const data: NotificationView[] = await this.dataSource.query(
      `${SELECT} WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    );
    const [{ total, unread }]: Array<{ total: number; unread: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
         FROM notifications WHERE user_id = $1`,
      [userId],
    );
    return { data, meta: { ...pageMeta(page, perPage, total), unread } };
  }

  async one(id: number, userId: number): Promise<NotificationView | null> {
    const rows: NotificationView[] = await this.dataSource.query(`${SELECT} WHERE id = $1 AND user_id = $2`, [id, userId]);
    return rows[0] ?? null;
  }

  /** A notification and whose it is, for the worker (no viewer). */
  async byId(id: number): Promise<(NotificationView & { user_id: number }) | null> {
    const rows: Array<NotificationView & { user_id: number }> = await this.dataSource.query(
      `SELECT id, user_id, kind, title, body, link, car_id, saved_search_id, read_at, created_at FROM notifications WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Whose notification this is (null: there is none with this id). */
  async ownerOf(id: number): Promise<number | null> {
    const [row]: Array<{ user_id: number } | undefined> = await this.dataSource.query(
      `SELECT user_id FROM notifications WHERE id = $1`,
      [id],
    );
    return row?.user_id ?? null;
  }

  /** The user's newest notification's id (null: they have none). */
  async newestOf(userId: number): Promise<number | null> {
    const [row]: Array<{ id: number | null } | undefined> = await this.dataSource.query(
      `SELECT max(id) AS id FROM notifications WHERE user_id = $1`,
      [userId],
    );
    return row?.id ?? null;
  }

  /**
   * For each notification, its user's unread notifications up to it (itself included): the
   * count a push shows, whatever was raised after it meanwhile.
   */
  async unreadUpTo(ids: number[]): Promise<Map<number, number>> {
    const rows: Array<{ id: number; unread: number }> = await this.dataSource.query(
      `SELECT n.id, (SELECT count(*)::int FROM notifications u
                      WHERE u.user_id = n.user_id AND u.read_at IS NULL AND u.id <= n.id) AS unread
         FROM notifications n WHERE n.id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.unread]));
  }

  async unreadOf(userId: number): Promise<number> {
    const [{ unread }]: Array<{ unread: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return unread;
  }
}
