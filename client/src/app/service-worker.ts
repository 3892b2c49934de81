/**
 * Registers the service worker (src/sw.ts) once the first page has loaded and the browser is
 * idle. Its install downloads the app shell; at `load` on a first visit that would compete with
 * the page's own data and photos on a slow line (and for the processor on a slow phone), so it
 * waits for a quiet moment. Nothing the first page shows depends on it.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
