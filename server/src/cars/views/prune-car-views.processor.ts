import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobProcessor } from '../../jobs/job-processor';
import { QUEUE } from '../../jobs/queues';
import { DAILY_COUNT_DAYS } from '../../shared/day-count';
import { MARKET_DAY_SQL } from '../../shared/market-day';

export const PRUNE_CAR_VIEWS = 'prune-car-views';

/**
 * Keeps the car page counters small: yesterday's and older visitor lists (views, phone reveals)
 * are no longer needed to count "once per visitor per day", day counts older than the seller's
 * chart shows serve nobody, nor do the totals of cars that are gone.
 */
@Injectable()
export class PruneCarViewsProcessor {
  constructor(private readonly dataSource: DataSource) {}

  @JobProcessor(QUEUE.maintenance, PRUNE_CAR_VIEWS, { schedule: () => ({ every: 6 * 60 * 60_000 }) })
  async process(): Promise<void> {
    for (const visits of ['car_view_visits', 'car_reveal_visits'])
      await this.dataSource.query(`DELETE FROM public.${visits} WHERE day < ${MARKET_DAY_SQL} - 1`);
    for (const days of ['car_view_days', 'car_reveal_days'])
      await this.dataSource.query(`DELETE FROM public.${days} WHERE day <= ${MARKET_DAY_SQL} - $1::int`, [DAILY_COUNT_DAYS]);
    await this.dataSource.query(`DELETE FROM public.car_views v WHERE NOT EXISTS (SELECT 1 FROM cars c WHERE c.id = v.car_id)`);
  }
}
