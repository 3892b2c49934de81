import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Currency } from '../../shared/domain/car';
import { brandLabel } from '../../shared/domain/options';
import type { CarValues } from '../../shared/forms/car-schema';
import { formatMoney } from '../../shared/format/money';
import { basedOnText, priceIndicatorAr } from '../../shared/messages/pages/priceIndicator';
import type { OfferValues } from './schemas';
import { useGetPriceGuideQuery, type PriceGuideQuery } from './sell-api';

const CURRENCIES: readonly Currency[] = ['SYP', 'USD', 'EUR'];

/** The guide's question once make, model, year and mileage hold usable values; else null. */
function guideQuery(values: Pick<CarValues, 'brand' | 'model' | 'year' | 'mileage'>, currency: Currency): PriceGuideQuery | null {
  const model = values.model.trim();
  const year = Number(values.year);
  const mileage = Number(values.mileage);
  if (!values.brand || model.length < 2 || model.length > 60) return null;
  if (values.year.trim() === '' || !Number.isInteger(year) || year < 1900 || year > 2100) return null;
  if (values.mileage.trim() === '' || !Number.isInteger(mileage) || mileage < 0 || mileage > 5_000_000) return null;
  return { brand: values.brand, model, year, mileage, currency };
}

/**
 * The suggested price range beside the price field: the median and p10–p90 of similar active
 * listings, asked for once make, model, year and mileage are filled in (and settled for a moment,
 * so typing a model does not send a request per letter).
 */
export function PriceGuidePanel({
  carForm,
  offerForm,
}: {
  carForm: UseFormReturn<CarValues>;
  /** The offer's form: the guide answers in its currency («العملة», ل.س by default). */
  offerForm: UseFormReturn<OfferValues>;
}) {
  const [brand, model, year, mileage] = carForm.watch(['brand', 'model', 'year', 'mileage']);
  const unit = useWatch({ control: offerForm.control, name: 'price_unit' });
  const currency = CURRENCIES.find((code) => code === unit) ?? 'USD';
  const query = guideQuery({ brand, model, year, mileage }, currency);
  const key = query ? JSON.stringify(query) : null;
  const [settled, setSettled] = useState<PriceGuideQuery | null>(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key ? (JSON.parse(key) as PriceGuideQuery) : null), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const { data, isError } = useGetPriceGuideQuery(settled ?? { brand: '', model: '', year: 0, mileage: 0, currency }, {
    skip: !settled,
  });
  if (!query || !settled) return null;
  const t = priceIndicatorAr;
  // In the form's currency when the server converted (older servers: dollars).
  const inUnit = data?.price_unit !== undefined && data.median_minor !== undefined;
  const amount = (local: number | null | undefined, usd: number | null | undefined) =>
    inUnit && local != null ? formatMoney(local, data.price_unit ?? 'USD') : usd != null ? formatMoney(usd, 'USD') : null;
  const low = amount(data?.low_minor, data?.low_usd_minor);
  const high = amount(data?.high_minor, data?.high_usd_minor);
  const median = amount(data?.median_minor, data?.median_usd_minor);
  // No accessible name on the section: the form's «السعر» field stays the only thing labelled so.
  return (
    <section aria-live="polite" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm">
      <h3 className="font-bold text-brand-800">{t.guideHeading}</h3>
      {isError ? (
        <p className="mt-1 text-slate-600">{t.guideFailed}</p>
      ) : !data ? null : data.sufficient && low && high && median ? (
        <>
          <p className="mt-1 text-lg font-extrabold text-slate-900">{t.between(low, high)}</p>
          <p className="text-slate-700">
            {t.median}: <span className="font-semibold">{median}</span> · {basedOnText(data, { brand: brandLabel(brand), model })}
          </p>
          <p className="mt-1 text-xs text-slate-500">{t.guideHint}</p>
        </>
      ) : (
        <p className="mt-1 text-slate-600">{t.guideInsufficient}</p>
      )}
    </section>
  );
}
