import type { SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../shared/format/money';
import { labels } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { SelectField } from '../../shared/ui/inputs';

// The quick search's choices (public-area.md §9).
const QUICK_BRANDS = ['toyota', 'honda', 'bmw', 'mercedes', 'kia'] as const;
const PRICE_CAPS = [5000, 10000, 20000, 30000];

const BRAND_OPTIONS = QUICK_BRANDS.map((brand) => ({ value: brand, label: labels.brands[brand] }));
const PRICE_OPTIONS = PRICE_CAPS.map((usd) => ({ value: String(usd), label: `حتى ${formatMoney(usd * 100, 'USD')}` }));

/** Brand and a price cap, then the search results page (its URL holds the search, so it can be shared). */
export function HomeSearch() {
  const navigate = useNavigate();
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    const brand = form.get('brand');
    const max = form.get('max');
    // Both are selects: a string, empty for "any".
    if (typeof brand === 'string' && brand) params.set('brand', brand);
    if (typeof max === 'string' && max) params.set('max', max);
    void navigate({ pathname: '/searchResults', search: params.toString() });
  };

  return (
    <form
      noValidate
      role="search"
      aria-label="بحث سريع عن سيارة"
      onSubmit={onSubmit}
      className="grid max-w-3xl gap-4 rounded-2xl bg-white p-4 text-slate-800 shadow-xl sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5"
    >
      <SelectField label="الماركة" name="brand" options={BRAND_OPTIONS} placeholder="كل الماركات" />
      <SelectField label="السعر الأقصى" name="max" options={PRICE_OPTIONS} placeholder="أي سعر" />
      <Button type="submit" size="lg">
        ابحث الآن
      </Button>
    </form>
  );
}
