import type { Car, PriceIndicator } from '../../shared/domain/car';
import { brandLabel } from '../../shared/domain/options';
import { useDisplayCurrency } from '../../shared/currency/display-currency';
import { formatMoney } from '../../shared/format/money';
import { basedOnText, priceIndicatorAr } from '../../shared/messages/pages/priceIndicator';
import { cn } from '../../shared/ui/cn';
import { PriceBadge } from '../../shared/ui/badge';

/**
 * The car page's indicator (loaded after the page is live, see PriceIndicatorSummary): the band, what it rests on («بناءً على N سيارة مشابهة»), the
 * market's median and its p10–p90 range; «لا توجد بيانات كافية» with too few similar cars.
 */
export default function PriceIndicatorDetails({
  indicator,
  car,
  className,
}: {
  indicator: PriceIndicator | null | undefined;
  /** The car's make and model, named when its figures rest on a wider group. */
  car?: Pick<Car, 'brand' | 'model'>;
  className?: string;
}) {
  const currency = useDisplayCurrency();
  if (!indicator) return null;
  const t = priceIndicatorAr;
  // The market's figures in the buyer's currency (pounds when the server sent them converted).
  const inPounds = currency === 'SYP' && indicator.median_syp_minor !== undefined;
  const figure = (usd: number | null, syp: number | null | undefined) => {
    const amount = inPounds ? syp : usd;
    return amount == null ? null : formatMoney(amount, inPounds ? 'SYP' : 'USD');
  };
  const median = figure(indicator.median_usd_minor, indicator.median_syp_minor);
  const low = figure(indicator.low_usd_minor, indicator.low_syp_minor);
  const high = figure(indicator.high_usd_minor, indicator.high_syp_minor);
  return (
    <section aria-label={t.heading} className={cn('flex flex-col gap-1.5 rounded-xl bg-slate-50 p-3 text-sm', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-bold text-slate-800">{t.heading}:</span>
        {indicator.band ? <PriceBadge indicator={indicator} /> : <span className="text-slate-600">{t.insufficient}</span>}
      </div>
      {indicator.band && (
        <>
          <p className="text-slate-600">{basedOnText(indicator, { brand: brandLabel(car?.brand), model: car?.model })}</p>
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
