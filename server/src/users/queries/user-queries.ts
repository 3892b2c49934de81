import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserStatus } from '../../shared/auth/roles';
import { toUserView, USER_COLUMNS, UserRow, UserView } from './user-view';

export interface LoginRecord {
  id: number;
  status: UserStatus;
  passwordHash: string;
}

@Injectable()
export class UserQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The SQL that adds workshop_id: the user's first workshop (CONTRACT.md), whatever its status. */
  protected workshopIdSql(): string {
    return `(SELECT min(w.id) FROM workshops w WHERE w.user_id = u.id)`;
  }

  async findById(id: number): Promise<UserView | null> {
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, ${this.workshopIdSql()} AS workshop_id FROM users u WHERE u.id = $1`,
      [id],
    );
    return rows.length ? toUserView(rows[0]) : null;
  }

  async findLoginRecord(email: string): Promise<LoginRecord | null> {
    const rows = await this.dataSource.query(
      `SELECT u.id, u.status, c.password_hash
         FROM users u JOIN public.user_credentials c ON c.user_id = u.id
        WHERE lower(u.email) = lower($1)`,
      [email],
    );
    return rows.length ? { id: rows[0].id, status: rows[0].status, passwordHash: rows[0].password_hash } : null;
  }

  async idByEmail(email: string): Promise<number | null> {
    const rows = await this.dataSource.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email]);
    return rows.length ? rows[0].id : null;
  }
}
