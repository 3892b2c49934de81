import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface CategoryView {
  id: number;
  name: string;
  /** Cars listed in it (any status): a category in use cannot be removed. */
  cars_count: number;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT k.id, k.name, k.created_at, k.updated_at,
                       (SELECT count(*)::int FROM cars c WHERE c.category_id = k.id) AS cars_count
                  FROM categories k`;

@Injectable()
export class CategoryQueries {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<CategoryView[]> {
    return this.dataSource.query(`${SELECT} ORDER BY k.id`);
  }

  async get(id: number): Promise<CategoryView | null> {
    const rows: CategoryView[] = await this.dataSource.query(`${SELECT} WHERE k.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async exists(id: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM categories WHERE id = $1`, [id]);
    return rows.length > 0;
  }
}
