/**
 * Money is an integer count of minor units (cents, piastres) with a currency code, never a
 * float. SYP is the new Syrian pound of 2026 (1 new = 100 old); 'SYR', which the older client
 * sends, is accepted as an alias.
 */
export const CURRENCIES = ['SYP', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function currencyFromInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const code = value.trim().toUpperCase();
  return code === 'SYR' ? 'SYP' : code;
}

const DECIMAL = /^\s*(\d{1,13})(?:\.(\d{1,2}))?\s*$/;

/** '15000.5' or 15000.5 → 1500050, exactly; null when not a non-negative amount with ≤ 2 decimals. */
export function toMinorUnits(major: unknown): number | null {
  // A form field repeated arrives as a list: ['15'] reads as '15' (String() of a list joins it).
  const text =
    typeof major === 'number'
      ? Number.isFinite(major)
        ? String(major)
        : ''
      : typeof major === 'string'
        ? major
        : Array.isArray(major)
          ? major.join(',')
          : '';
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match.at(2) ?? '').padEnd(2, '0'));
}

/** For API bodies that show a major amount (the older client reads `price` as a number). */
export const toMajorUnits = (minor: number): number => minor / 100;

/**
 * How many units of each currency one US dollar buys, scaled by 10^6 (so 110 SYP = 110_000_000).
 * These are the starting rates; admins change them (events) and the read model holds the current ones.
 */
export const DEFAULT_RATES_PER_USD_MICRO: Record<Currency, number> = {
  USD: 1_000_000,
  SYP: 110_000_000,
  EUR: 920_000,
};

/** Converts minor units of `currency` to US cents at a rate from the table above (half-up). */
export function toUsdMinor(amountMinor: number, perUsdMicro: number): number {
  return Number(((BigInt(amountMinor) * 2_000_000n) / BigInt(perUsdMicro) + 1n) / 2n);
}

const DISPLAY_SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€', SYP: 'ل.س' };
const wholeUnits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** For texts the server writes (recommendations, mails): whole units and the symbol, '18,500 $'. */
export function formatMoney(minor: number, currency: Currency): string {
  return `${wholeUnits.format(minor / 100)}\u00a0${DISPLAY_SYMBOLS[currency]}`;
}

/**
 * A price as buyers read it: the seller's own amount and currency first, then the conversion at
 * today's rate, marked approximate: «585,000 ل.س (≈ 5,318 $)». Dollars convert to pounds, every
 * other currency to dollars; no conversion (no rate) leaves the seller's price alone.
 */
export function formatPriceWithApprox(
  minor: number,
  currency: Currency,
  converted: { usdMinor: number | null; sypMinor: number | null },
): string {
  const other: Currency = currency === 'USD' ? 'SYP' : 'USD';
  const amount = other === 'USD' ? converted.usdMinor : converted.sypMinor;
  const own = formatMoney(minor, currency);
  return amount === null ? own : `${own} (≈\u00a0${formatMoney(amount, other)})`;
}
