/** How many of something a day saw (a market day, YYYY-MM-DD: shared/market-day.ts). */
export interface DayCount {
  day: string;
  count: number;
}

/**
 * How many days of per-day counts (views, phone reveals) a seller's chart shows, today
 * included, and so how long they are kept (the maintenance job prunes older days).
 */
export const DAILY_COUNT_DAYS = 30;
