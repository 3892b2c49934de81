/**
 * Whether the last answers came from the service worker's copy because the server could not be
 * reached (it marks them `X-Sayyara-Cached`, sw.ts). A fresh answer from the server clears it.
 */
export const CACHED_HEADER = 'X-Sayyara-Cached';

let stale = false;
const listeners = new Set<() => void>();

export function noteAnswer(response: Response | undefined): void {
  if (!response) return; // no answer at all says nothing about copies
  const now = response.headers.get(CACHED_HEADER) === '1';
  if (now === stale) return;
  stale = now;
  listeners.forEach((listener) => listener());
}

export const staleCopy = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => stale,
};
