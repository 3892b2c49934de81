import type { ReactNode } from 'react';
import { formatNumber } from '../format/number';
import { cn } from './cn';

interface StatCardProps {
  label: string;
  value: number | null | undefined;
  hint?: ReactNode;
  tone?: 'brand' | 'success' | 'warning' | 'neutral';
}

const TONES = {
  brand: 'text-brand-700',
  success: 'text-emerald-700',
  warning: 'text-amber-700',
  neutral: 'text-slate-900',
} as const;

/** One number of an overview (total cars, views…), announced when it changes live. */
export function StatCard({ label, value, hint, tone = 'neutral' }: StatCardProps) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className={cn('text-3xl font-extrabold', TONES[tone])} aria-live="polite">
        {value == null ? '—' : formatNumber(value)}
      </dd>
      {hint && <dd className="text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}
