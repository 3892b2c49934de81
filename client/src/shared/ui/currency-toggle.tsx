import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CURRENCY_PARAM,
  isDisplayCurrency,
  readStoredCurrency,
  storeCurrency,
  useDisplayCurrency,
} from '../currency/display-currency';
import type { DisplayCurrency } from '../format/money';

const DISPLAY_CURRENCIES: readonly DisplayCurrency[] = ['USD', 'SYP'];
import { labels } from '../messages/ar';
import { cn } from './cn';

/**
 * The buyer's currency: «$» or «ل.س», kept in the URL (`?currency=`) and the browser. Prices keep
 * the seller's own amount first; this chooses the currency of the listings' price range, of the
 * quick search's caps and of the price indicator's figures. Loaded after the page is live.
 */
export default function CurrencyToggle({ className }: { className?: string }) {
  const currency = useDisplayCurrency();
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(CURRENCY_PARAM);

  // A link that names a currency becomes the browser's choice too; a page whose URL names none
  // takes the browser's choice into its URL (the listings read their range's currency there).
  useEffect(() => {
    const stored = readStoredCurrency();
    if (isDisplayCurrency(inUrl)) {
      if (inUrl !== stored) storeCurrency(inUrl);
    } else if (stored && stored !== 'USD') {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set(CURRENCY_PARAM, stored);
          return copy;
        },
        { replace: true },
      );
    }
  }, [inUrl, setParams]);

  const choose = (next: DisplayCurrency) => {
    storeCurrency(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (copy.get(CURRENCY_PARAM) === next) return copy;
        copy.set(CURRENCY_PARAM, next);
        // The listings' price bounds (`min`, `max`) were amounts in the other currency: they no
        // longer mean what the buyer chose, so the range starts again rather than filter at a wrong price.
        copy.delete('min');
        copy.delete('max');
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <div
      role="group"
      aria-label="عملة العرض"
      className={cn('inline-flex rounded-lg border border-slate-200 bg-white p-0.5', className)}
    >
      {DISPLAY_CURRENCIES.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={currency === code}
          onClick={() => choose(code)}
          className={cn(
            'min-w-9 rounded-md px-2 py-1 text-sm font-bold',
            currency === code ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {labels.priceUnit[code]}
        </button>
      ))}
    </div>
  );
}
