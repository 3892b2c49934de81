import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MARKET_DAY_SQL } from '../../shared/market-day';
import { DayCount } from '../../shared/day-count';
import { Visitor, visitorKey } from '../../shared/visitor';

/**
 * Car page views: counters, not events (CONTRACT.md). A visitor counts once per car per day
 * (Damascus time); the visit row, the car's total and its day's count change in one statement.
 * The day counts feed the seller's chart (the last 30 days); the total stays on the car.
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
         RETURNING car_id, day),
       of_day AS (
         INSERT INTO public.car_view_days (car_id, day, views) SELECT car_id, day, 1 FROM visit
         ON CONFLICT (car_id, day) DO UPDATE SET views = public.car_view_days.views + 1)
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

  /** The car's views per day from `from` (YYYY-MM-DD, included), days without views left out. */
  async perDay(carId: number, from: string): Promise<DayCount[]> {
    return this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, views AS count FROM public.car_view_days
        WHERE car_id = $1 AND day >= $2::date ORDER BY day`,
      [carId, from],
    );
  }
}
