import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface ContactMessageView {
  id: number;
  sender_id: number | null;
  /** A signed-in sender's account name; an anonymous sender's name as typed. */
  name: string;
  /** A signed-in sender's account e-mail; an anonymous sender's e-mail as given, never checked. */
  email: string;
  /** True when the sender was signed in (name and e-mail are the account's); false: anyone could have typed them. */
  sender_verified: boolean;
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

/** An anonymous sender's name and e-mail as given, marked unverified; a signed-in sender as their account. */
const SELECT = `SELECT m.id, m.sender_id, COALESCE(u.name, m.name) AS name, COALESCE(u.email, m.email) AS email,
                       u.id IS NOT NULL AS sender_verified, m.phone, m.subject, m.body AS message,
                       m.read_at IS NOT NULL AS read, m.read_at, m.read_by, m.created_at
                  FROM contact_messages m LEFT JOIN users u ON u.id = m.sender_id`;

@Injectable()
export class ContactMessageQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; `unread` only narrows the list to what no admin has opened yet. */
  async page(page: number, perPage: number, unreadOnly: boolean): Promise<ContactMessagePage> {
    const filter = unreadOnly ? 'WHERE m.read_at IS NULL' : '';
    const data: ContactMessageView[] = await this.dataSource.query(
      `${SELECT} ${filter} ORDER BY m.created_at DESC, m.id DESC LIMIT $1 OFFSET $2`,
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
    const rows: ContactMessageView[] = await this.dataSource.query(`${SELECT} WHERE m.id = $1`, [id]);
    return rows[0] ?? null;
  }
}
