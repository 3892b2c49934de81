import { ar } from '../messages/ar';
import { cn } from './cn';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text read by screen readers (and shown when `showLabel`). */
  label?: string;
  showLabel?: boolean;
  /** Inside a button that already says what is happening. */
  decorative?: boolean;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' };

export function Spinner({ size = 'md', label = ar.common.loading, showLabel, decorative, className }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-spin rounded-full border-current border-t-transparent', SIZES[size])}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className={cn('inline-flex items-center gap-3 text-brand-600', className)}>
      {circle}
      <span className={showLabel ? 'text-sm text-slate-600' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A centred loading block for whole pages or panels. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-60 items-center justify-center">
      <Spinner size="lg" label={label} showLabel />
    </div>
  );
}
