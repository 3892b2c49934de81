import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDraft } from '../../shared/ui/use-draft';

export const SEARCH_DEBOUNCE_MS = 800;

/**
 * The stores list's search and page, kept in the URL (shareable, and the back button works).
 * Typing applies the search 800 ms after the last key; Enter or the search button at once;
 * every new search goes back to page 1.
 */
export function useStoreSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Back/forward or a shared link change the URL: the box follows.
  const [text, setText] = useDraft(search);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = useCallback(
    (value: string) => {
      window.clearTimeout(timer.current);
      const term = value.trim();
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (term) next.set('search', term);
        else next.delete('search');
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const type = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (value.trim() !== search) apply(value);
    }, SEARCH_DEBOUNCE_MS);
  };

  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  return {
    text,
    search,
    page,
    type,
    submit: () => apply(text),
    clear: () => {
      setText('');
      apply('');
    },
    setPage,
  };
}
