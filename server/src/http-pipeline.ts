import { Logger } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { carPagePhoto } from './cars/http/car-page-photo';
import { CarQueries } from './cars/queries/car-queries';
import { AppConfig } from './config/config';
import { clientPages } from './shared/http/client-page';
import { compressedAssets, sendPage } from './shared/http/compressed-assets';
import { weakEtag } from './shared/http/etag';
import { lengthRequired, payloadTooLarge } from './shared/http/http-errors';
import { inputGuard } from './shared/http/input-guard';
import { runWithContext } from './shared/request-context';
import { loadServerRenderer, ServerRenderer } from './shared/http/server-render';
import { requestId } from './shared/logging';

const API_PREFIXES = ['/api', '/auth', '/media', '/health', '/socket.io'];
const isApiPath = (path: string): boolean => API_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Express-level concerns: security headers, body limits, method override, correlation ids, the SPA. */
export function installHttpPipeline(app: NestExpressApplication, config: AppConfig): void {
  app.set('query parser', 'extended'); // price[min]=…&price[max]=…
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', weakEtag);
  const renderer = serverRenderer(config);
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: true });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The site itself and its socket; never sockets to any host.
          connectSrc: ["'self'", socketOrigin(config.publicUrl)],
          // The one script a server-rendered page runs inline, by its digest (server-render.ts).
          scriptSrc: ["'self'", ...(renderer?.scriptSources ?? [])],
          fontSrc: ["'self'", 'data:'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const maxUpload = config.MAX_UPLOAD_MB * 1024 * 1024;
  app.use((req: Request, res: Response, next: NextFunction) => {
    // Refuse an oversized body before reading it (413); per-file limits are checked by multer.
    // Browsers always send a length with a form; an upload without one cannot be bounded up front.
    const length = req.headers['content-length'];
    if (Number(length ?? 0) > maxUpload) {
      res.status(413).json(payloadTooLarge().getResponse());
      return;
    }
    if (length === undefined && req.is('multipart/form-data')) {
      res.status(411).json(lengthRequired().getResponse());
      return;
    }
    // `_method=PUT` on a POST (query, or a JSON/urlencoded field) is a PUT, as the older client sends.
    const override = req.query._method ?? (req.body as Record<string, unknown> | undefined)?._method;
    if (req.method === 'POST' && typeof override === 'string' && ['PUT', 'PATCH', 'DELETE'].includes(override.toUpperCase())) {
      req.method = override.toUpperCase();
    }
    const id = requestId(req);
    (req as Request & { id?: string }).id = id;
    res.setHeader('X-Request-Id', id);
    runWithContext(id, () => next());
  });
  app.use(inputGuard);
  serveClient(app, config, renderer);
}

/** The server rendering of the landing pages, when the client was built and it is not turned off. */
function serverRenderer(config: AppConfig): ServerRenderer | null {
  if (config.SERVER_RENDER_BUDGET_MS === 0) return null;
  const logger = new Logger('ServerRender');
  const dist = resolve(config.CLIENT_DIST);
  if (!existsSync(join(dist, 'index.html'))) return null;
  return loadServerRenderer(dist, config.SERVER_RENDER_BUDGET_MS, (error) =>
    logger.warn(`a landing page was sent unrendered: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/**
 * This server as the request reached it: where a page being rendered asks the API for its data
 * (never through a proxy in front, and never with the visitor's credentials).
 */
function ownOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** The WebSocket origin of the site's own address ('https://x' → 'wss://x'), for browsers that do not count it as 'self'. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The built client on the same port; unknown non-API paths get index.html (client-side routes). */
function serveClient(app: NestExpressApplication, config: AppConfig, renderer: ServerRenderer | null): void {
  const dist = resolve(config.CLIENT_DIST);
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.use(compressedAssets(dist));
  // The build's files, for any path but the API's: no API request names one, and looking for it
  // on disk cost each a stat() (a tenth of the server's CPU under load on the car page).
  const files = express.static(dist, { index: false, maxAge: '1y', immutable: true, setHeaders: noCacheForHtml });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) next();
    else files(req, res, next);
  });
  const cars = app.get(CarQueries, { strict: false });
  const page = clientPages(dist, (path, query) => carPagePhoto(cars, path, query));
  app.use((req: Request, res: Response, next: NextFunction) => {
    // A file of the build that is not there is not a page (a stale script's request gets a 404).
    // HEAD too: what an uptime check or a link preview asks first (it answered 404 where GET answered 200).
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if (!reads || isApiPath(req.path) || req.path.startsWith('/assets/')) {
      next();
      return;
    }
    void Promise.all([
      page(req.path, new URLSearchParams(req.originalUrl.split('?')[1] ?? '')),
      renderer?.render(req.originalUrl, ownOrigin(req)) ?? null,
    ])
      .then(([shell, rendered]) => sendPage(req, res, rendered ? rendered(shell({ scripts: false })) : shell()))
      .catch(next);
  });
}

/** Only files under assets/ are named by their content; the page, the service worker and the manifest are checked on every use. */
function noCacheForHtml(res: Response, path: string): void {
  if (!/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'no-cache');
}
