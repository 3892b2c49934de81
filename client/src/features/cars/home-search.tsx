import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { brandNameOptions } from '../../shared/domain/options';
import { formatMoney } from '../../shared/format/money';
import { Button } from '../../shared/ui/button';
import { SelectField } from '../../shared/ui/inputs';

const PRICE_CAPS = [5000, 10000, 20000, 30000];
const PRICE_OPTIONS = PRICE_CAPS.map((usd) => ({ value: String(usd), label: `حتى ${formatMoney(usd * 100, 'USD')}` }));

/** Quick search: hands brand and price cap to the listings page through its URL. */
export function HomeSearch() {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    const brand = String(form.get('brand') ?? '');
    const max = String(form.get('max') ?? '');
    if (brand) params.set('brand', brand);
    if (max) params.set('max', max);
    navigate({ pathname: '/car-listings', search: params.toString() });
  };

  return (
    <form
      noValidate
      role="search"
      aria-label="بحث سريع عن سيارة"
      onSubmit={onSubmit}
      className="grid max-w-3xl gap-4 rounded-2xl bg-white p-4 text-slate-800 shadow-xl sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5"
    >
      <SelectField label="الماركة" name="brand" options={brandNameOptions} placeholder="كل الماركات" />
      <SelectField label="السعر الأقصى" name="max" options={PRICE_OPTIONS} placeholder="أي سعر" />
      <Button type="submit" size="lg">
        ابحث الآن
      </Button>
    </form>
  );
}
