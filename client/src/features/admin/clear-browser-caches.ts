/**
 * Empties what this browser keeps for the site beyond its HTTP cache (which the server's
 * `Clear-Site-Data` answer clears): every Cache Storage entry, a service worker's included, and
 * asks each registered service worker to fetch its script anew. Works whether or not one is
 * registered, and in browsers without either API.
 */
export async function clearBrowserCaches(): Promise<void> {
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    // A worker whose script cannot be fetched now keeps running; the caches are empty anyway.
    await Promise.all(registrations.map((registration) => registration.update().catch(() => undefined)));
  }
}
