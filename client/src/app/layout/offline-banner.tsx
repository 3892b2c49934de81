import { useEffect, useSyncExternalStore } from 'react';
import { staleCopy } from '../../shared/api/stale-copy';
import { ar } from '../../shared/messages/ar';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser believes it has a line (it may still be a dead one: requests then fail as usual). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** The line is back: the service worker sends the messages to sellers it kept meanwhile. */
function tellServiceWorker() {
  // No service worker outside a secure context (plain http on a LAN address), whatever the type says.
  (navigator.serviceWorker as ServiceWorkerContainer | undefined)?.controller?.postMessage({ type: 'ONLINE' });
}

/**
 * Said at the bottom while the line is down, or while the server cannot be reached with the line
 * up: either way the pages shown come from the service worker's cache.
 */
export function OfflineBanner() {
  const online = useOnline();
  const stale = useSyncExternalStore(staleCopy.subscribe, staleCopy.get, () => false);
  useEffect(() => {
    window.addEventListener('online', tellServiceWorker);
    return () => window.removeEventListener('online', tellServiceWorker);
  }, []);
  if (online && !stale) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 bg-slate-900 px-4 py-3 text-center text-sm font-semibold text-white shadow-lg"
    >
      {online ? ar.offline.stale : ar.offline.banner}
    </div>
  );
}
