import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Actor } from '../shared/auth/roles';
import { marketDay } from '../shared/market-day';
import type { PlaceKind } from '../../../shared/place-kind';

/**
 * Views of store and workshop pages: a page opened by someone other than its owner, once per
 * visitor per day (Damascus time, like car views). Counters, not events (CONTRACT.md): they are not replayed. Anonymous visitors
 * are told apart by a hash of their address (not their User-Agent, which they choose freely),
 * never stored in the clear.
 */
@Injectable()
export class PlaceViews {
  constructor(private readonly dataSource: DataSource) {}

  async record(kind: PlaceKind, placeId: number, ownerId: number, viewer: Actor | undefined, request: Request): Promise<void> {
    if (viewer?.id === ownerId) return;
    const day = marketDay();
    const visitor = viewer
      ? `u:${viewer.id}`
      : `a:${createHash('sha256')
          .update(`${request.ip ?? ''}|${day}`)
          .digest('base64url')
          .slice(0, 22)}`;
    await this.dataSource.query(
      `INSERT INTO public.place_views (kind, place_id, day, visitor) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [kind, placeId, day, visitor],
    );
  }

  async count(kind: PlaceKind, placeId: number): Promise<number> {
    const [{ views }]: Array<{ views: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS views FROM public.place_views WHERE kind = $1 AND place_id = $2`,
      [kind, placeId],
    );
    return views;
  }
}
