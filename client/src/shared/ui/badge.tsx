import type { ReactNode } from 'react';
import type { PriceBand, PriceIndicator } from '../domain/car';
import { ar } from '../messages/ar';
import { cn } from './cn';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'featured';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
  featured: 'bg-accent-400 text-slate-900 ring-accent-500',
};

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

const PRICE_TONES: Record<PriceBand, BadgeTone> = { great: 'success', good: 'success', fair: 'neutral', high: 'warning' };

/**
 * A listing's price band as a badge (cards, my cars, the car page); nothing when there is no band.
 * Beside Badge rather than in a file of its own: a chunk of its own cost every card page bytes.
 */
export function PriceBadge({ indicator, className }: { indicator: PriceIndicator | null | undefined; className?: string }) {
  if (!indicator?.band) return null;
  return (
    <Badge tone={PRICE_TONES[indicator.band]} className={className}>
      {ar.priceIndicator.bands[indicator.band]}
    </Badge>
  );
}
