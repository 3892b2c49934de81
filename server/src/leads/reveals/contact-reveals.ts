import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DayCount } from '../../shared/day-count';
import { MARKET_DAY_SQL } from '../../shared/market-day';
import { Visitor, visitorKey } from '../../shared/visitor';

/**
 * Phone reveals: a buyer asked for a seller's number, a lead. Counters like views (CONTRACT.md:
 * not events, not replayed): once per visitor per car per day (Damascus time), the visit row and
 * the day's count changed in one statement.
 */
@Injectable()
export class ContactReveals {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts the reveal unless this visitor was already counted for this car today; answers whether it counted. */
  async count(carId: number, visitor: Visitor): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH visit AS (
         INSERT INTO public.car_reveal_visits (car_id, visitor, day)
         VALUES ($1, $2, ${MARKET_DAY_SQL})
         ON CONFLICT DO NOTHING
         RETURNING car_id, day)
       INSERT INTO public.car_reveal_days (car_id, day, reveals) SELECT car_id, day, 1 FROM visit
       ON CONFLICT (car_id, day) DO UPDATE SET reveals = public.car_reveal_days.reveals + 1
       RETURNING reveals`,
      [carId, visitorKey(visitor)],
    );
    return rows.length > 0;
  }

  /** The car's reveals per day from `from` (YYYY-MM-DD, included), days without any left out. */
  async perDay(carId: number, from: string): Promise<DayCount[]> {
    return this.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, reveals AS count FROM public.car_reveal_days
        WHERE car_id = $1 AND day >= $2::date ORDER BY day`,
      [carId, from],
    );
  }
}
