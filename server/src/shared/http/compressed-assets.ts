import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

interface Compressed {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The built client's scripts and styles, compressed once (Brotli and gzip, at their best
 * levels) when the server starts and served from memory to browsers that accept them. The
 * files are content-hashed and never change, so the work is done once per deploy; a request
 * that arrives before it is done, or a browser that accepts neither, gets the plain file.
 */
export function compressedAssets(clientDist: string): RequestHandler {
  const ready = new Map<string, Compressed>();
  const folder = join(clientDist, 'assets');
  void (async () => {
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const name of files) {
      const type = TYPES[extname(name)];
      if (!type) continue;
      const raw = await readFile(join(folder, name));
      const [br, gzipped] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        gz(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      ready.set(`/assets/${name}`, { type, br, gzip: gzipped });
    }
  })();

  return (req: Request, res: Response, next: NextFunction) => {
    const entry = req.method === 'GET' || req.method === 'HEAD' ? ready.get(req.path) : undefined;
    if (!entry) {
      next();
      return;
    }
    const encoding = acceptedEncoding(req);
    res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) {
      next();
      return;
    }
    const body = encoding === 'br' ? entry.br : entry.gzip;
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Ours, best first; identity is the plain bytes. */
const ENCODINGS = ['br', 'gzip', 'identity'];

/** negotiator 1.x takes the server's own order for ties (its DefinitelyTyped types describe 0.6). */
type Negotiating = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * The encoding the browser rates highest among Brotli, gzip and none, Brotli first among equals,
 * or null for the plain bytes. A `q=0` refuses an encoding («br;q=0» is not «br»).
 */
function acceptedEncoding(req: Request): 'br' | 'gzip' | null {
  const chosen = (new Negotiator(req) as unknown as Negotiating).encoding(ENCODINGS, { preferred: ENCODINGS });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * A page made for this request (index.html with its hints, or a page rendered with its data),
 * compressed at a level quick enough for every request: a rendered page's markup and data are a
 * tenth of their size compressed, and a slow line pays for every byte before the first paint.
 */
export async function sendPage(req: Request, res: Response, html: string): Promise<void> {
  const encoding = acceptedEncoding(req);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html');
  if (!encoding) {
    res.send(html);
    return;
  }
  const body =
    encoding === 'br'
      ? await brotli(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        })
      : await gz(html, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}
