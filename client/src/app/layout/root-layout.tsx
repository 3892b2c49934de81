import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { selectSession } from '../../shared/session/session-slice';
import { AfterHydration } from '../../shared/ui/after-hydration';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { ScrollRestoration } from './scroll-restoration';

// Below the fold on every page: it arrives after the page's content, never ahead of it.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
// Only a session needs watching: visitors never load it.
const SessionWatcher = lazy(() => import('./session-watcher').then((m) => ({ default: m.SessionWatcher })));

export function RootLayout() {
  const { token, expired } = useSelector(selectSession);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        تخطَّ إلى المحتوى
      </a>
      <Header />
      {/* The header is fixed, so content starts below its height. */}
      <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <AfterHydration>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </AfterHydration>
      <OfflineBanner />
      {(token || expired) && (
        <Suspense fallback={null}>
          <SessionWatcher />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
