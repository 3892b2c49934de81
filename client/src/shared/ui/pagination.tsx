import { Button } from './button';

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}

/** Previous/next paging with 'صفحة X من Y'. */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  return (
    <nav aria-label="التنقل بين الصفحات" className={className}>
      <div className="flex items-center justify-center gap-3">
        {/* In RTL the "previous" arrow points right. */}
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          <span aria-hidden="true">→</span> السابق
        </Button>
        <p className="text-sm font-medium text-slate-600" aria-live="polite">
          صفحة {page} من {totalPages}
        </p>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
          التالي <span aria-hidden="true">←</span>
        </Button>
      </div>
    </nav>
  );
}
