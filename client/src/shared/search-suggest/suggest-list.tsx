import { useEffect, useState, type RefObject } from 'react';
import { cn } from '../ui/cn';
import type { Suggestion } from './suggestion';
import type { KeyHandler, ListState } from './use-suggestions';

interface SuggestListProps {
  text: string;
  listId: string;
  focused: boolean;
  keysRef: RefObject<KeyHandler | undefined>;
  onState: (state: ListState) => void;
  onPick: (suggestion: Suggestion) => void;
}

/** A pause in typing before suggestions are asked for: one request per pause, not per key. */
const PAUSE_MS = 150;

const KIND: Record<Suggestion['kind'], string> = {
  make: 'ماركة',
  model: 'موديل',
  city: 'مدينة',
  phrase: '',
  word: '',
};

const countOf = (s: Suggestion) => `${s.count.toLocaleString('ar-SY')}${s.count_is_estimate ? '+' : ''} إعلان`;

/**
 * The suggestions for what is typed, as a listbox the search box controls: the arrow keys move
 * through the options (the focus stays in the box, aria-activedescendant names the option),
 * Enter picks one, Esc closes the list.
 */
export default function SuggestList({ text, listId, focused, keysRef, onState, onPick }: SuggestListProps) {
  const [found, setFound] = useState<{ text: string; items: Suggestion[] }>({ text: '', items: [] });
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      })
        .then((res) => (res.ok ? (res.json() as Promise<{ data: Suggestion[] }>) : { data: [] }))
        .then((body) => {
          setFound({ text: q, items: body.data });
          setActive(-1);
          setClosed(false);
        })
        // Suggestions are a help: a failed or aborted request shows none.
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const items = text.trim() ? found.items : [];
  const open = focused && !closed && items.length > 0;
  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;
  useEffect(() => onState({ open, active: activeId }), [open, activeId, onState]);

  const pick = (suggestion: Suggestion) => {
    setClosed(true);
    onPick(suggestion);
  };

  useEffect(() => {
    keysRef.current = (event) => {
      const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (move !== undefined && items.length) {
        event.preventDefault();
        setClosed(false);
        // Down from the last option comes back to the first, up from the first (or from none) to the last.
        setActive((at) => (at + move >= items.length ? 0 : at + move < 0 ? items.length - 1 : at + move));
      } else if (event.key === 'Enter' && open && active >= 0) {
        event.preventDefault();
        pick(items[active]);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        setClosed(true);
        setActive(-1);
      }
    };
  });

  if (!open) return null;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="اقتراحات البحث"
      className="fixed inset-x-2 top-16 z-50 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 text-slate-800 shadow-lg sm:absolute sm:inset-x-0 sm:top-full sm:mt-1"
    >
      {items.map((suggestion, i) => (
        // The keys are the search box's (aria-activedescendant): an option is only clicked.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={`${suggestion.kind}:${suggestion.text}`}
          id={`${listId}-${i}`}
          role="option"
          aria-selected={i === active}
          // The box keeps the focus while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(suggestion)}
          className={cn(
            'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm',
            i === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
          )}
        >
          <span className="font-semibold">{suggestion.text}</span>
          <span className="shrink-0 text-xs text-slate-500">
            {KIND[suggestion.kind] && `${KIND[suggestion.kind]} · `}
            {countOf(suggestion)}
          </span>
        </li>
      ))}
    </ul>
  );
}
