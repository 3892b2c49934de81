import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A saved search as GET /api/saved-searches lists it. */
export interface SavedSearchView {
  id: number;
  name: string;
  query: string;
  new_matches: number;
  last_seen_at: Date | null;
  created_at: Date;
}

const SELECT = `SELECT id, name, query, new_matches, last_seen_at, created_at FROM saved_searches`;

@Injectable()
export class SavedSearchQueries {
  constructor(private readonly dataSource: DataSource) {}

  /** The user's saved searches, newest first (at most 50 by the decider's rule). */
  listOf(userId: number): Promise<SavedSearchView[]> {
    return this.dataSource.query(`${SELECT} WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId]);
  }

  async one(id: number, userId: number): Promise<SavedSearchView | null> {
    const rows: SavedSearchView[] = await this.dataSource.query(`${SELECT} WHERE id = $1 AND user_id = $2`, [id, userId]);
    return rows[0] ?? null;
  }
}
