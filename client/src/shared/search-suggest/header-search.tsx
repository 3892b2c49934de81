import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { suggestionUrl, type Suggestion } from './suggestion';
import { useSuggestions } from './use-suggestions';

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
  const suggestions = useSuggestions(text, pick);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q) void navigate(`/car-listings?${new URLSearchParams({ q }).toString()}`);
  };
  return (
    <form role="search" aria-label="البحث في السيارات" onSubmit={onSubmit} className="relative">
      <label htmlFor={id} className="sr-only">
        ابحث عن سيارة
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder="ابحث عن سيارة…"
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        {...suggestions.input}
      />
      {suggestions.list}
    </form>
  );
}
