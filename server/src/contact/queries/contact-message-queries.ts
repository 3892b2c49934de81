import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ContactMessageView {
  id: number;
  sender_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  read: boolean;
  read_at: Date | null;
  read_by: number | null;
  created_at: Date;
}

export interface ContactMessagePage {
  data: ContactMessageView[];
  meta: { current_page: number; last_page: number; total: number; per_page: number; unread: number };
}

const SELECT = `SELECT id, sender_id, name, email, phone, subject, body AS message, read_at IS NOT NULL AS read,
                       read_at, read_by, created_at
                  FROM contact_messages`;

@Injectable()
export class ContactMessageQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; `unread` only narrows the list to what no admin has opened yet. */
  async page(page: number, perPage: number, unreadOnly: boolean): Promise<ContactMessagePage> {
    const filter = unreadOnly ? 'WHERE read_at IS NULL' : '';
    const data: ContactMessageView[] = await this.dataSource.query(
      `${SELECT} ${filter} ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [perPage, (page - 1) * perPage],
    );
    const [{ total, unread }]: Array<{ total: number; unread: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${unreadOnly ? 'read_at IS NULL' : 'true'})::int AS total,
              count(*) FILTER (WHERE read_at IS NULL)::int AS unread
         FROM contact_messages`,
    );
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    return { data, meta: { current_page: page, last_page: lastPage, total, per_page: perPage, unread } };
  }

  async one(id: number): Promise<ContactMessageView | null> {
    const rows: ContactMessageView[] = await this.dataSource.query(`${SELECT} WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }
}
