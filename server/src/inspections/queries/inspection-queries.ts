import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CarDetails } from '../../cars/domain/car.events';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { pageMeta, Paged, paramList } from '../../shared/http/page-query.dto';
import { InspectionStatus } from '../domain/inspection.events';
import { InspectionListQueryDto } from '../dto/inspection.dto';

interface InspectionRow {
  id: number;
  user_id: number;
  status: InspectionStatus;
  car: CarDetails;
  phone: string;
  city: string;
  preferred_date: string | null;
  scheduled_at: Date | null;
  admin_note: string | null;
  created_at: Date;
  updated_at: Date;
  requester_name: string | null;
  requester_email: string | null;
}

/** A request as the API shows it: the car form's fields (snake_case, as sent) at the top and under `car`. */
function toInspectionView(row: InspectionRow) {
  const c = row.car;
  const car = {
    name: c.name,
    brand: c.brand,
    category_id: c.categoryId,
    country_of_manufacture: c.countryOfManufacture,
    model: c.model,
    year: c.year,
    condition: c.condition,
    mileage: c.mileage,
    fuel_type: c.fuelType,
    transmission: c.transmission,
    horsepower: c.horsepower,
    seats: c.seats,
    color: c.color,
    description: c.description,
    other_benefits: c.otherBenefits,
  };
  return {
    id: row.id,
    user_id: row.user_id,
    status: row.status,
    ...car,
    car,
    phone: row.phone,
    city: row.city,
    preferred_date: row.preferred_date,
    scheduled_at: row.scheduled_at,
    admin_note: row.admin_note,
    requester: { id: row.user_id, name: row.requester_name, email: row.requester_email },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type InspectionView = ReturnType<typeof toInspectionView>;

const SELECT = `
  SELECT i.id, i.user_id, i.status, i.car, i.phone, i.city, to_char(i.preferred_date, 'YYYY-MM-DD') AS preferred_date,
         i.scheduled_at, i.admin_note, i.created_at, i.updated_at, u.name AS requester_name, u.email AS requester_email
    FROM inspections i LEFT JOIN users u ON u.id = i.user_id`;

@Injectable()
export class InspectionQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** A request for its requester and admins only. */
  async get(id: number, viewer: Actor): Promise<InspectionView | null> {
    const rows: InspectionRow[] = await this.dataSource.query(`${SELECT} WHERE i.id = $1`, [id]);
    if (!rows.length || (rows[0].user_id !== viewer.id && !isAdmin(viewer))) return null;
    return toInspectionView(rows[0]);
  }

  /** The caller's own requests, newest first; every request for admins (or one user's with `user_id`). */
  async list(query: InspectionListQueryDto, viewer: Actor): Promise<Paged<InspectionView>> {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? query.limit ?? 20;
    const { params, param } = paramList();
    const where: string[] = [];
    if (!isAdmin(viewer)) where.push(`i.user_id = ${param(viewer.id)}`);
    else if (query.user_id !== undefined) where.push(`i.user_id = ${param(query.user_id)}`);
    if (query.status && query.status !== 'all') where.push(`i.status = ${param(query.status)}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM inspections i ${whereSql}`,
      params,
    );
    const rows: InspectionRow[] = await this.dataSource.query(
      `${SELECT} ${whereSql} ORDER BY i.created_at DESC, i.id DESC LIMIT ${param(perPage)} OFFSET ${param((page - 1) * perPage)}`,
      params,
    );
    return { data: rows.map(toInspectionView), meta: pageMeta(page, perPage, total) };
  }
}
