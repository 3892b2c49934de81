import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListingReadPort } from '../../cars/queries/listing-read-port';
import { likePattern, normaliseArabic, searchTerms } from '../../shared/arabic/normalise';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { pageMeta, Paged, paramList } from '../../shared/http/page-query.dto';
import { STORES_PER_PAGE } from '../domain/store.constants';
import { StoreListQueryDto } from '../dto/store-list-query.dto';
import { StoreRow, StoreView, toStoreView } from './store-view';

/**
 * A store with its owner, views and the number of cars its owner has for sale: a store's cars
 * are the active sale offers of the account that owns the store (one seller, one stock).
 */
const SELECT_STORE = `
  SELECT s.*, u.name AS owner_name,
         (SELECT count(*)::int FROM public.place_views pv WHERE pv.kind = 'store' AND pv.place_id = s.id) AS views
    FROM stores s
    LEFT JOIN users u ON u.id = s.user_id`;

@Injectable()
export class StoreQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: ListingReadPort,
  ) {}

  /** Each store's `cars_count`: its owner's active sale offers, asked of the listings. */
  private async withStock(rows: Array<Omit<StoreRow, 'cars_count'>>): Promise<StoreRow[]> {
    const counts = await this.listings.forSaleCountsByOwner([...new Set(rows.map((row) => row.user_id))]);
    return rows.map((row) => ({ ...row, cars_count: counts.get(row.user_id) ?? 0 }));
  }

  /** A store as `viewer` may see it: active stores for all, the others for their owner and admins. */
  async get(id: number, viewer?: Actor): Promise<StoreView | null> {
    const rows = await this.withStock(await this.dataSource.query(`${SELECT_STORE} WHERE s.id = $1`, [id]));
    if (!rows.length) return null;
    const row = rows[0];
    const privileged = isAdmin(viewer) || row.user_id === viewer?.id;
    return row.status === 'active' || privileged ? toStoreView(row) : null;
  }

  async list(query: StoreListQueryDto, viewer?: Actor): Promise<Paged<StoreView>> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? query.limit ?? STORES_PER_PAGE;
    const { params, param } = paramList();
    const where: string[] = [];
    // Visibility: admins see every status, owners all of their own, everyone else active stores only.
    const ownList = viewer !== undefined && query.user_id === viewer.id;
    const status = isAdmin(viewer) || ownList ? (query.status ?? 'all') : 'active';
    if (status !== 'all') where.push(`s.status = ${param(status)}`);
    if (query.user_id !== undefined) where.push(`s.user_id = ${param(query.user_id)}`);
    if (query.location) where.push(`s.search_text LIKE ${param(likePattern(normaliseArabic(query.location)))}`);
    for (const term of searchTerms(query.search)) where.push(`s.search_text LIKE ${param(likePattern(term))}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';

    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM stores s ${whereSql}`,
      params,
    );
    const rows = await this.withStock(
      await this.dataSource.query(
        `${SELECT_STORE} ${whereSql} ORDER BY s.created_at DESC, s.id DESC LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
        params,
      ),
    );
    return { data: rows.map(toStoreView), meta: pageMeta(page, perPage, total) };
  }
}
