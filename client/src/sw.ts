/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/**
 * The service worker (vite-plugin-pwa builds it with Workbox): the app shell from the precache,
 * so the site opens without a line, and the other scripts once a page has used them; the listings and car pages recently viewed, and their
 * photos, from a cache when the line is down; messages to sellers sent while offline are queued
 * and sent when the line returns. The admin's "clear cache" empties these caches.
 */
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same index.html; the server's own paths are not pages.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/auth\//, /^\/media\//, /^\/health/, /^\/socket\.io/],
  }),
);

/**
 * Answers can depend on who asks (a car's "saved" flag, an owner's pending car): the cache key
 * carries a digest of the Authorization header, so one account never gets another's answer from
 * the cache, and a visitor's answers are kept apart from every account's.
 */
const perViewer = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const auth = request.headers.get('Authorization');
    if (!auth) return request.url;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth)));
    const viewer = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
    const url = new URL(request.url);
    url.searchParams.set('__viewer', viewer);
    return url.href;
  },
};

/** A copy served because the server did not answer is marked, so the page can say it is one. */
const markCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-Sayyara-Cached', '1');
    const { status, statusText } = cachedResponse;
    return new Response(await cachedResponse.blob(), { status, statusText, headers });
  },
};

// Listings and car pages: always fresh from the network, the last copy when the line is down.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/api\/(cars(\/\d+(\/similar)?)?|car-offers|categories|settings|exchange-rates)$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'sayyara-listings',
    networkTimeoutSeconds: 6,
    plugins: [perViewer, new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * 24 * 3600 }), markCopy],
  }),
);

// The scripts, styles and fonts outside the app shell's precache (management screens, forms, the
// upload client, the Latin fonts) are named by content too: kept the first time a page loads them.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'sayyara-code',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Photo variants are named by content and never change: the cache first.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/media/variants/'),
  new CacheFirst({
    cacheName: 'sayyara-photos',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

/**
 * A message to a seller that could not leave is kept (IndexedDB, two days at most) and sent
 * again when the line returns: on the browser's sync event where there is one, and whenever a
 * page tells the worker it is online again (the page's 'online' event is the surer signal).
 */
const messagesToSellers: Queue = new Queue('messages-to-sellers', { maxRetentionTime: 48 * 60, onSync: () => replayMessages() });

// One replay at a time: two at once (the sync event and a page's word) could both take the same
// queued message before either removed it, and send it twice.
let replaying: Promise<void> = Promise.resolve();
function replayMessages(): Promise<void> {
  const run = replaying.then(() => messagesToSellers.replayRequests());
  replaying = run.catch(() => undefined);
  return run;
}
registerRoute(
  ({ url, request }) => request.method === 'POST' && /^\/api\/cars\/\d+\/messages$/.test(url.pathname),
  new NetworkOnly({
    plugins: [{ fetchDidFail: async ({ request }) => messagesToSellers.pushRequest({ request }) }],
  }),
  'POST',
);

self.addEventListener('message', (event) => {
  // A page's message, whatever it holds: only the two known types do anything.
  const type = (event.data as { type?: unknown } | null | undefined)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'ONLINE') event.waitUntil(replayMessages().catch(() => undefined));
});
