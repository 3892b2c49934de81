import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListingReadPort } from '../../cars/queries/listing-read-port';
import { DayCount } from '../../shared/day-count';
import { MARKET_TIME_ZONE } from '../../shared/market-day';

export interface MessageView {
  id: number;
  car_id: number | null;
  car_name: string | null;
  part_id: number | null;
  part_name: string | null;
  sender_id: number | null;
  /** A signed-in sender's account name; an anonymous sender's name as typed. */
  name: string;
  /** A signed-in sender's account e-mail; an anonymous sender's e-mail as given, never checked. */
  email: string;
  /** True when the sender was signed in (name and e-mail are the account's); false: anyone could have typed them. */
  sender_verified: boolean;
  phone: string | null;
  message: string;
  read: boolean;
  read_at: Date | null;
  created_at: Date;
}

/**
 * An anonymous sender may type any name and e-mail (`admin@sayyara.sy`): those are shown as given
 * and marked unverified. A signed-in sender is shown as their account, whatever they typed.
 */
const SELECT = `SELECT m.id, m.car_id, m.part_id, p.name AS part_name, m.sender_id,
                       COALESCE(u.name, m.name) AS name, COALESCE(u.email, m.email) AS email, u.id IS NOT NULL AS sender_verified,
                       m.phone, m.body AS message, m.read_at IS NOT NULL AS read, m.read_at, m.created_at
                  FROM messages m LEFT JOIN parts p ON p.id = m.part_id
                  LEFT JOIN users u ON u.id = m.sender_id`;

@Injectable()
export class MessageQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: ListingReadPort,
  ) {}

  /** The name of the car each message is about, asked of the listings (null: about a part, or the car is gone). */
  private async withCarNames(rows: Array<Omit<MessageView, 'car_name'>>): Promise<MessageView[]> {
    const carIds = [...new Set(rows.flatMap((row) => (row.car_id === null ? [] : [row.car_id])))];
    const names = await this.listings.namesOf(carIds);
    return rows.map((row) => ({ ...row, car_name: row.car_id === null ? null : (names.get(row.car_id) ?? null) }));
  }

  async inboxOf(userId: number): Promise<{ data: MessageView[]; meta: { unread: number } }> {
    const data = await this.withCarNames(
      await this.dataSource.query(`${SELECT} WHERE m.recipient_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT 200`, [
        userId,
      ]),
    );
    const [{ unread }]: Array<{ unread: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS unread FROM messages WHERE recipient_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return { data, meta: { unread } };
  }

  /**
   * Messages about a car to its seller per market day from `from` (YYYY-MM-DD, included), days
   * without any left out: leads, for the seller's chart. Read through the seller's inbox index.
   */
  async perDayAbout(carId: number, recipientId: number, from: string): Promise<DayCount[]> {
    return this.dataSource.query(
      `SELECT to_char((created_at AT TIME ZONE '${MARKET_TIME_ZONE}')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
         FROM messages
        WHERE recipient_id = $1 AND car_id = $2 AND created_at >= ($3::date::timestamp AT TIME ZONE '${MARKET_TIME_ZONE}')
        GROUP BY 1 ORDER BY 1`,
      [recipientId, carId, from],
    );
  }

  async one(id: number, recipientId: number): Promise<MessageView | null> {
    const rows = await this.withCarNames(
      await this.dataSource.query(`${SELECT} WHERE m.id = $1 AND m.recipient_id = $2`, [id, recipientId]),
    );
    return rows[0] ?? null;
  }
}
