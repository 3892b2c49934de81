import { lazy, Suspense, useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { suggestionUrl, type Suggestion } from './suggestion';

// Loaded on the box's first focus, as useSuggestions loads it for the listings' box. Not that
// hook itself: shared by this lazy part and the listings' first paint, it would become a chunk
// of its own there, and each chunk costs the first paint its own bytes.
const SuggestCombobox = lazy(() => import('./suggest-combobox'));

/**
 * The header's search box, on every page: Enter searches the listings for what is typed, a
 * suggestion picked shows its listings. Loaded once the page is live (header.tsx), so no page's
 * first paint carries it.
 */
export default function HeaderSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const pick = (suggestion: Suggestion) => {
    setText(suggestion.text);
    void navigate(suggestionUrl(suggestion));
  };
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(`/car-listings?${new URLSearchParams({ q }).toString()}`);
  };
  return (
    <form role="search" aria-label="ابحث في الإعلانات" onSubmit={onSubmit} className="relative">
      <label htmlFor={id} className="sr-only">
        كلمات البحث
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder="ابحث عن سيارة…"
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        onFocus={(event) => setInput(event.currentTarget)}
      />
      {input && (
        <Suspense fallback={null}>
          <SuggestCombobox input={input} text={text} onPick={pick} />
        </Suspense>
      )}
    </form>
  );
}
