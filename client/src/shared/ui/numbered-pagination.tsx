import { cn } from './cn';

interface NumberedPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** At most this many page links (signed-in-area.md: 5). */
  maxLinks?: number;
  className?: string;
}

/** The window of page numbers around the current page, at most `max` wide. */
export function pageWindow(page: number, totalPages: number, max: number): number[] {
  const count = Math.min(max, totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Numbered paging with previous and next, shown only when there is more than one page. */
export function NumberedPagination({ page, totalPages, onChange, maxLinks = 5, className }: NumberedPaginationProps) {
  if (totalPages <= 1) return null;
  const link = 'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-semibold transition';
  return (
    <nav aria-label="التنقل بين الصفحات" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            className={cn(link, 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-50')}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <span aria-hidden="true">→</span> السابق
          </button>
        </li>
        {pageWindow(page, totalPages, maxLinks).map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={`الصفحة ${number}`}
              aria-current={number === page ? 'page' : undefined}
              className={cn(
                link,
                number === page
                  ? 'bg-brand-600 text-white shadow-sm'
                  : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={cn(link, 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-50')}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            التالي <span aria-hidden="true">←</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
