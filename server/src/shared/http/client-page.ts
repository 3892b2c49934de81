import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RoutePreloads {
  entry: string[];
  routes: Array<{ pattern: string; files: string[] }>;
  fonts: string[];
}

/** The photo a page shows largest (its LCP element), as its <img> asks for it: srcset and sizes. */
export interface PagePhoto {
  srcset: string;
  sizes: string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The stylesheets in the page itself: a page the server rendered paints as soon as it has arrived,
 * without a second round trip for its styles (all of them: Tailwind writes only the classes the
 * app uses, ~9 KB compressed). Only first visits get such a page; the app's own page (and the
 * service worker's copy of it) keeps the stylesheet, cached once for every later page.
 */
function inlineStyles(dist: string, html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(dist, file);
    return existsSync(path) ? `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : link;
  });
}

/** '/car/:id' → a regular expression for the path alone. */
const patternToRegExp = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`);

/** A page's index.html with its hints; `scripts: false` leaves the scripts' preloads out. */
export type ClientPage = (options?: { scripts?: boolean }) => string;

/**
 * The built client's index.html for a path, announcing what that page needs before the browser
 * reads any script: the entry's modules, the landing page's own chunk and its imports, and the
 * Arabic font subset (the build writes route-preloads.json; see client/route-preloads.mts).
 * Without it the page's chunk is discovered only after the entry has run, one round trip later.
 * A page the server rendered with its content leaves the scripts' preloads out (`scripts: false`):
 * its photo, styles and font come first, its scripts (for the hydration) once the entry asks.
 * Each variant is built once and kept.
 *
 * `photoOf` names the largest photo of a page (a car page's main photo, the listings' first
 * featured car) when it is known from the address alone: it is preloaded with the page's
 * scripts, so it is on its way before they have run and asked for the car (otherwise it waits
 * for the scripts, then the car's data). Its srcset and sizes must be the <img>'s own, or the
 * browser fetches another variant.
 */
export function clientPages(
  dist: string,
  photoOf?: (path: string, query: URLSearchParams) => Promise<PagePhoto | null>,
): (path: string, query?: URLSearchParams) => Promise<ClientPage> {
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifestPath = join(dist, 'route-preloads.json');
  const preloads = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as RoutePreloads) : null;
  const routes = (preloads?.routes ?? []).map((route) => ({ ...route, test: patternToRegExp(route.pattern) }));
  const withHints = (files: string[]) => {
    const hints = [
      ...(preloads?.fonts ?? []).map((font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`),
      ...files.map((file) => `<link rel="modulepreload" href="/${file}">`),
    ];
    return index.replace('</head>', () => `${hints.join('')}</head>`);
  };
  const cache = new Map<string, { scripts: string; content: string }>();
  const pageFor = (path: string) => {
    const route = routes.find((r) => r.test.test(path));
    const key = route?.pattern ?? '*';
    if (!cache.has(key)) {
      cache.set(key, {
        scripts: withHints([...(preloads?.entry ?? []), ...(route?.files ?? [])]),
        content: inlineStyles(dist, withHints([])),
      });
    }
    return cache.get(key)!;
  };
  return async (path: string, query = new URLSearchParams()) => {
    const variants = pageFor(path);
    // A failed look-up costs the hint only, never the page.
    const photo = photoOf ? await photoOf(path, query).catch(() => null) : null;
    const hint = photo
      ? `<link rel="preload" as="image" imagesrcset="${attribute(photo.srcset)}" imagesizes="${attribute(photo.sizes)}" fetchpriority="high">`
      : '';
    return ({ scripts = true } = {}) =>
      (scripts ? variants.scripts : variants.content).replace('</head>', () => `${hint}</head>`);
  };
}
