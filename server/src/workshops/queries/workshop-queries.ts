import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { likePattern, normaliseArabic, searchTerms } from '../../shared/arabic/normalise';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { pageMeta, Paged, paramList } from '../../shared/http/page-query.dto';
import { ADS_PER_PAGE, WORKSHOPS_PER_PAGE } from '../domain/workshop.constants';
import { WorkshopAdListQueryDto, WorkshopListQueryDto } from '../dto/workshop-list-query.dto';
import { toWorkshopAdView, toWorkshopView, WorkshopAdRow, WorkshopAdView, WorkshopRow, WorkshopView } from './workshop-view';
import { publicName } from '../../shared/public-name';

const SELECT_WORKSHOP = `
  SELECT w.*, u.name AS owner_name, r.rating, r.review_count,
         (SELECT count(*)::int FROM workshop_ads a WHERE a.workshop_id = w.id) AS ads_count,
         (SELECT count(*)::int FROM public.place_views pv WHERE pv.kind = 'workshop' AND pv.place_id = w.id) AS views
    FROM workshops w
    LEFT JOIN users u ON u.id = w.user_id
    LEFT JOIN LATERAL (
      SELECT round(avg(rv.rating), 1)::float8 AS rating, count(*)::int AS review_count
        FROM workshop_reviews rv WHERE rv.workshop_id = w.id
    ) r ON true`;

const SELECT_AD = `
  SELECT a.*, w.name AS workshop_name, w.city AS workshop_city, w.location AS workshop_location,
         w.phone AS workshop_phone, w.status AS workshop_status, w.specialization AS workshop_specialization,
         w.user_id AS workshop_owner_id, w.image_id AS workshop_image_id, w.image_status AS workshop_image_status,
         w.image_variants AS workshop_image_variants
    FROM workshop_ads a
    JOIN workshops w ON w.id = a.workshop_id`;

interface ReviewRow {
  id: number;
  rating: number;
  comment: string;
  reviewer_id: number;
  reviewer_name: string | null;
  created_at: Date;
}

export interface ReviewView {
  id: number;
  rating: number;
  comment: string;
  reviewer: { id: number; name: string | null };
  created_at: Date;
}

const mayManage = (row: { user_id: number }, viewer?: Actor) => isAdmin(viewer) || row.user_id === viewer?.id;

@Injectable()
export class WorkshopQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** A workshop as `viewer` may see it: active ones for all, the others for their owner and admins. */
  async get(id: number, viewer?: Actor): Promise<WorkshopView | null> {
    const rows: WorkshopRow[] = await this.dataSource.query(`${SELECT_WORKSHOP} WHERE w.id = $1`, [id]);
    if (!rows.length) return null;
    const privileged = mayManage(rows[0], viewer);
    return rows[0].status === 'active' || privileged ? toWorkshopView(rows[0], privileged) : null;
  }

  async list(query: WorkshopListQueryDto, viewer?: Actor): Promise<Paged<WorkshopView>> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? query.limit ?? WORKSHOPS_PER_PAGE;
    const { params, param } = paramList();
    const where: string[] = [];
    const ownList = viewer !== undefined && query.user_id === viewer.id;
    const status = isAdmin(viewer) || ownList ? (query.status ?? 'all') : 'active';
    if (status !== 'all') where.push(`w.status = ${param(status)}`);
    if (query.user_id !== undefined) where.push(`w.user_id = ${param(query.user_id)}`);
    if (query.city) where.push(`w.city_key = ${param(normaliseArabic(query.city))}`);
    if (query.warranty) where.push(`w.warranty_offered`);
    for (const term of searchTerms(query.search)) where.push(`w.search_text LIKE ${param(likePattern(term))}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';

    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM workshops w ${whereSql}`,
      params,
    );
    const rows: WorkshopRow[] = await this.dataSource.query(
      `${SELECT_WORKSHOP} ${whereSql} ORDER BY w.warranty_offered DESC, w.created_at DESC, w.id DESC
        LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
      params,
    );
    return { data: rows.map((row) => toWorkshopView(row, mayManage(row, viewer))), meta: pageMeta(page, perPage, total) };
  }

  /** Reviews of a workshop, newest first (the caller has checked the workshop is visible). */
  async reviews(workshopId: number): Promise<ReviewView[]> {
    const rows: ReviewRow[] = await this.dataSource.query(
      `SELECT rv.id, rv.rating, rv.comment, rv.reviewer_id, u.name AS reviewer_name, rv.created_at
         FROM workshop_reviews rv LEFT JOIN users u ON u.id = rv.reviewer_id
        WHERE rv.workshop_id = $1 ORDER BY rv.created_at DESC, rv.id DESC LIMIT 200`,
      [workshopId],
    );
    return rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      reviewer: { id: r.reviewer_id, name: publicName(r.reviewer_name) },
      created_at: r.created_at,
    }));
  }

  /** An ad as `viewer` may see it: while its workshop is public, or for the workshop's owner and admins. */
  async ad(id: number, viewer?: Actor): Promise<WorkshopAdView | null> {
    const rows: WorkshopAdRow[] = await this.dataSource.query(`${SELECT_AD} WHERE a.id = $1`, [id]);
    if (!rows.length) return null;
    const row = rows[0];
    const privileged = isAdmin(viewer) || row.workshop_owner_id === viewer?.id;
    return row.workshop_status === 'active' || privileged ? toWorkshopAdView(row) : null;
  }

  /**
   * Ads of public workshops, newest first; with `workshop_id`, that workshop's ads (all of them
   * for its owner and admins, whatever the workshop's status).
   */
  async ads(query: WorkshopAdListQueryDto, viewer?: Actor): Promise<Paged<WorkshopAdView>> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? query.limit ?? ADS_PER_PAGE;
    const { params, param } = paramList();
    const where: string[] = [];
    if (query.workshop_id !== undefined) {
      where.push(`a.workshop_id = ${param(query.workshop_id)}`);
      if (!isAdmin(viewer)) where.push(`(w.status = 'active' OR w.user_id = ${param(viewer?.id ?? 0)})`);
    } else {
      where.push(`w.status = 'active'`);
    }
    if (query.user_id !== undefined) where.push(`w.user_id = ${param(query.user_id)}`);
    for (const term of searchTerms(query.search)) {
      where.push(`(a.search_text || ' ' || w.search_text) LIKE ${param(likePattern(term))}`);
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM workshop_ads a JOIN workshops w ON w.id = a.workshop_id ${whereSql}`,
      params,
    );
    const rows: WorkshopAdRow[] = await this.dataSource.query(
      `${SELECT_AD} ${whereSql} ORDER BY a.created_at DESC, a.id DESC LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
      params,
    );
    return { data: rows.map(toWorkshopAdView), meta: pageMeta(page, perPage, total) };
  }
}
