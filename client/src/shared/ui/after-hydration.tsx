import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** True outside a HydrationGate: a part rendered on its own is live at once. */
const Hydrated = createContext(true);

/**
 * Tells the app whether React has finished hydrating the page the server sent. `serverRendered`:
 * false on the server and while the browser hydrates, true from then on; a page the browser
 * renders itself is live from its first render. The switch is a transition: what waited for it
 * (the footer, the toasts, the parts of the page only the browser shows) renders in slices a
 * slow phone can interrupt, not in one long task right after the hydration.
 */
export function HydrationGate({ serverRendered, children }: { serverRendered: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!serverRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * False on the server and while React hydrates the page the server sent, true from then on (and
 * at once when the browser renders the page itself). See AfterHydration.
 */
export const useHydrated = (): boolean => useContext(Hydrated);

/**
 * What the server leaves out of the pages it renders: code loaded on demand (a lazy component the
 * hydration would otherwise wait for, or switch to client rendering for if anything above it
 * changed meanwhile) and what only the browser knows. Rendered right after hydration.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
