import { expect, test } from './support/fixtures';
import { readFile } from 'node:fs/promises';
import { Api } from '../support/api';
import { register } from '../support/fixtures';
import { requestInspection } from '../support/places';
import { ADMIN, loginThroughUi } from './support/helpers';
import { sql } from './support/market';

// The API helpers of the integration tests, pointed at this worker's marketplace (one worker: the first slot).
const api = new Api(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`);

/** The page's Cache Storage (the browser's API; these files are type-checked without the DOM). */
interface Storage {
  keys(): Promise<string[]>;
  open(name: string): Promise<{ put(url: string, response: unknown): Promise<void> }>;
  match(url: string): Promise<unknown>;
}
/** Runs in the page: the names in this origin's Cache Storage. */
const cacheNames = () => (globalThis as unknown as { caches: Storage }).caches.keys();
/** A request no page makes: whichever cache still answers it kept something from before the clear. */
const STALE = '/e2e-kept-before-the-clear';
/** Runs in the page: whether any cache still holds the stale entry. */
const holdsStale = async (url: string) => (await (globalThis as unknown as { caches: Storage }).caches.match(url)) !== undefined;

test('admin settings: the backup is the whole event log; clearing the cache asks first, then empties it', async ({ page }) => {
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/settings');
  const maintenance = page.getByRole('heading', { name: 'الصيانة' });
  await expect(maintenance).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'تصدير نسخة احتياطية' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sayyara-backup-\d{4}-\d{2}-\d{2}\.ndjson$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  const events = lines.map((line) => JSON.parse(line) as { position: number; stream_type: string; type: string; data: unknown });
  const positions = events.map((event) => event.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  const last = positions.at(-1)!;
  const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM public.events WHERE global_position <= $1', [last]);
  expect(events).toHaveLength(n);
  expect(events.every((event) => event.stream_type && event.type && event.data !== undefined)).toBe(true);

  // Something this browser keeps: a cache of its own, and an entry in each of the service worker's.
  await page.evaluate(async (stale) => {
    const page = globalThis as unknown as { caches: Storage; Response: new (body: string) => unknown };
    const names = new Set([...(await page.caches.keys()), 'sayyara-e2e']);
    for (const name of names) await (await page.caches.open(name)).put(stale, new page.Response('قديم'));
  }, STALE);
  expect(await page.evaluate(cacheNames)).toContain('sayyara-e2e');
  expect(await page.evaluate(holdsStale, STALE)).toBe(true);

  const clear = page.getByRole('button', { name: 'مسح الذاكرة المؤقتة' });
  const dialog = page.getByRole('dialog', { name: 'مسح الذاكرة المؤقتة؟' });
  await clear.click();
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(cacheNames)).toContain('sayyara-e2e');
  expect(await page.evaluate(holdsStale, STALE)).toBe(true);

  const cleared = page.waitForResponse((res) => res.url().endsWith('/api/admin/cache/clear'));
  await clear.click();
  await dialog.getByRole('button', { name: 'مسح', exact: true }).click();
  expect((await (await cleared).allHeaders())['clear-site-data']).toBe('"cache"');
  await expect(page.getByText('تم مسح الذاكرة المؤقتة')).toBeVisible();
  // Nothing kept before the clear is left. The service worker may fill its caches again at once
  // (the settings it fetches anew, an install that was still precaching the app shell): that is
  // a fresh copy, not what was cleared, so the names left are not asked to be none.
  expect(await page.evaluate(cacheNames)).not.toContain('sayyara-e2e');
  expect(await page.evaluate(holdsStale, STALE)).toBe(false);
  // The page's data is loaded again, and still there.
  await expect(page.getByLabel('اسم الموقع')).toHaveValue(/.+/);
});

test("the schedule dialog asks to schedule; it does not say it's done", async ({ page }) => {
  const owner = api.as((await register(api, 'user', 'inspection')).token);
  const request = await requestInspection(owner, { name: 'كيا سيراتو 2016 للفحص' });
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/inspections');
  await page.getByRole('button', { name: `جدولة طلب ${request.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `جدولة الفحص: ${request.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('تمت الجدولة')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog).toBeHidden();
});
