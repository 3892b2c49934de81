import { useId, type ReactNode } from 'react';
import { cn } from './cn';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A visible label bound to its control, plus hint and error wired through aria-describedby. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* No asterisk inside the label: it would become part of the field's accessible
          name. Required is the default here; optional fields say so in their label. */}
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses = cn(
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 text-slate-900 shadow-xs transition',
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-100',
);
