import { useId } from 'react';
import type { DisplayCurrency } from '../../shared/format/money';
import CurrencyToggle from '../../shared/ui/currency-toggle';
import { formatMoney } from '../../shared/format/money';
import { PRICE_SLIDERS } from './use-listing-params';

interface PriceRangeProps {
  min: number;
  max: number;
  /** The buyer's currency: the bounds are amounts in it (the list converts them at today's rate). */
  currency: DisplayCurrency;
  onChange: (range: { min: number; max: number }) => void;
}

/** Two sliders (lowest and highest price) that never cross: 0 to 100,000 $ in steps of 1,000, or 0 to 10,000,000 ل.س in steps of 100,000. */
export default function PriceRange({ min, max, currency, onChange }: PriceRangeProps) {
  const id = useId();
  const PRICE_SLIDER = PRICE_SLIDERS[currency];
  const usd = (value: number) => formatMoney(value * 100, currency);
  const slider = (key: 'min' | 'max', label: string, value: number) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${key}`} className="flex items-center justify-between text-sm font-semibold text-slate-700">
        {label}
        <output htmlFor={`${id}-${key}`} className="font-bold text-brand-700">
          {key === 'max' && value >= PRICE_SLIDER.max ? `${usd(value)}+` : usd(value)}
        </output>
      </label>
      <input
        id={`${id}-${key}`}
        type="range"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={value}
        aria-valuetext={usd(value)}
        onChange={(event) => {
          const next = Number(event.target.value);
          onChange(key === 'min' ? { min: Math.min(next, max), max } : { min, max: Math.max(next, min) });
        }}
        className="w-full accent-brand-600"
      />
    </div>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-700">نطاق السعر</legend>
      {/* The currency the range is in: the buyer's choice, kept in the URL and the browser. */}
      <CurrencyToggle className="self-start" />
      {slider('min', 'أدنى سعر', min)}
      {slider('max', 'أعلى سعر', max)}
    </fieldset>
  );
}
