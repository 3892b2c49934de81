import { lazy, Suspense, useState, type FocusEvent } from 'react';
import type { Suggestion } from './suggestion';

// The combobox (its ARIA, keys, requests and list) loads when a search box is first focused:
// no page's first paint carries it, only this hook.
const SuggestCombobox = lazy(() => import('./suggest-combobox'));

/**
 * Suggestions under a search box: `onFocus` for its input, and the list to render beside it in
 * a `relative` box. On the first focus the box becomes an ARIA combobox (suggest-combobox.tsx).
 * `onPick`: a suggestion chosen by Enter or by a click.
 */
export function useSuggestions(text: string, onPick: (suggestion: Suggestion) => void) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  return {
    onFocus: (event: FocusEvent<HTMLInputElement>) => setInput(event.currentTarget),
    list: input && (
      <Suspense fallback={null}>
        <SuggestCombobox input={input} text={text} onPick={onPick} />
      </Suspense>
    ),
  };
}
