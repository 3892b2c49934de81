/** The market's clock: a "day" (a visitor counted once a day) is a day in Damascus, wherever the server runs. */
export const MARKET_TIME_ZONE = 'Asia/Damascus';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The market's date at `at`, as YYYY-MM-DD. */
export const marketDay = (at: Date = new Date()): string => dayFormat.format(at);

/** The market's date in SQL, for statements that take the time from the database. */
export const MARKET_DAY_SQL = `(now() AT TIME ZONE '${MARKET_TIME_ZONE}')::date`;
