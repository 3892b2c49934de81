import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A GET as a browser revalidates: fetch() adds `Cache-Control: no-cache` to any conditional
 * request (as the Fetch standard says), which makes every server answer in full.
 */
function revalidate(url: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Express's weak ETag of a body: what caches and browsers already hold for our answers. */
const expressEtag = (body: Buffer): string =>
  `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').substring(0, 27)}"`;

/** What every API answer carries whatever the route: security headers, a request id, an ETag that gives 304s. */
describe('the HTTP answers of the read path', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('sends the security headers and no X-Powered-By', async () => {
    const res = await fetch(`${app.url}/api/cars?per_page=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('keeps a sane X-Request-Id and gives a fresh one otherwise', async () => {
    const given = await fetch(`${app.url}/api/cars?per_page=1`, { headers: { 'x-request-id': 'visitor-check-0001' } });
    expect(given.headers.get('x-request-id')).toBe('visitor-check-0001');
    const insane = await fetch(`${app.url}/api/cars?per_page=1`, { headers: { 'x-request-id': 'no spaces allowed' } });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('tags a JSON answer with the weak ETag of its bytes and answers a matching If-None-Match with 304', async () => {
    for (const path of ['/api/cars?per_page=1', '/api/cars/facets', '/api/categories']) {
      const res = await fetch(`${app.url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      const body = Buffer.from(await res.arrayBuffer());
      const etag = res.headers.get('etag');
      expect({ path, etag }).toEqual({ path, etag: expressEtag(body) });

      const again = await revalidate(`${app.url}${path}`, etag!);
      expect({ path, status: again.status, body: again.body }).toEqual({ path, status: 304, body: '' });

      const stale = await revalidate(`${app.url}${path}`, 'W/"1-stale"');
      expect({ path, status: stale.status }).toEqual({ path, status: 200 });
      expect(stale.body).toBe(body.toString());
    }
  });

  it('gives a HEAD the GET’s headers and no body', async () => {
    const get = await fetch(`${app.url}/api/cars?per_page=1`);
    const head = await fetch(`${app.url}/api/cars?per_page=1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });
});
