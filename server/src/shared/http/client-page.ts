import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RoutePreloads {
  entry: string[];
  routes: Array<{ pattern: string; files: string[] }>;
  fonts: string[];
}

/** '/car/:id' → a regular expression for the path alone. */
const patternToRegExp = (pattern: string): RegExp =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`);

/**
 * The built client's index.html for a path, announcing what that page needs before the browser
 * reads any script: the entry's modules, the landing page's own chunk and its imports, and the
 * Arabic font subset (the build writes route-preloads.json; see client/route-preloads.mts).
 * Without it the page's chunk is discovered only after the entry has run, one round trip later.
 * Each variant is built once and kept.
 */
export function clientPages(dist: string): (path: string) => string {
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifestPath = join(dist, 'route-preloads.json');
  if (!existsSync(manifestPath)) return () => index;
  const preloads = JSON.parse(readFileSync(manifestPath, 'utf8')) as RoutePreloads;
  const routes = preloads.routes.map((route) => ({ ...route, test: patternToRegExp(route.pattern) }));
  const withHints = (files: string[]) => {
    const hints = [
      ...preloads.fonts.map((font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`),
      ...files.map((file) => `<link rel="modulepreload" href="/${file}">`),
    ];
    return index.replace('</head>', `${hints.join('')}</head>`);
  };
  const cache = new Map<string, string>();
  return (path: string) => {
    const route = routes.find((r) => r.test.test(path));
    const key = route?.pattern ?? '*';
    if (!cache.has(key)) cache.set(key, withHints([...preloads.entry, ...(route?.files ?? [])]));
    return cache.get(key)!;
  };
}
