import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  /** The chunk's name: its module's file name, or a vite.config group's name. */
  name?: string;
  /** The module a page chunk was built from (a lazy route's page). */
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (clientDist: string): Manifest =>
  JSON.parse(readFileSync(join(clientDist, '.vite', 'manifest.json'), 'utf8'));

/** Gzipped bytes of every JavaScript file a route loads before its first paint, per route. */
export interface RouteWeight {
  route: string;
  bytes: number;
  files: string[];
}

/**
 * What a public route loads before it can paint: the entry and everything it imports
 * statically (the browser preloads those), plus the route's page chunk and its static
 * imports. Lazy chunks the page itself loads later (dialogs, the toast library) do not count.
 * Sizes are gzip at its default level, as Vite reports them; 1 KB = 1000 bytes.
 */
export function routeWeights(clientDist: string, pages: Record<string, string>): RouteWeight[] {
  const manifest = readManifest(clientDist);
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    const chunk = manifest[key] as ManifestChunk | undefined;
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(clientDist, file))).length);
    return sizes.get(file)!;
  };
  return Object.entries(pages).map(([route, page]) => {
    const files = [...closure(page, closure(entry))].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    return { route, files, bytes: files.reduce((sum, file) => sum + gzipped(file), 0) };
  });
}
