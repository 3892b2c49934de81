import { bandSql, mileageBand, MIN_COMPARABLES, priceBand } from './price-band';

describe('priceBand', () => {
  const median = 10_000_00; // $10,000 in cents

  it('places a price by its share of the median, bounds inclusive', () => {
    expect(priceBand(8_000_00, median, 10)).toBe('great');
    expect(priceBand(9_000_00, median, 10)).toBe('great');
    expect(priceBand(9_000_01, median, 10)).toBe('good');
    expect(priceBand(9_700_00, median, 10)).toBe('good');
    expect(priceBand(9_700_01, median, 10)).toBe('fair');
    expect(priceBand(10_000_00, median, 10)).toBe('fair');
    expect(priceBand(11_000_00, median, 10)).toBe('fair');
    expect(priceBand(11_000_01, median, 10)).toBe('high');
    expect(priceBand(30_000_00, median, 10)).toBe('high');
  });

  it('gives no band with too few comparables or no median', () => {
    expect(priceBand(8_000_00, median, MIN_COMPARABLES - 1)).toBeNull();
    expect(priceBand(8_000_00, median, MIN_COMPARABLES)).toBe('great');
    expect(priceBand(8_000_00, null, 10)).toBeNull();
    expect(priceBand(8_000_00, 0, 10)).toBeNull();
  });

  it('is safe for the largest prices (no float rounding at the bounds)', () => {
    const big = 999_999_999_00;
    expect(priceBand(big * 0.9, big, 10)).toBe('great');
    expect(priceBand(big, big, 10)).toBe('fair');
  });

  it('has an SQL twin with the same limits', () => {
    const sql = bandSql('p', 'm', 'n');
    expect(sql).toContain("p * 100 <= m * 90 THEN 'great'");
    expect(sql).toContain("p * 100 <= m * 97 THEN 'good'");
    expect(sql).toContain("p * 100 <= m * 110 THEN 'fair'");
    expect(sql).toContain(`n < ${MIN_COMPARABLES}`);
  });
});

describe('mileageBand', () => {
  it('groups by 50,000 km, everything from 200,000 km in one band', () => {
    expect(mileageBand(0)).toBe(0);
    expect(mileageBand(49_999)).toBe(0);
    expect(mileageBand(50_000)).toBe(1);
    expect(mileageBand(199_999)).toBe(3);
    expect(mileageBand(200_000)).toBe(4);
    expect(mileageBand(900_000)).toBe(4);
  });
});
