import type { Car, PricingPeriod } from '../../../shared/domain/car';

/** The rental search's choices (public-area.md §9). */
export const PICKUP_CITIES = ['دمشق', 'حلب', 'حمص', 'اللاذقية', 'طرطوس'] as const;
export const MONTH_CHOICES = [1, 2, 3, 6, 12] as const;

export type RentalTab = 'daily' | 'monthly';

/** The daily tab finds cars priced by the day or the week; the monthly tab, by the month. */
export const PERIODS_OF: Record<RentalTab, PricingPeriod[]> = { daily: ['daily', 'weekly'], monthly: ['monthly'] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between two yyyy-mm-dd dates (calendar days, whatever the time zone). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type RentalSpan = { days: number } | { months: number };

/**
 * What the chosen span costs with this car's pricing period, in US cents, or null when the car
 * is not priced for it. A weekly price counts every started week; a monthly one, months.
 */
export function rentalTotal(
  car: Pick<Car, 'price_usd_minor' | 'offer'>,
  span: RentalSpan,
): { minor: number; units: number; period: PricingPeriod } | null {
  const price = car.price_usd_minor;
  const period = car.offer?.pricing_period;
  if (price == null || !period) return null;
  if ('days' in span) {
    if (span.days < 1) return null;
    if (period === 'daily') return { minor: price * span.days, units: span.days, period };
    if (period === 'weekly') {
      const weeks = Math.ceil(span.days / 7);
      return { minor: price * weeks, units: weeks, period };
    }
    return null;
  }
  if (period !== 'monthly' || span.months < 1) return null;
  return { minor: price * span.months, units: span.months, period };
}

/** Today as yyyy-mm-dd in the visitor's own time zone (the date inputs' format). */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
