import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from './suggestion';

// The list, its requests and its keys load when a search box is first focused: no page's first paint carries them.
const SuggestList = lazy(() => import('./suggest-list'));

/** What the list tells its search box: whether it shows, and which option the arrow keys reached. */
export interface ListState {
  open: boolean;
  active: string | undefined;
}

export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

/**
 * Suggestions under a search box (the ARIA combobox pattern): the props its input takes
 * (role, aria-expanded, aria-activedescendant, the keys) and the list to render beside it, in
 * a `relative` box. `onPick`: a suggestion chosen by Enter or by a click.
 */
export function useSuggestions(text: string, onPick: (suggestion: Suggestion) => void) {
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<ListState>({ open: false, active: undefined });
  const keysRef = useRef<KeyHandler | undefined>(undefined);
  return {
    input: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': state.open,
      'aria-controls': state.open ? listId : undefined,
      'aria-activedescendant': state.active,
      onFocus: () => {
        setLoaded(true);
        setFocused(true);
      },
      onBlur: () => setFocused(false),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => keysRef.current?.(event),
    },
    list: loaded ? (
      <Suspense fallback={null}>
        <SuggestList text={text} listId={listId} focused={focused} keysRef={keysRef} onState={setState} onPick={onPick} />
      </Suspense>
    ) : null,
  };
}
