import type { PriceIndicator } from '../../shared/domain/car';
import { formatUsd } from '../../shared/format/money';
import { plural } from '../../shared/format/plural';
import { priceIndicatorAr } from '../../shared/messages/pages/priceIndicator';
import { cn } from '../../shared/ui/cn';
import { PriceBadge } from '../../shared/ui/badge';

/**
 * The car page's indicator: the band, what it rests on («بناءً على N سيارة مشابهة»), the
 * market's median and its p10–p90 range; «لا توجد بيانات كافية» with too few similar cars.
 */
export function PriceIndicatorSummary({
  indicator,
  className,
}: {
  indicator: PriceIndicator | null | undefined;
  className?: string;
}) {
  if (!indicator) return null;
  const t = priceIndicatorAr;
  const median = formatUsd(indicator.median_usd_minor);
  const low = formatUsd(indicator.low_usd_minor);
  const high = formatUsd(indicator.high_usd_minor);
  return (
    <section aria-label={t.heading} className={cn('flex flex-col gap-1.5 rounded-xl bg-slate-50 p-3 text-sm', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold text-slate-800">{t.heading}:</span>
        {indicator.band ? <PriceBadge indicator={indicator} /> : <span className="text-slate-600">{t.insufficient}</span>}
      </div>
      {indicator.band && (
        <>
          <p className="text-slate-600">{plural(indicator.sample_size, t.basedOn)}</p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
            {median && (
              <div className="flex gap-1">
                <dt>{t.median}:</dt>
                <dd className="font-semibold">{median}</dd>
              </div>
            )}
            {low && high && (
              <div className="flex gap-1">
                <dt>{t.range}:</dt>
                <dd className="font-semibold">{t.between(low, high)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </section>
  );
}
