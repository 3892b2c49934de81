import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A value the user edits (a search box's text) that starts from `source` and takes it again
 * whenever `source` changes (back/forward, a shared link, a parent's reset). It is adjusted while
 * rendering, as React advises for state that follows a prop, not in an effect: the page never
 * paints the stale text, and there is no second render pass.
 */
export function useDraft<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (!Object.is(followed, source)) {
    setFollowed(source);
    setDraft(source);
  }
  return [draft, setDraft];
}
