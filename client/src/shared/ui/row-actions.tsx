import { Link } from 'react-router-dom';
import { cn } from './cn';

const TONES = {
  brand: 'text-brand-700 hover:bg-brand-50',
  neutral: 'text-slate-700 hover:bg-slate-100',
  danger: 'text-red-600 hover:bg-red-50',
} as const;

export interface RowAction {
  label: string;
  /** A link (view, edit pages) or a button (delete, dialogs). */
  to?: string;
  onClick?: () => void;
  tone?: keyof typeof TONES;
}

/**
 * A table row's actions (view, edit, delete…) as compact links and buttons. Each is named with
 * the row's subject ('تعديل ورشة النجم') so screen readers and tests tell the rows apart.
 */
export function RowActions({ subject, actions, wrap }: { subject: string; actions: RowAction[]; wrap?: boolean }) {
  return (
    <div className={cn('flex gap-1', wrap && 'flex-wrap')}>
      {actions.map(({ label, to, onClick, tone = 'neutral' }) => {
        const className = cn('rounded-lg px-2 py-1 font-semibold', TONES[tone]);
        const name = `${label} ${subject}`;
        return to ? (
          <Link key={label} to={to} className={className} aria-label={name}>
            {label}
          </Link>
        ) : (
          <button key={label} type="button" className={className} aria-label={name} onClick={onClick}>
            {label}
          </button>
        );
      })}
    </div>
  );
}
