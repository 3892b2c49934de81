import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A landing page rendered with its data (client/src/entry-server.tsx). */
interface ServerPage {
  html: string;
  answers: unknown[];
}

/** What the server build of the client offers (client/src/entry-server.tsx). */
interface ServerRenderModule {
  renderPage(
    url: string,
    options: { apiOrigin: string; signal?: AbortSignal; onError?: (error: unknown) => void },
  ): Promise<ServerPage | null>;
  inDocument(document: string, page: ServerPage): string;
  INLINE_SCRIPTS: string[];
}

export interface ServerRenderer {
  /** The Content-Security-Policy sources of the scripts the rendered pages run inline. */
  scriptSources: string[];
  /**
   * `document` (index.html) with the page at `url` rendered in it with its data, or null for a page
   * the browser renders itself (any other page, a failed request, or no answer within the budget).
   */
  render(url: string, apiOrigin: string): Promise<((document: string) => string) | null>;
}

/** The server build beside the browser's: dist/client-ssr/entry-server.cjs next to dist/client. */
export const serverBuildOf = (clientDist: string) => join(dirname(clientDist), 'client-ssr', 'entry-server.cjs');

/**
 * Loads the server build of the client's landing pages, if it was built (`npm run build`). A page
 * is rendered within `budgetMs` or not at all: a visitor on a slow line is better served by the
 * app's own page at once than by a server waiting on a slow database.
 */
export function loadServerRenderer(
  clientDist: string,
  budgetMs: number,
  onError: (error: unknown) => void,
): ServerRenderer | null {
  const file = serverBuildOf(clientDist);
  if (!existsSync(file)) return null;
  // A build output, found at run time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a file that exists only after a client build, loaded when present
  const build = require(file) as ServerRenderModule;
  return {
    scriptSources: build.INLINE_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`),
    async render(url, apiOrigin) {
      const signal = AbortSignal.timeout(budgetMs);
      try {
        const page = await build.renderPage(url, { apiOrigin, signal, onError });
        return page && !signal.aborted ? (document) => build.inDocument(document, page) : null;
      } catch (error) {
        if (!signal.aborted) onError(error);
        return null;
      }
    },
  };
}
