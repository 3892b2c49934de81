import { currencyFromInput, formatMoney, formatPriceWithApprox, toMinorUnits, toUsdMinor } from './money';

describe('money', () => {
  it('parses decimal amounts into exact minor units', () => {
    expect(toMinorUnits('15000')).toBe(1_500_000);
    expect(toMinorUnits('15000.5')).toBe(1_500_050);
    expect(toMinorUnits('0.3')).toBe(30);
    expect(toMinorUnits(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: more than two decimals
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('-5')).toBeNull();
    expect(toMinorUnits('1.234')).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
    expect(toMinorUnits(Number.NaN)).toBeNull();
  });

  it('accepts the older client SYR code as SYP', () => {
    expect(currencyFromInput('syr')).toBe('SYP');
    expect(currencyFromInput('USD')).toBe('USD');
  });

  it('converts to US cents with half-up rounding in integers', () => {
    expect(toUsdMinor(1_100_000, 110_000_000)).toBe(10_000); // 11,000 SYP = 100 USD
    expect(toUsdMinor(100, 1_000_000)).toBe(100);
    expect(toUsdMinor(1, 3_000_000)).toBe(0); // a third of a cent rounds down
    expect(toUsdMinor(2, 3_000_000)).toBe(1); // two thirds rounds up
  });

  it('writes whole amounts with their symbol for server-written texts', () => {
    expect(formatMoney(1_850_050, 'USD')).toBe('18,501\u00a0$');
    expect(formatMoney(250_000_000, 'SYP')).toBe('2,500,000\u00a0ل.س');
  });

  it('writes a price as its seller gave it, then about how much in the other currency', () => {
    expect(formatPriceWithApprox(58_500_000, 'SYP', { usdMinor: 531_818, sypMinor: 58_500_000 })).toBe(
      '585,000\u00a0ل.س (≈\u00a05,318\u00a0$)',
    );
    expect(formatPriceWithApprox(1_850_000, 'USD', { usdMinor: 1_850_000, sypMinor: 203_500_000 })).toBe(
      '18,500\u00a0$ (≈\u00a02,035,000\u00a0ل.س)',
    );
    expect(formatPriceWithApprox(1_000_000, 'EUR', { usdMinor: 1_086_957, sypMinor: 119_565_217 })).toBe(
      '10,000\u00a0€ (≈\u00a010,870\u00a0$)',
    );
    // No rate, no conversion.
    expect(formatPriceWithApprox(58_500_000, 'SYP', { usdMinor: null, sypMinor: null })).toBe('585,000\u00a0ل.س');
  });
});
