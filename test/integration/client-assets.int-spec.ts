import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eventually } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';

const SCRIPT = `export const hello = ${JSON.stringify('مرحبا '.repeat(2000))};\n`;

/** Raw GET (fetch would decode the body itself), answering status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** The built client is served compressed (Brotli or gzip) to browsers that accept it, and plain otherwise. */
describe('client assets', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sayyara-client-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    // Files named as API paths: an API request must never be looked for among the build's files.
    mkdirSync(join(dist, 'api'));
    writeFileSync(join(dist, 'api', 'cars'), 'a file, not the API');
    writeFileSync(join(dist, 'health'), 'a file, not the health check');
    app = await startTestApp({ env: { CLIENT_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends Brotli, else gzip, else the plain file, with year-long caching', async () => {
    const url = `${app.url}/assets/index-abc123.js`;
    const br = await eventually(async () => {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      return res.headers['content-encoding'] === 'br' ? res : null;
    });
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
    expect(br.headers).toMatchObject({ vary: 'Accept-Encoding', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('weighs what the browser accepts: a q of 0 refuses an encoding, the higher q wins, Brotli among equals', async () => {
    const url = `${app.url}/assets/index-abc123.js`;
    await eventually(async () => (await get(url, { 'accept-encoding': 'br' })).headers['content-encoding'] === 'br');
    const cases: Array<[string, string | undefined]> = [
      ['br;q=0, gzip;q=0', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['*', 'br'],
      ['deflate', undefined],
    ];
    for (const [accepted, expected] of cases) {
      for (const path of ['/assets/index-abc123.js', '/car-listings']) {
        const res = await get(`${app.url}${path}`, { 'accept-encoding': accepted });
        expect({ accepted, path, encoding: res.headers['content-encoding'] }).toEqual({ accepted, path, encoding: expected });
      }
    }
  });

  it('still serves the app for client routes, and nothing for unknown assets', async () => {
    const page = await get(`${app.url}/car-listings`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('dir="rtl"');
    // HEAD, as an uptime check asks: the page's status and headers, no body.
    for (const path of ['/', '/car-listings']) {
      const head = await get(`${app.url}${path}`, {}, 'HEAD');
      expect({ path, status: head.status, type: head.headers['content-type'], bytes: head.body.length }).toEqual({
        path,
        status: 200,
        type: expect.stringContaining('text/html'),
        bytes: 0,
      });
    }
    expect(
      (await get(`${app.url}/assets/missing-xyz.js`, { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('serves the build’s other files unhashed, and never looks among them for an API path', async () => {
    const worker = await get(`${app.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    for (const path of ['/api/cars', '/health']) {
      const res = await get(`${app.url}${path}`);
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({
        path,
        status: 200,
        type: expect.stringContaining('application/json'),
      });
      expect(res.body.toString()).not.toContain('a file, not');
    }
  });
});
