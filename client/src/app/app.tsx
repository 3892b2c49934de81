import { lazy, Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AfterHydration, HydrationGate } from '../shared/ui/after-hydration';
import { membersOnly } from '../shared/session/members-only';
import { ListingToolsContext } from '../shared/ui/listing-tools-context';
import { AppRoutes } from './router';
import type { AppStore, RootState } from './store';

// Loaded after the first paint (see app/toasts.tsx and shared/ui/notify.ts).
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));
// The car lists' tools (shared/ui/listing-tools.tsx): saving the search, for members.
const SaveSearchButton = membersOnly(() => import('../features/saved-searches/save-search-button'));
const listingTools = (search: string) => <SaveSearchButton search={search} />;

/**
 * Marks the document once the page answers to clicks: a page the server rendered is readable
 * before its scripts have hydrated it, and a button pressed before then does nothing. Tools that
 * drive the page (the end-to-end tests) wait for `html[data-hydrated]`.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Every page and the toasts, in the router and store of whoever renders them (browser or server).
 * `serverRendered`: the page is the server's, or the browser's hydration of it (see HydrationGate).
 */
export function AppContent({ serverRendered }: { serverRendered: boolean }) {
  return (
    <HydrationGate serverRendered={serverRendered}>
      <ListingToolsContext.Provider value={listingTools}>
        <AppRoutes />
        <AfterHydration>
          <MarkHydrated />
          <Suspense fallback={null}>
            <Toasts waitForNotice={serverRendered} />
          </Suspense>
        </AfterHydration>
      </ListingToolsContext.Provider>
    </HydrationGate>
  );
}

/**
 * The app in the browser. `serverState`: the store as it was when hydration started, so the page
 * hydrates against what the server rendered even if an answer arrives meanwhile.
 */
export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  return (
    <Provider store={store} serverState={serverState}>
      {/* Without transitions a link shows the page loader at once: kept in a transition, the
          page being left stays on screen while the next page's chunk loads, and what a visitor
          types into it meanwhile is lost when the next page arrives. */}
      <BrowserRouter useTransitions={false}>
        <AppContent serverRendered={serverState !== undefined} />
      </BrowserRouter>
    </Provider>
  );
}
