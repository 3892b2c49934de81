import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Api } from '../support/api';
import { carIn } from '../support/cars';
import { loginAdmin, register } from '../support/fixtures';
import { startTestApp, TestApp } from '../support/test-app';
import { ifStarted } from '../support/if-started';

/** The built client (`npm run build`): the browser's build and the server's build of the landing pages. */
const CLIENT_DIST = resolve(__dirname, '../../dist/client');
const SERVER_BUILD = resolve(__dirname, '../../dist/client-ssr/entry-server.cjs');

interface Page {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  html: string;
}

/** A page as a browser asks for it (Brotli accepted, decoded here), with any extra headers. */
function getPage(url: string, headers: Record<string, string> = {}): Promise<Page> {
  return new Promise((resolvePage, reject) => {
    const req = request(url, { headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const html = (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
        resolvePage({ status: res.statusCode!, headers: res.headers, html });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** What #root holds (empty when the browser renders the page itself). */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script>/.exec(html)?.[1] ?? '';

/** The answers the page came with, as the browser's cache receives them. */
function answersOf(html: string): Array<{ endpointName: string; arg: unknown; value: any }> | null {
  const json = /<script type="application\/json" id="landing-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? null : JSON.parse(json);
}

const headTitle = (html: string) => /<head>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?<\/head>/.exec(html)?.[1];

/**
 * Home, the listings and a car page are sent rendered, with the answers they were rendered with
 * embedded for the browser's cache; only public data goes in, whoever asks.
 */
describe('landing pages rendered by the server', () => {
  let app: TestApp;
  let admin: Api;
  let seller: Api;
  let buyer: Api;
  let active: { id: number; name: string };
  let pending: { id: number; name: string };
  let hostile: { id: number; name: string };
  let sellerEmail: string;

  beforeAll(async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` first`);
    // What a page carries is tested here, not how fast: a busy machine must not turn a slow render
    // into the unrendered fallback, which is a production safeguard, not what this file checks.
    app = await startTestApp({ env: { CLIENT_DIST, SERVER_RENDER_BUDGET_MS: '60000' } });
    const api = new Api(app.url);
    admin = api.as((await loginAdmin(api)).token);
    const sellerSession = await register(api, 'user', 'seller');
    sellerEmail = sellerSession.user.email;
    seller = api.as(sellerSession.token);
    expect((await seller.put('/api/me', { phone: '0944 861 302' })).status).toBe(200);
    buyer = api.as((await register(api, 'user', 'buyer')).token);
    active = await carIn('active', seller, admin, { fields: { name: 'هيونداي النترا 2020 نظيفة', is_featured: '1' } });
    pending = await carIn('pending', seller, admin, { fields: { name: 'كيا سيراتو بانتظار المراجعة' } });
    hostile = await carIn('active', seller, admin, {
      fields: { name: 'نيسان </script><script>alert(1)</script> $& $1', description: '<!-- لا تعليق --> \u2028 نهاية' },
    });
    // Kept by the buyer: a value only the buyer's own requests may see.
    expect((await buyer.put(`/api/favourites/${active.id}`)).status).toBe(200);
    expect((await buyer.get(`/api/cars/${active.id}`)).body.is_favourite).toBe(true);
  });
  afterAll(() => ifStarted(app)?.close());

  it('sends a car page with the car in it, its title in the head and the car embedded for the cache', async () => {
    const page = await getPage(`${app.url}/car/${active.id}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const root = rootOf(page.html);
    expect(root).toContain(`<h1 class="text-2xl font-extrabold text-slate-900">${active.name}</h1>`);
    expect(root).toContain('15,000');
    expect(headTitle(page.html)).toBe(`${active.name} | سيّارة`);
    expect(answersOf(page.html)).toEqual([
      { endpointName: 'getCar', arg: active.id, value: expect.objectContaining({ id: active.id, name: active.name }) },
    ]);
    // The photo comes first; the scripts come when the entry asks for them.
    expect(page.html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/i);
    expect(page.html).not.toContain('rel="modulepreload"');
  });

  it('sends home and the listings with their first cars and the answers of their first requests', async () => {
    const home = await getPage(`${app.url}/`);
    expect(rootOf(home.html)).toContain('سيارتك القادمة في سوريا تبدأ من هنا');
    expect(rootOf(home.html)).toContain(active.name);
    expect(answersOf(home.html)?.map(({ endpointName, arg }) => ({ endpointName, arg }))).toEqual([
      { endpointName: 'getRecentOffers', arg: 4 },
      { endpointName: 'getCars', arg: { page: 1, limit: 3, featured: true } },
    ]);
    expect(headTitle(home.html)).toBe('سوق السيارات في سوريا | سيّارة');

    const listings = await getPage(`${app.url}/car-listings`);
    expect(rootOf(listings.html)).toContain('السيارات المتاحة');
    expect(rootOf(listings.html)).toContain(active.name);
    const answers = answersOf(listings.html)!;
    expect(answers.map(({ arg }) => arg)).toEqual([
      { page: 1, limit: 6 },
      { page: 1, limit: 3, featured: true },
    ]);
    expect(answers[0].value.data.map((car: { id: number }) => car.id)).toContain(active.id);
    expect(answers[0].value).toEqual((await new Api(app.url).get('/api/cars?status=active&page=1&limit=6')).body);
  });

  it('puts only public data in a page, whoever asks for it', async () => {
    // The buyer's credentials, however sent, are not the page's: the car is not "kept" in it.
    const asBuyer = await getPage(`${app.url}/car/${active.id}`, {
      authorization: `Bearer ${buyer.token}`,
      cookie: `token=${buyer.token}`,
    });
    expect(answersOf(asBuyer.html)?.[0].value.is_favourite).not.toBe(true);
    expect(rootOf(asBuyer.html)).toContain('أضف إلى المفضلة');
    expect(rootOf(asBuyer.html)).not.toContain('في المفضلة');

    // A car only its owner (and admins) may see is not rendered, even for its owner.
    const ownPending = await getPage(`${app.url}/car/${pending.id}`, { authorization: `Bearer ${seller.token}` });
    expect(ownPending.status).toBe(200);
    expect(rootOf(ownPending.html)).toBe('');
    expect(answersOf(ownPending.html)).toBeNull();
    expect(ownPending.html).not.toContain(pending.name);

    // The seller's contact is not public (CONTRACT.md): no page carries it, rendered or embedded.
    for (const path of ['/', '/car-listings', `/car/${active.id}`]) {
      const page = await getPage(`${app.url}${path}`);
      expect({ path, phone: page.html.includes('944 861 302'), email: page.html.includes(sellerEmail) }).toEqual({
        path,
        phone: false,
        email: false,
      });
    }
  });

  it('lets the browser render every other page, a car that is not there and a search', async () => {
    for (const path of [
      '/about',
      '/login',
      '/car/99999999',
      '/car-listings?q=' + encodeURIComponent('كامري'),
      '/user-dashboard',
    ]) {
      const page = await getPage(`${app.url}${path}`);
      expect({ path, status: page.status, root: rootOf(page.html), answers: answersOf(page.html) }).toEqual({
        path,
        status: 200,
        root: '',
        answers: null,
      });
      // Those pages keep their scripts' preloads (the browser renders them).
      if (path === '/login') expect(page.html).toContain('rel="modulepreload"');
    }
  });

  it('keeps what a seller wrote as text in the markup and in the embedded answers', async () => {
    const page = await getPage(`${app.url}/car/${hostile.id}`);
    const root = rootOf(page.html);
    expect(root).toContain('نيسان &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1');
    expect(page.html).not.toContain('<script>alert(1)');
    const data = /<script type="application\/json" id="landing-answers">([\s\S]*?)<\/script>/.exec(page.html)![1];
    expect(data).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(data)[0].value).toMatchObject({ name: hostile.name, description: '<!-- لا تعليق --> \u2028 نهاية' });
  });

  it('allows its inline scripts by their digests, and no other; the app starts from one of them', async () => {
    const page = await getPage(`${app.url}/car/${active.id}`);
    const inline = [...page.html.matchAll(/<script(?: data-entry="([^"]+)")?>([\s\S]*?)<\/script>/g)];
    // The keeper of early clicks (head), the signed-in check (after #root), the starter.
    expect(inline).toHaveLength(3);
    const digests = inline.map((match) => `'sha256-${createHash('sha256').update(match[2]).digest('base64')}'`);
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${digests.join(' ')}`);
    // The entry is started by the page (after its photo), not by a module script in the head.
    expect(page.html).not.toContain('<script type="module"');
    expect(inline[2][1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  });
});
