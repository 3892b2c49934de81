import { useId } from 'react';
import { formatMoney } from '../../shared/format/money';
import { PRICE_SLIDER } from './use-listing-params';

interface PriceRangeProps {
  min: number;
  max: number;
  onChange: (range: { min: number; max: number }) => void;
}

const usd = (value: number) => formatMoney(value * 100, 'USD');

/** Two sliders (lowest and highest price) that never cross, 0 to 100,000 $ in steps of 1,000. */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const id = useId();
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
      {slider('min', 'أدنى سعر', min)}
      {slider('max', 'أعلى سعر', max)}
    </fieldset>
  );
}
