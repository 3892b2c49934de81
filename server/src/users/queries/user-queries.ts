import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListingReadPort } from '../../cars/queries/listing-read-port';
import { liveVersionAtLeast } from '../../replay/projection-versions';
import { likePattern, searchTerms } from '../../shared/arabic/normalise';
import { UserStatus } from '../../shared/auth/roles';
import { UserListQueryDto } from '../dto/user-list-query.dto';
import { USER_COUNTS_SINCE } from '../projections/users/users.projection';
import { toUserView, USER_COLUMNS, UserRow, UserView } from './user-view';

/** A user in the admin's lists: the account plus how many cars deleting it would remove. */
export type UserListItem = UserView & { cars_count: number };

export interface UserPage {
  data: UserListItem[];
  pagination: { current_page: number; last_page: number; total_pages: number; total: number; per_page: number };
}

export interface UserCounts {
  total: number;
  active: number;
  suspended: number;
}

export interface LoginRecord {
  id: number;
  status: UserStatus;
  passwordHash: string;
}

@Injectable()
export class UserQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: ListingReadPort,
  ) {}

  /** The SQL that adds workshop_id: the user's first workshop (CONTRACT.md), whatever its status. */
  protected workshopIdSql(): string {
    return `(SELECT min(w.id) FROM workshops w WHERE w.user_id = u.id)`;
  }

  async findById(id: number): Promise<UserView | null> {
    const rows: UserRow[] = await this.dataSource.query(`${this.selectUsers()} WHERE u.id = $1`, [id]);
    return rows.length ? toUserView(rows[0]) : null;
  }

  /** The users of these ids that exist, by id, in one round trip (a page's sellers). */
  async findByIds(ids: readonly number[]): Promise<Map<number, UserView>> {
    if (!ids.length) return new Map();
    const rows: UserRow[] = await this.dataSource.query(`${this.selectUsers()} WHERE u.id = ANY($1::int[])`, [[...new Set(ids)]]);
    return new Map(rows.map(toUserView).map((user) => [user.id, user]));
  }

  private selectUsers(): string {
    return `SELECT ${USER_COLUMNS}, ${this.workshopIdSql()} AS workshop_id FROM users u`;
  }

  /** The admin's user list: newest first, searchable by name or email, filtered by status. */
  async list(query: UserListQueryDto): Promise<UserPage> {
    const page = query.page ?? 1;
    const perPage = query.limit ?? 10;
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.status && query.status !== 'all') where.push(`u.status = ${param(query.status)}`);
    for (const term of searchTerms(query.search)) where.push(`u.search_text LIKE ${param(likePattern(term))}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM users u ${whereSql}`,
      params,
    );
    const rows: UserRow[] = await this.dataSource.query(
      `SELECT ${USER_COLUMNS}, ${this.workshopIdSql()} AS workshop_id
         FROM users u ${whereSql}
        ORDER BY u.created_at DESC, u.id DESC
        LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
      params,
    );
    const carCounts = await this.listings.countsByOwner(rows.map((row) => row.id));
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    return {
      data: rows.map((row) => ({ ...toUserView(row), cars_count: carCounts.get(row.id) ?? 0 })),
      pagination: { current_page: page, last_page: lastPage, total_pages: lastPage, total, per_page: perPage },
    };
  }

  /**
   * The accounts per status, from the users projection's counters once a replay has built them
   * (USER_COUNTS_SINCE); before that, counted from the accounts. Each way is a subquery of the
   * CASE, run only when its branch is taken: as two branches of a UNION, the count's was never
   * run either, but over 200,000 accounts PostgreSQL planned it in parallel and started its
   * workers anyway (6.6 ms against 0.15 ms).
   */
  async counts(): Promise<UserCounts> {
    const [{ per_status: perStatus }]: Array<{ per_status: Partial<Record<UserStatus, number>> | null }> =
      await this.dataSource.query(
        `SELECT CASE WHEN ${liveVersionAtLeast('$1', '$2')}
                     THEN (SELECT jsonb_object_agg(status, n) FROM (SELECT status, sum(users)::int AS n FROM user_counts GROUP BY status) s)
                     ELSE (SELECT jsonb_object_agg(status, n) FROM (SELECT status, count(*)::int AS n FROM users GROUP BY status) s)
                END AS per_status`,
        [USER_COUNTS_SINCE.projection, USER_COUNTS_SINCE.version],
      );
    const counted = perStatus ?? {};
    const total = Object.values(counted).reduce((sum, n) => sum + n, 0);
    return { total, active: counted.active ?? 0, suspended: counted.suspended ?? 0 };
  }

  async findLoginRecord(email: string): Promise<LoginRecord | null> {
    const [row]: Array<{ id: number; status: LoginRecord['status']; password_hash: string } | undefined> =
      await this.dataSource.query(
        `SELECT u.id, u.status, c.password_hash
         FROM users u JOIN public.user_credentials c ON c.user_id = u.id
        WHERE lower(u.email) = lower($1)`,
        [email],
      );
    return row ? { id: row.id, status: row.status, passwordHash: row.password_hash } : null;
  }

  async idByEmail(email: string): Promise<number | null> {
    const [row]: Array<{ id: number } | undefined> = await this.dataSource.query(
      `SELECT id FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return row ? row.id : null;
  }
}
