import { useEffect, useId, useState } from 'react';
import { cn } from '../ui/cn';
import type { Suggestion } from './suggestion';

interface SuggestComboboxProps {
  /** The search box: its element, so that its ARIA and keys are set here, loaded on its first focus. */
  input: HTMLInputElement;
  text: string;
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

const countOf = (s: Suggestion) => `${s.count_is_upper_bound ? 'حتى ' : ''}${s.count.toLocaleString('ar-SY')} إعلان`;

/** Sets an ARIA attribute of the box, or removes it for undefined. */
const mark = (input: HTMLInputElement, name: string, value: string | undefined) =>
  value === undefined ? input.removeAttribute(name) : input.setAttribute(name, value);

/**
 * The search box as an ARIA combobox (role, aria-expanded, aria-activedescendant), with the
 * suggestions for what is typed as its listbox: the arrow keys move through the options while the
 * focus stays in the box, Enter picks one, Esc closes the list. The box's element is given, so
 * the page's first paint holds a plain search box and none of this code.
 */
export default function SuggestCombobox({ input, text, onPick }: SuggestComboboxProps) {
  const listId = useId();
  const [found, setFound] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const [focused, setFocused] = useState(() => document.activeElement === input);

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
          setFound(body.data);
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

  const items = text.trim() ? found : [];
  const open = focused && !closed && items.length > 0;
  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  const pick = (suggestion: Suggestion) => {
    setClosed(true);
    onPick(suggestion);
  };

  useEffect(() => {
    mark(input, 'role', 'combobox');
    mark(input, 'aria-autocomplete', 'list');
    mark(input, 'autocomplete', 'off');
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
    };
  }, [input]);

  useEffect(() => {
    mark(input, 'aria-expanded', String(open));
    mark(input, 'aria-controls', open ? listId : undefined);
    mark(input, 'aria-activedescendant', activeId);
  }, [input, open, listId, activeId]);

  // Before React's own handlers (the form's Enter): an Enter that picks an option submits nothing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const move = ({ ArrowDown: 1, ArrowUp: -1 } as Record<string, number | undefined>)[event.key];
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
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
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
