import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DisplayCurrency } from '../format/money';

/** The URL parameter that names the buyer's currency (the listings read it too: use-listing-params.ts). */
export const CURRENCY_PARAM = 'currency';

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency => value === 'USD' || value === 'SYP';

/** The browser key of the buyer's currency. */
const STORAGE_KEY = 'display_currency';

const listeners = new Set<() => void>();

export function readStoredCurrency(): DisplayCurrency | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isDisplayCurrency(value) ? value : null;
  } catch {
    // Storage can be unavailable (privacy modes): the URL and the default still work.
    return null;
  }
}

/** Keeps the buyer's choice in the browser; every reader of it renders again. */
export function storeCurrency(currency: DisplayCurrency): void {
  try {
    localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // As above: the choice then lasts as long as the URL carries it.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The currency a buyer thinks in: `?currency=` when the URL says (a shared link shows what its
 * sender saw), else the browser's last choice, else dollars. The server renders without storage,
 * so the stored choice is read after hydration (useSyncExternalStore's server snapshot), and a
 * page renders the same markup on the server and in the browser's first render. The choice is
 * made with the header's toggle (currency-toggle.tsx).
 */
export function useDisplayCurrency(): DisplayCurrency {
  const [params] = useSearchParams();
  const inUrl = params.get(CURRENCY_PARAM);
  const stored = useSyncExternalStore(subscribe, readStoredCurrency, () => null);
  return isDisplayCurrency(inUrl) ? inUrl : (stored ?? 'USD');
}
