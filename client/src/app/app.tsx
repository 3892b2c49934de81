import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AfterHydration, HydrationGate } from '../shared/ui/after-hydration';
import { membersOnly } from '../shared/session/members-only';
import { noticeRaised, subscribeToNotices } from '../shared/ui/notify';
import { ListingToolsContext } from '../shared/ui/listing-tools-context';
import { AppRoutes } from './router';
import type { AppStore, RootState } from './store';

// Loaded after the first paint (see shared/ui/notify.ts).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
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
 * The toasts' container, once it has something to show. On a page the server rendered it waits
 * for the first notice or the first move to another page: the library puts its styles in the
 * document as it loads, and their custom properties on <html> make the browser restyle the whole
 * page (a tenth of a second on a slow phone) while the visitor starts reading it. A notice raised
 * before it mounts is kept by the library and shown when it does.
 */
function Toasts({ waitForNotice }: { waitForNotice: boolean }) {
  const { key } = useLocation();
  const [firstPage] = useState(key);
  const noticed = useSyncExternalStore(subscribeToNotices, noticeRaised, () => false);
  const [wanted, setWanted] = useState(!waitForNotice);
  if (!wanted && (noticed || key !== firstPage)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster
        dir="rtl"
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        richColors
        closeButton
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  ) : null;
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
          <Toasts waitForNotice={serverRendered} />
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
