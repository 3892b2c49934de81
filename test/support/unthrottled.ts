/**
 * Tests and benchmarks call from one address far more often than any person would: these
 * budgets keep the rate limits out of their way. Tests of the limits set their own.
 */
export const UNTHROTTLED: Record<string, string> = {
  LOGIN_RATE_LIMIT: '1000',
  LOGIN_ACCOUNT_LIMIT: '100000',
  RATE_LIMIT_REGISTER: '100000/1h',
  // A market bench asks ~1,000 searches a second of one server for many minutes.
  RATE_LIMIT_SEARCH: '100000000/1h',
  RATE_LIMIT_SUGGEST: '100000000/1h',
  RATE_LIMIT_RECOMMEND: '100000/1h',
  RATE_LIMIT_UPLOAD: '100000/1h',
  RATE_LIMIT_PHOTO: '100000/1h',
  RATE_LIMIT_PASSWORD: '100000/1h',
  RATE_LIMIT_REVEAL: '100000/1h',
};
