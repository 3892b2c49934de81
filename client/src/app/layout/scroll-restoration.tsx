import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * A new page starts at the top; going back or forward returns to where that page was left
 * (react-router's own ScrollRestoration needs its data router, which the app does not use).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location.key);

  useLayoutEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    positions.set(previous.current, window.scrollY);
    previous.current = location.key;
    // NavigationType's values are its names ('POP'); comparing the text keeps its enum out of this chunk.
    if ((navigationType as string) === 'POP') {
      const saved = positions.get(location.key);
      // The page may still be loading its chunk: try again on the next frames.
      if (saved !== undefined) requestAnimationFrame(() => requestAnimationFrame(() => window.scrollTo(0, saved)));
    } else if (!location.hash) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.hash, navigationType]);

  return null;
}
