import { describe, expect, it, jest } from '@jest/globals';
import { formatMoney } from './money';
import { formatDecimal, formatNumber } from './number';

const intl = (value: number, digits: number) =>
  new Intl.NumberFormat('ar-SY', {
    numberingSystem: 'latn',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

// A fixed spread of integers of every length, and of amounts in minor units (cents).
const INTEGERS = [0, 1, 7, 12, 999, 1000, 1001, 65_432, 999_999, 1_000_000, 12_345_678, 2_500_000_000, -1, -1234, -9_876_543];
const minorAmounts = Array.from({ length: 400 }, (_, i) => (((i + 1) * 7_919_993) % 1_000_000_007) * (i % 5 === 0 ? -1 : 1));

describe('number formatting', () => {
  it('writes what Intl writes for ar-SY with Latin digits: grouping, rounding, fraction, sign', () => {
    for (const value of [...INTEGERS, 0.4, 0.5, 1.5, 2.5, -0.6, -2.5, 1234.5, 99_999.49, 99_999.5, 1e20])
      expect([value, formatNumber(value)]).toEqual([value, intl(value, 0)]);
    for (const minor of minorAmounts) {
      expect([minor, formatDecimal(minor / 100, 2)]).toEqual([minor, intl(minor / 100, 2)]);
      expect([minor, formatDecimal(minor / 100, 0)]).toEqual([minor, intl(minor / 100, 0)]);
    }
  });

  it('prices keep their shape', () => {
    expect(formatMoney(1_500_000, 'USD')).toBe('15,000\u00a0$');
    expect(formatMoney(12_345, 'SYP', { exact: true })).toBe('123.45\u00a0ل.س');
  });

  it('loads no locale data to format a page’s numbers (a first Intl.NumberFormat blocks a slow phone)', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatNumber(123_456);
      formatMoney(1_500_000, 'USD');
      formatMoney(12_345, 'SYP', { exact: true });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
