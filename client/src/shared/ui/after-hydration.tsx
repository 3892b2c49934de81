import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates the page the server sent, true from then on (and
 * at once when the browser renders the page itself). See AfterHydration.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/**
 * What the server leaves out of the pages it renders: code loaded on demand (a lazy component the
 * hydration would otherwise wait for, or switch to client rendering for if anything above it
 * changed meanwhile) and what only the browser knows. Rendered right after hydration.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
