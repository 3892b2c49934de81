import { useEffect, useRef, useState, type FormEvent } from 'react';
import { brandNameOptions } from '../../shared/domain/options';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { SelectField, TextField } from '../../shared/ui/inputs';
import type { ListingFilters } from './use-listing-params';

interface CarFiltersProps {
  value: ListingFilters;
  onApply: (filters: ListingFilters) => void;
}

const sameFilters = (a: ListingFilters, b: ListingFilters) => a.brand === b.brand && a.maxPrice === b.maxPrice;

/** A basic filter (brand, maximum USD price); the full search comes with the search screen. */
export function CarFilters({ value, onApply }: CarFiltersProps) {
  const [brand, setBrand] = useState(value.brand);
  const [max, setMax] = useState(value.maxPrice ? String(value.maxPrice) : '');
  const [error, setError] = useState<string>();
  const applied = useRef(value);

  // Follow the URL only when it changed from outside (back button, a link),
  // never overwriting what the user is typing after applying.
  useEffect(() => {
    if (sameFilters(applied.current, value)) return;
    applied.current = value;
    setBrand(value.brand);
    setMax(value.maxPrice ? String(value.maxPrice) : '');
  }, [value]);

  const apply = (next: ListingFilters) => {
    applied.current = next;
    onApply(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const maxPrice = max.trim() ? Number(max) : undefined;
    if (maxPrice !== undefined && (!Number.isFinite(maxPrice) || maxPrice <= 0)) {
      setError(ar.cars.maxPriceInvalid);
      return;
    }
    setError(undefined);
    apply({ brand, maxPrice: maxPrice && Math.floor(maxPrice) });
  };

  const clear = () => {
    setBrand('');
    setMax('');
    setError(undefined);
    apply({ brand: '', maxPrice: undefined });
  };

  return (
    <Card className="p-4 sm:p-5">
      <form
        noValidate
        role="search"
        aria-label="تصفية السيارات"
        onSubmit={onSubmit}
        className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
      >
        <SelectField
          label="الماركة"
          options={brandNameOptions}
          placeholder="كل الماركات"
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
        />
        <TextField
          label="السعر الأقصى ($)"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="مثال: 20000"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          error={error}
        />
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            بحث
          </Button>
          {(value.brand || value.maxPrice) && (
            <Button variant="outline" onClick={clear}>
              مسح
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
