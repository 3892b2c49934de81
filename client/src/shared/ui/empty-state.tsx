import type { ReactNode } from 'react';
import { cn } from './cn';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
}

/** Used for "nothing here yet" and, with tone="error", for a failed load with a retry action. */
export function EmptyState({ title, description, action, tone = 'neutral', className }: EmptyStateProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50/60' : 'border-slate-300 bg-white',
        className,
      )}
    >
      <p className={cn('text-lg font-bold', tone === 'error' ? 'text-red-700' : 'text-slate-800')}>{title}</p>
      {description && <div className="max-w-md text-sm text-slate-600">{description}</div>}
      {action}
    </div>
  );
}
