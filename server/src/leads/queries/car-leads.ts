import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CarViewCounter } from '../../cars/views/car-view-counter';
import { MessageQueries } from '../../messages/queries/message-queries';
import { DAILY_COUNT_DAYS, DayCount } from '../../shared/day-count';
import { MARKET_DAY_SQL } from '../../shared/market-day';
import { ContactReveals } from '../reveals/contact-reveals';

/** One market day of a car's audience: page views, phone reveals and messages (the last two, leads). */
export interface LeadDay {
  day: string;
  views: number;
  reveals: number;
  messages: number;
}

/** GET /api/cars/{id}/leads: the last DAILY_COUNT_DAYS days, oldest first, every day present. */
export interface CarLeadsView {
  car_id: number;
  days: LeadDay[];
  totals: Omit<LeadDay, 'day'>;
}

/** `count` days from `first` (YYYY-MM-DD), by the calendar (UTC arithmetic: no clock changes in between). */
const daysFrom = (first: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(`${first}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });

const byDay = (counts: DayCount[]) => new Map(counts.map(({ day, count }) => [day, count]));

/**
 * A car's audience per day for its seller's chart, from the tables of the contexts that count
 * each: views (cars), phone reveals (here), messages (messages). Days are Damascus days on the
 * database's clock, the one the counters date their rows by.
 */
@Injectable()
export class CarLeads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: CarViewCounter,
    private readonly reveals: ContactReveals,
    private readonly messages: MessageQueries,
  ) {}

  async of(carId: number, sellerId: number): Promise<CarLeadsView> {
    const [{ first }]: Array<{ first: string }> = await this.dataSource.query(
      `SELECT to_char(${MARKET_DAY_SQL} - $1::int + 1, 'YYYY-MM-DD') AS first`,
      [DAILY_COUNT_DAYS],
    );
    const [views, reveals, messages] = (
      await Promise.all([
        this.views.perDay(carId, first),
        this.reveals.perDay(carId, first),
        this.messages.perDayAbout(carId, sellerId, first),
      ])
    ).map(byDay);
    const days = daysFrom(first, DAILY_COUNT_DAYS).map((day) => ({
      day,
      views: views.get(day) ?? 0,
      reveals: reveals.get(day) ?? 0,
      messages: messages.get(day) ?? 0,
    }));
    const sum = (key: keyof CarLeadsView['totals']) => days.reduce((total, day) => total + day[key], 0);
    return { car_id: carId, days, totals: { views: sum('views'), reveals: sum('reveals'), messages: sum('messages') } };
  }
}
