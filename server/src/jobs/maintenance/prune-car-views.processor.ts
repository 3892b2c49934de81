import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MARKET_DAY_SQL } from '../../shared/market-day';

/**
 * Keeps the view counters small: yesterday's and older visitor lists are no longer needed to
 * count "once per visitor per day", and counters of cars that are gone serve nobody.
 */
@Injectable()
export class PruneCarViewsProcessor {
  constructor(private readonly dataSource: DataSource) {}

  async process(): Promise<void> {
    await this.dataSource.query(`DELETE FROM public.car_view_visits WHERE day < ${MARKET_DAY_SQL} - 1`);
    await this.dataSource.query(`DELETE FROM public.car_views v WHERE NOT EXISTS (SELECT 1 FROM cars c WHERE c.id = v.car_id)`);
  }
}
