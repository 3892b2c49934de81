import { plural } from '../../shared/format/plural';
import { workshopsAr } from '../../shared/messages/pages/workshops';
import { cn } from '../../shared/ui/cn';

const oneDecimal = new Intl.NumberFormat('ar-SY', {
  numberingSystem: 'latn',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '4.5' (signed-in-area.md §9: the star rating is shown to one decimal). */
export const formatRating = (rating: number) => oneDecimal.format(rating);

/** Five stars filled to the rating, with the number and the count for everyone (and screen readers). */
export function StarRating({ rating, count, size = 'md' }: { rating: number; count?: number; size?: 'sm' | 'md' }) {
  const label =
    count === 0
      ? 'لا توجد تقييمات بعد'
      : `التقييم ${formatRating(rating)} من 5${count !== undefined ? ` (${plural(count, workshopsAr.reviews)})` : ''}`;
  return (
    <span className="inline-flex items-center gap-1.5" role="img" aria-label={label}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} fill={Math.max(0, Math.min(1, rating - star + 1))} className={size === 'sm' ? 'size-4' : 'size-5'} />
        ))}
      </span>
      <span
        aria-hidden="true"
        className={cn('font-bold text-slate-800', size === 'sm' && 'text-sm', count === 0 && 'font-normal text-slate-500')}
      >
        {count === 0 ? 'لا تقييمات بعد' : formatRating(rating)}
      </span>
      {!!count && (
        <span aria-hidden="true" className="text-sm text-slate-500">
          ({count})
        </span>
      )}
    </span>
  );
}

function Star({ fill, className }: { fill: number; className: string }) {
  const id = `star-${Math.round(fill * 100)}`;
  return (
    <svg viewBox="0 0 24 24" className={className}>
      <defs>
        {/* RTL: the star fills from the right, as the row reads. */}
        <linearGradient id={id} x1="1" x2="0" y1="0" y2="0">
          <stop offset={fill} stopColor="#f59e0b" />
          <stop offset={fill} stopColor="#e2e8f0" />
        </linearGradient>
      </defs>
      <path fill={`url(#${id})`} d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
