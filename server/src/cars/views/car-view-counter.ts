import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MARKET_DAY_SQL } from '../../shared/market-day';

/**
 * Who opened a car page: a signed-in account, or an anonymous address. Not the browser's
 * User-Agent: it is the caller's to choose, so rotating it would count one visitor many times.
 */
export type Visitor = { userId: number } | { address: string };

/** Only a digest is kept: the counter needs to tell visitors apart, not to know who they are. */
const visitorKey = (visitor: Visitor): Buffer =>
  createHash('sha256')
    .update('userId' in visitor ? `u:${visitor.userId}` : `a:${visitor.address}`)
    .digest();

/**
 * Car page views: counters, not events (CONTRACT.md). A visitor counts once per car per day
 * (Damascus time); the visit row and the counter change in one statement.
 */
@Injectable()
export class CarViewCounter {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts the view unless this visitor was already counted today; answers whether it counted. */
  async count(carId: number, visitor: Visitor): Promise<boolean> {
    const rows: Array<{ views: number }> = await this.dataSource.query(
      `WITH visit AS (
         INSERT INTO public.car_view_visits (car_id, visitor, day)
         VALUES ($1, $2, ${MARKET_DAY_SQL})
         ON CONFLICT DO NOTHING
         RETURNING car_id)
       INSERT INTO public.car_views (car_id, views) SELECT car_id, 1 FROM visit
       ON CONFLICT (car_id) DO UPDATE SET views = public.car_views.views + 1, updated_at = now()
       RETURNING views`,
      [carId, visitorKey(visitor)],
    );
    return rows.length > 0;
  }

  async views(carId: number): Promise<number> {
    const [row]: Array<{ views: number } | undefined> = await this.dataSource.query(
      `SELECT views FROM public.car_views WHERE car_id = $1`,
      [carId],
    );
    return row?.views ?? 0;
  }
}
