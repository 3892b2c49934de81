import type { Plugin } from 'vite';
import { LANDING_PAGES } from './src/app/landing-pages.js';

/**
 * Pages that are not landing pages (no preload hints, no first-paint budget) but must open when
 * the server cannot be reached: the sign-in pages, so /login shows its form and not an error
 * because its code was never fetched. Small: precached with the app shell.
 */
export const SHELL_PAGES = [
  'src/features/auth/login-page.tsx',
  'src/features/auth/register-page.tsx',
  'src/features/auth/forgot-password-page.tsx',
];

export interface RoutePreloads {
  /** Scripts every page needs: the entry and its static imports. */
  entry: string[];
  /** Per landing page: its chunk and the chunks it imports statically (beyond the entry's). */
  routes: Array<{ pattern: string; files: string[] }>;
  /** The Arabic subset of the font: the pages' text is Arabic, the Latin subsets load only if used. */
  fonts: string[];
}

/**
 * The scripts the service worker precaches (the app shell): the entry, every landing page with
 * its imports and what it loads on demand, and what the layout loads after its first paint (the
 * footer, the toasts, the signed-in menu). The other chunks (management screens, the selling
 * pages and their upload client) are cached when a page first uses them, not downloaded on a
 * first visit.
 */
export interface AppShell {
  scripts: Set<string>;
}

/**
 * Writes `route-preloads.json` beside the build: what the server announces as `modulepreload`
 * and font `preload` hints in the page it serves, so a first visit fetches the landing page's
 * code together with the entry instead of after it (one round trip less before the content).
 */
export function routePreloads(clientDir: string, shell?: AppShell): Plugin {
  return {
    name: 'sayyara-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into = new Set<string>()): Set<string> => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entryChunk = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
      const entry = entryChunk ? closure(entryChunk.fileName) : new Set<string>();
      const routes = Object.entries(LANDING_PAGES).flatMap(([pattern, module]) => {
        const page = chunks.find((chunk) => chunk.facadeModuleId === `${clientDir}${module}`);
        return page ? [{ pattern, files: [...closure(page.fileName)].filter((file) => !entry.has(file)) }] : [];
      });
      const fonts = Object.keys(bundle).filter((file) => /cairo-arabic-.*\.woff2$/.test(file));
      const preloads: RoutePreloads = { entry: [...entry], routes, fonts };
      if (shell) {
        // Modules of the layout (src/app, not the router's pages nor the dashboards' shells) and
        // what they import on demand; the landing pages and what they import on demand (a dialog,
        // the message form, similar cars), so a page kept for offline use opens whole.
        const layoutModules = chunks
          .flatMap((chunk) => chunk.moduleIds)
          .filter((id) => id.startsWith(`${clientDir}src/app/`) && !/[\\/](router\.tsx|shells[\\/])/.test(id));
        const onDemand = new Set(layoutModules.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
        const chunkOf = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id || chunk.moduleIds.includes(id));
        const scripts = new Set(entry);
        const add = (file: string) => {
          for (const each of closure(file)) {
            if (scripts.has(each)) continue;
            scripts.add(each);
            byFile.get(each)?.dynamicImports.forEach(add);
          }
        };
        routes.forEach((route) => route.files.forEach(add));
        for (const module of SHELL_PAGES) {
          const page = chunks.find((chunk) => chunk.facadeModuleId === `${clientDir}${module}`);
          if (page) add(page.fileName);
        }
        for (const id of onDemand) {
          const chunk = chunkOf(id);
          if (chunk) add(chunk.fileName);
        }
        shell.scripts = scripts;
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
