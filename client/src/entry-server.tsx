/**
 * The server's rendering of the landing pages (home, the listings, a car page) for a first visit:
 * the page as HTML with its first data, which the browser shows before any script has run and
 * then hydrates (main.tsx). Built on its own (vite.config.mts, SSR build) into
 * dist/client-ssr/entry-server.cjs, which the server loads (server/src/shared/http/server-render.ts).
 *
 * Only public data goes in: the page is rendered for a visitor who is not signed in, its requests
 * carry no credentials, and the browser of a signed-in visitor renders the page itself.
 */
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { AppContent } from './app/app';
import { QUEUE_EARLY_CLICKS } from './app/early-clicks';
import { loadLandingPage } from './app/router';
import { ANSWERS_ELEMENT_ID, DROP_FOR_SIGNED_IN, scriptJson, START_AFTER_CONTENT } from './app/server-page';
import { createAppStore } from './app/store';
import { fetchLandingQuery, landingQueries, type LandingAnswer } from './features/cars/cars-api';
import { baseApi } from './shared/api/base-api';
import { signedOut } from './shared/session/session-slice';

export interface ServerPage {
  /** The markup of #root. */
  html: string;
  /** The page's first requests with their answers, for the browser's cache (restoreLandingAnswers). */
  answers: LandingAnswer[];
}

export interface RenderOptions {
  /** This server's own address, where the page's requests go (http://127.0.0.1:3000). */
  apiOrigin: string;
  /** Ends the page's requests and rendering (the server's time budget for a page). */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

const collect = (stream: NodeJS.ReadableStream) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks).toString('utf8'));
          done();
        },
      }),
    );
    stream.on('error', reject);
  });

/**
 * The page at `url` (a path with its query) rendered with its data, or null when it is not a page
 * the server renders, or one of its requests failed (a car that is not public, the API down):
 * the browser then renders it as any other page.
 */
export async function renderPage(url: string, { apiOrigin, signal, onError }: RenderOptions): Promise<ServerPage | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const queries = landingQueries(pathname, search);
  if (!queries) return null;
  const store = createAppStore({ api: { apiOrigin }, session: signedOut });
  // A part that failed would be left for the browser to render, with an error at hydration: the
  // page is then not sent rendered at all.
  const render = { failed: false };
  const failure = (error: unknown) => {
    render.failed = true;
    onError?.(error);
  };
  const requests = queries.map((query) => fetchLandingQuery(query, store.dispatch));
  const stop = () => requests.forEach((request) => request.abort());
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const [results] = await Promise.all([Promise.all(requests), loadLandingPage(pathname)]);
    if (signal?.aborted || results.some((result) => result.error || result.data === undefined)) return null;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Provider store={store}>
          <StaticRouter location={`${pathname}${search}`}>
            <AppContent serverRendered />
          </StaticRouter>
        </Provider>
      </StrictMode>,
      // One document, every boundary in place: no boundary sent apart to be revealed by a script.
      { signal, onError: failure, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await collect(prelude);
    if (render.failed) return null;
    return { html, answers: queries.map((query, index) => ({ ...query, value: results[index].data })) };
  } finally {
    signal?.removeEventListener('abort', stop);
    // Nothing of the page outlives it (RTK Query keeps an unused answer for a minute otherwise).
    store.dispatch(baseApi.util.resetApiState());
  }
}

/**
 * The scripts a rendered page runs inline (inDocument), in the page's order, for the server's
 * Content-Security-Policy.
 */
export const INLINE_SCRIPTS = [QUEUE_EARLY_CLICKS, DROP_FOR_SIGNED_IN, START_AFTER_CONTENT];

/**
 * React puts what belongs in the head (the page's <title>, a preload of its main photo) before the
 * markup of a tree rendered on its own: those move to the head, the page into #root, then its answers.
 * The head also gets the keeper of early clicks, so a press is kept from the first paint on.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*>|<meta [^>]*>)*/;
const TITLE = /<title>[^<]*<\/title>/;
/** index.html's entry, as Vite writes it. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** index.html (`document`) with the page in it. Replacements are functions: a page's `$` is text. */
export function inDocument(document: string, page: ServerPage): string {
  const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
  const title = TITLE.exec(hoisted)?.[0];
  // The entry starts once the page's content has (START_AFTER_CONTENT).
  const entry = ENTRY.exec(document)?.[1];
  const root =
    `<div id="root">${page.html.slice(hoisted.length)}</div><script>${DROP_FOR_SIGNED_IN}</script>` +
    `<script type="application/json" id="${ANSWERS_ELEMENT_ID}">${scriptJson(page.answers)}</script>` +
    (entry ? `<script data-entry="${entry}">${START_AFTER_CONTENT}</script>` : '');
  return (title ? document.replace(TITLE, () => title) : document)
    .replace(ENTRY, (tag) => (entry ? '' : tag))
    .replace('</head>', () => `${hoisted.replace(TITLE, '')}<script>${QUEUE_EARLY_CLICKS}</script></head>`)
    .replace('<div id="root"></div>', () => root);
}
