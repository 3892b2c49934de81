import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListingReadPort } from '../../cars/queries/listing-read-port';

export interface CategoryView {
  id: number;
  name: string;
  /** Cars listed in it (any status): a category in use cannot be removed. */
  cars_count: number;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT k.id, k.name, k.created_at, k.updated_at FROM categories k`;

@Injectable()
export class CategoryQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly listings: ListingReadPort,
  ) {}

  async list(): Promise<CategoryView[]> {
    return this.withCounts(await this.dataSource.query(`${SELECT} ORDER BY k.id`));
  }

  async get(id: number): Promise<CategoryView | null> {
    const rows = await this.withCounts(await this.dataSource.query(`${SELECT} WHERE k.id = $1`, [id]));
    return rows[0] ?? null;
  }

  private async withCounts(rows: Array<Omit<CategoryView, 'cars_count'>>): Promise<CategoryView[]> {
    const counts = await this.listings.countsByCategory(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, cars_count: counts.get(row.id) ?? 0 }));
  }

  async exists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM categories WHERE id = $1`, [id]);
    return rows.length > 0;
  }
}
