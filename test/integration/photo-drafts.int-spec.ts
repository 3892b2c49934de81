import { Logger } from '@nestjs/common';
import { FileStore } from '@tus/file-store';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { CleanPhotoDraftsProcessor } from '../../server/src/media/drafts/clean-photo-drafts.processor';
import { MAX_DRAFT_PHOTOS } from '../../server/src/media/drafts/photo-drafts.service';
import { carFields, eventually, jpeg, register } from '../support/fixtures';
import { listCar } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const TUS = { 'Tus-Resumable': '1.0.0' };

/** Resumable photo uploads (tus) into a seller's draft, claimed by the car's create and add-photos requests. */
describe('photo drafts', () => {
  let app: TestApp;
  let api: StrictApi;
  let seller: { api: StrictApi; token: string };
  let stranger: { api: StrictApi; token: string };

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    const a = await register(api, 'user', 'seller');
    const b = await register(api, 'user', 'stranger');
    seller = { api: api.as(a.token), token: a.token };
    stranger = { api: api.as(b.token), token: b.token };
  });
  afterAll(() => app.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}`, ...TUS });

  async function create(token: string, length: number): Promise<Response> {
    return fetch(`${app.url}/api/uploads`, {
      method: 'POST',
      headers: { ...auth(token), 'Upload-Length': String(length), 'Upload-Metadata': `filename ${btoa('car.jpg')}` },
    });
  }

  async function createdId(token: string, length: number): Promise<string> {
    const res = await create(token, length);
    expect(res.status).toBe(201);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    return location.split('/').pop()!;
  }

  const patch = (token: string, id: string, offset: number, body: Buffer) =>
    fetch(`${app.url}/api/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...auth(token), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(body),
    });

  const offsetOf = async (token: string, id: string): Promise<number> => {
    const res = await fetch(`${app.url}/api/uploads/${id}`, { method: 'HEAD', headers: auth(token) });
    expect(res.status).toBe(200);
    return Number(res.headers.get('upload-offset'));
  };

  /** Sends `bytes` of a PATCH body and then the connection ends, as when a line goes dead mid-upload. */
  function patchThenDrop(token: string, id: string, body: Buffer, bytes: number): Promise<void> {
    const url = new URL(`${app.url}/api/uploads/${id}`);
    return new Promise((resolve) => {
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: {
          ...auth(token),
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(body.length),
        },
      });
      req.on('error', () => resolve());
      // A half-close after the bytes (not a reset, which may discard what the server has not read yet).
      req.write(body.subarray(0, bytes), () => req.socket?.end());
      req.on('close', () => resolve());
    });
  }

  /** A refusal as the seller's page reads it: status, the tus header, and whether the body is JSON with an Arabic message. */
  async function refusalOf(res: Response) {
    const text = await res.text();
    let message: unknown = text;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      // not JSON: the message is the text itself, to show in the failure
    }
    return {
      status: res.status,
      json: /^application\/json/.test(res.headers.get('content-type') ?? ''),
      tus: res.headers.get('tus-resumable'),
      arabic: typeof message === 'string' && /[\u0600-\u06FF]/.test(message),
      message,
    };
  }

  const draftsOf = async (ownerId: number): Promise<number> =>
    (await app.dataSource.query(`SELECT count(*)::int AS n FROM public.photo_drafts WHERE owner_id = $1`, [ownerId]))[0]
      .n as number;

  const draftRows = async (): Promise<number> =>
    (await app.dataSource.query(`SELECT count(*)::int AS n FROM public.photo_drafts`))[0].n as number;

  it('resumes a photo from the byte the server holds after the line drops, and the new car claims it once', async () => {
    const photo = await jpeg(1200, 900);
    const id = await createdId(seller.token, photo.length);
    const ninety = Math.floor(photo.length * 0.9);
    await patchThenDrop(seller.token, id, photo, ninety);
    // The server keeps what arrived (all of it, or all but what was still in its buffers when
    // the line died): the upload resumes there, not at zero. Read once it has settled.
    let previous = -1;
    const held = await eventually(
      async () => {
        const offset = await offsetOf(seller.token, id);
        const settled = offset > 0 && offset === previous;
        previous = offset;
        return settled ? offset : false;
      },
      undefined,
      300,
    );
    expect(held).toBeGreaterThan(photo.length / 2);
    expect(held).toBeLessThanOrEqual(ninety);
    const rest = await patch(seller.token, id, held, photo.subarray(held));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(photo.length);

    const res = await seller.api.post('/api/cars', { ...carFields(), uploads: [id] });
    expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({ status: 201, body: null });
    expect(res.body.images).toHaveLength(1);
    expect(res.body.images[0]).toMatchObject({ width: 1200, height: 900 });
    // Claimed: gone from the draft, and a second claim of the same photo is refused.
    const again = await seller.api.post('/api/cars', { ...carFields(), uploads: [id] });
    expect(again.status).toBe(422);
    expect(again.body.errors.uploads).toEqual(['بعض الصور المرفوعة لم تعد متاحة أو لم يكتمل رفعها، يرجى اختيارها مرة أخرى']);
    const processed = await eventually(async () => {
      const car = (await seller.api.get(`/api/cars/${res.body.id}`)).body;
      expect(car.images[0].status).toBe('ready');
      return car;
    });
    expect(processed.images[0].variants.length).toBeGreaterThan(0);
  });

  it("keeps a seller's draft photos to that seller: others get 404 and cannot claim them", async () => {
    const photo = await jpeg(320, 240);
    const id = await createdId(seller.token, photo.length);
    expect((await fetch(`${app.url}/api/uploads/${id}`, { method: 'HEAD', headers: auth(stranger.token) })).status).toBe(404);
    expect((await patch(stranger.token, id, 0, photo)).status).toBe(404);
    expect((await fetch(`${app.url}/api/uploads/${id}`, { method: 'HEAD', headers: TUS })).status).toBe(401);
    expect((await patch(seller.token, id, 0, photo)).status).toBe(204);
    const stolen = await stranger.api.post('/api/cars', { ...carFields(), uploads: [id] });
    expect(stolen.status).toBe(422);
    expect(await offsetOf(seller.token, id)).toBe(photo.length); // still the seller's, untouched
  });

  it("acts on exactly the upload the caller owns, whatever the URL's query or encoding names", async () => {
    const photo = await jpeg(320, 240);
    const own = await createdId(stranger.token, photo.length);
    const victim = await createdId(seller.token, photo.length);
    const directory = join(tmpdir(), 'sayyara-drafts', app.redisPrefix);
    const detours = [`${own}?x=/${victim}`, `${own}?x=%2F${victim}`, `${own}/?x=/${victim}`];
    for (const detour of detours) {
      const url = `${app.url}/api/uploads/${detour}`;
      const headers = { ...auth(stranger.token), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' };
      const written = await fetch(url, { method: 'PATCH', headers, body: new Uint8Array(photo.subarray(0, 100)) });
      expect([204, 404, 409]).toContain(written.status);
      const head = await fetch(url, { method: 'HEAD', headers: auth(stranger.token) });
      if (head.status === 200) expect(head.headers.get('upload-length')).toBe(String(photo.length));
      expect(await offsetOf(seller.token, victim)).toBe(0); // the victim's upload is untouched
    }
    // Named with an encoded slash, the id is not the caller's: nothing happens to either.
    const slashed = await fetch(`${app.url}/api/uploads/${own}%2F${victim}`, { method: 'DELETE', headers: auth(stranger.token) });
    expect(slashed.status).toBe(404);
    expect(await offsetOf(seller.token, victim)).toBe(0);
    // DELETE through the query gives up the caller's own upload only; the victim's stays, with its description.
    const removed = await fetch(`${app.url}/api/uploads/${own}?x=/${victim}`, {
      method: 'DELETE',
      headers: auth(stranger.token),
    });
    expect(removed.status).toBe(204);
    expect(await offsetOf(seller.token, victim)).toBe(0);
    expect(existsSync(join(directory, `${victim}.json`))).toBe(true);
    // And a query naming the caller's own description file removes no file by that name, and is no 500.
    const mine = await createdId(stranger.token, photo.length);
    const json = await fetch(`${app.url}/api/uploads/${mine}?x=/${mine}.json`, {
      method: 'DELETE',
      headers: auth(stranger.token),
    });
    expect(json.status).toBe(204);
    expect(existsSync(join(directory, `${mine}.json`))).toBe(false);
    expect(existsSync(join(directory, mine))).toBe(false);
    expect((await patch(seller.token, victim, 0, photo)).status).toBe(204);
  });

  it('holds the draft cap under 100 concurrent creations', async () => {
    const hurried = await register(api, 'user', 'hurried');
    const results = await Promise.all(Array.from({ length: 100 }, () => create(hurried.token, 1000)));
    const statuses = results.map((r) => r.status);
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM public.photo_drafts WHERE owner_id = $1`, [
      hurried.user.id,
    ]);
    expect({ created: statuses.filter((s) => s === 201).length, drafts: n }).toEqual({ created: 60, drafts: 60 });
    expect(statuses.filter((s) => s !== 201)).toEqual(Array.from({ length: 40 }, () => 422));
  });

  it('refuses to claim an unfinished photo, and checks a finished one by its content', async () => {
    const photo = await jpeg(320, 240);
    const unfinished = await createdId(seller.token, photo.length);
    expect((await patch(seller.token, unfinished, 0, photo.subarray(0, 100))).status).toBe(204);
    const early = await seller.api.post('/api/cars', { ...carFields(), uploads: [unfinished] });
    expect(early.status).toBe(422);
    expect(early.body.errors.uploads).toBeDefined();

    const text = Buffer.from('not a picture at all, only words pretending to be a photo');
    const fake = await createdId(seller.token, text.length);
    expect((await patch(seller.token, fake, 0, text)).status).toBe(204);
    const refused = await seller.api.post('/api/cars', { ...carFields(), uploads: [fake] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.images).toEqual(['يجب رفع صور فقط']);
    // Both stay in the draft: the unfinished one can still be completed and claimed.
    expect((await patch(seller.token, unfinished, 100, photo.subarray(100))).status).toBe(204);
    const car = await seller.api.post('/api/cars', { ...carFields(), uploads: [unfinished] });
    expect(car.status).toBe(201);
  });

  it('adds a draft photo to an existing car, WebP too (the shrunk form browsers send)', async () => {
    const car = await listCar(seller.api);
    const photo = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#345' } })
      .webp()
      .toBuffer();
    const id = await createdId(seller.token, photo.length);
    expect((await patch(seller.token, id, 0, photo)).status).toBe(204);
    const res = await seller.api.post(`/api/cars/${car.id}/images`, { uploads: [id] });
    expect(res.status).toBe(201);
    expect(res.body.images).toHaveLength(2);
    expect(res.body.images[1]).toMatchObject({ width: 500, height: 400 });
  });

  it('limits each photo to 10 MB and the protocol errors are Arabic 4xx', async () => {
    const tooBig = await create(seller.token, 10 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe('حجم الصورة يجب أن يكون أقل من 10MB');
    const id = await createdId(seller.token, 10);
    const wrongOffset = await patch(seller.token, id, 5, Buffer.from('12345'));
    expect(wrongOffset.status).toBe(409);
    expect(((await wrongOffset.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('gives a removed upload its place back: after deleting up to the cap the seller holds no draft and may upload again', async () => {
    const remover = await register(api, 'user', 'remover');
    const directory = join(tmpdir(), 'sayyara-drafts', app.redisPrefix);
    const ids: string[] = [];
    for (let i = 0; i < MAX_DRAFT_PHOTOS; i++) ids.push(await createdId(remover.token, 10));
    expect((await patch(remover.token, ids[0], 0, Buffer.from('12345'))).status).toBe(204); // one with bytes on disk
    expect((await create(remover.token, 10)).status).toBe(422); // the cap is reached
    const remove = (token: string, id: string) =>
      fetch(`${app.url}/api/uploads/${id}`, { method: 'DELETE', headers: auth(token) });
    // Only the owner gives an upload up: another seller's DELETE names nothing and takes nothing.
    expect((await remove(stranger.token, ids[0])).status).toBe(404);
    expect(await draftsOf(remover.user.id)).toBe(MAX_DRAFT_PHOTOS);
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await remove(remover.token, id)).status);
    expect(statuses).toEqual(ids.map(() => 204));
    const files = ids.filter((id) => existsSync(join(directory, id)) || existsSync(join(directory, `${id}.json`)));
    expect({ drafts: await draftsOf(remover.user.id), files }).toEqual({ drafts: 0, files: [] });
    expect((await remove(remover.token, ids[0])).status).toBe(404); // given up once is gone
    const next = await create(remover.token, 10);
    expect({ status: next.status, body: next.status === 201 ? null : await next.text() }).toEqual({ status: 201, body: null });
  });

  it('keeps the draft of an upload the library could not give up, so it can be given up again', async () => {
    const id = await createdId(seller.token, 10);
    const createdAt = async (): Promise<string | undefined> =>
      (await app.dataSource.query(`SELECT created_at::text AS at FROM public.photo_drafts WHERE upload_id = $1`, [id]))[0]?.at;
    const before = await createdAt();
    const remove = () => fetch(`${app.url}/api/uploads/${id}`, { method: 'DELETE', headers: auth(seller.token) });
    // The library's answer when another request holds the upload's lock too long.
    const stuck = jest
      .spyOn(FileStore.prototype, 'remove')
      .mockRejectedValueOnce({ status_code: 500, body: 'failed to acquire lock before timeout' });
    try {
      expect(await refusalOf(await remove())).toMatchObject({ status: 500, json: true, arabic: true });
    } finally {
      stuck.mockRestore();
    }
    // Back in the draft (just after the answer), with its own age for the cleaner.
    expect(await eventually(createdAt)).toBe(before);
    expect(await offsetOf(seller.token, id)).toBe(0);
    expect((await remove()).status).toBe(204);
    expect(await createdAt()).toBeUndefined();
  });

  it("answers the protocol's own refusals as Arabic JSON, with the status and tus headers a tus client relies on", async () => {
    const id = await createdId(seller.token, 10);
    const post = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/uploads`, { method: 'POST', headers: { Authorization: `Bearer ${seller.token}`, ...headers } });
    const patchWith = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/uploads/${id}`, {
        method: 'PATCH',
        headers: { ...auth(seller.token), 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', ...headers },
        body: new Uint8Array(Buffer.from('12345')),
      });
    const metadata = `filename ${btoa('car.jpg')}`;
    const cases: Array<[string, number, () => Promise<Response>]> = [
      ['Upload-Length: ten', 400, () => post({ ...TUS, 'Upload-Length': 'ten', 'Upload-Metadata': metadata })],
      ['Upload-Metadata: a b c', 400, () => post({ ...TUS, 'Upload-Length': '10', 'Upload-Metadata': 'a b c' })],
      ['no Tus-Resumable', 412, () => post({ 'Upload-Length': '10', 'Upload-Metadata': metadata })],
      ['Tus-Resumable: 0.2.2', 400, () => post({ 'Tus-Resumable': '0.2.2', 'Upload-Length': '10' })],
      ['Upload-Offset: -1', 400, () => patchWith({ 'Upload-Offset': '-1' })],
      ['Content-Type: text/plain', 400, () => patchWith({ 'Content-Type': 'text/plain' })],
      // Refusals thrown inside the library's handlers: Arabic already, but they were sent as text/plain.
      ['Upload-Offset: 5 (not where the upload is)', 409, () => patchWith({ 'Upload-Offset': '5' })],
      ['Upload-Length: 10 MB', 413, () => post({ ...TUS, 'Upload-Length': String(10 * 1024 * 1024) })],
    ];
    const answers = [];
    for (const [label, , send] of cases) answers.push({ label, ...(await refusalOf(await send())) });
    expect(answers).toEqual(
      cases.map(([label, status]) => ({ label, status, json: true, tus: '1.0.0', arabic: true, message: expect.any(String) })),
    );
    expect(await offsetOf(seller.token, id)).toBe(0); // none of them wrote a byte
  });

  it("refuses an upload in concatenated parts (Upload-Concat) as the client's error: 400 in Arabic, no error logged", async () => {
    const parallel = await register(api, 'user', 'parallel');
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      const post = (concat: string) =>
        fetch(`${app.url}/api/uploads`, {
          method: 'POST',
          headers: { ...auth(parallel.token), 'Upload-Length': '10', 'Upload-Concat': concat },
        });
      const partial = await refusalOf(await post('partial'));
      const final = await refusalOf(await post(`final;/api/uploads/${randomUUID()} /api/uploads/${randomUUID()}`));
      const expected = {
        status: 400,
        json: true,
        tus: '1.0.0',
        arabic: true,
        message: 'طريقة رفع الصور هذه غير مدعومة، يرجى تحديث الصفحة والمحاولة مرة أخرى',
      };
      expect({ partial, final }).toEqual({ partial: expected, final: expected });
      // The places reserved for them are given back (just after the answer).
      await eventually(async () => (await draftsOf(parallel.user.id)) === 0);
      expect(errors.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('tus'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('deletes drafts no car claimed in time, with their files', async () => {
    const photo = await jpeg(200, 150);
    const id = await createdId(seller.token, photo.length);
    expect((await patch(seller.token, id, 0, photo)).status).toBe(204);
    const directory = join(tmpdir(), 'sayyara-drafts', app.redisPrefix);
    expect(existsSync(join(directory, id))).toBe(true);
    await app.dataSource.query(`UPDATE public.photo_drafts SET created_at = now() - interval '25 hours' WHERE upload_id = $1`, [
      id,
    ]);
    const before = await draftRows();
    await app.worker!.get(CleanPhotoDraftsProcessor).process();
    expect(await draftRows()).toBe(before - 1);
    expect(existsSync(join(directory, id))).toBe(false);
    expect((await fetch(`${app.url}/api/uploads/${id}`, { method: 'HEAD', headers: auth(seller.token) })).status).toBe(404);
  });
});
