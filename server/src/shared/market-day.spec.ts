import { marketDay } from './market-day';

describe('marketDay', () => {
  it('is the date in Damascus (UTC+3), not the server’s', () => {
    expect(marketDay(new Date('2026-11-24T20:59:59Z'))).toBe('2026-11-24');
    expect(marketDay(new Date('2026-11-24T21:00:00Z'))).toBe('2026-11-25');
    expect(marketDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });
});
