import { carFields, carForm, jpeg, register } from '../support/fixtures';
import { listCar } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * MAX_UPLOAD_MB bounds a whole request body (all photos together), separately from the 10 MB
 * per photo: a body over it is refused with 413 before it is read. This suite runs its own
 * server with the limit lowered to 1 MB, so a 2 MB form is enough to cross it.
 */
describe('whole upload limit (MAX_UPLOAD_MB)', () => {
  let app: TestApp;
  let user: StrictApi;

  beforeAll(async () => {
    app = await startTestApp({ env: { MAX_UPLOAD_MB: '1' } });
    const api = new StrictApi(app.url);
    user = api.as((await register(api)).token);
  });
  afterAll(() => app.close());

  it('refuses a 2 MB listing with 413 and lists nothing', async () => {
    // Noise does not compress: two 1400×1400 JPEGs at quality 70 are about 1 MB each.
    const photos = [await jpeg(1400, 1400), await jpeg(1400, 1400)];
    const total = photos.reduce((n, p) => n + p.length, 0);
    expect(total).toBeGreaterThan(1.5 * 1024 * 1024);
    const res = await user.post(
      '/api/cars',
      carForm(
        carFields(),
        photos.map((body, i) => ({ body, name: `p${i}.jpg` })),
      ),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'حجم الطلب أكبر من المسموح' });
    const [{ n }] = await app.dataSource.query(`SELECT count(*)::int AS n FROM cars`);
    expect(n).toBe(0);
  });

  it('asks an upload without a declared length to declare one (411), since it cannot be bounded up front', async () => {
    const form = carForm(carFields(), [{ body: await jpeg(200, 150), name: 'p.jpg' }]);
    const encoded = new Response(form);
    const body = encoded.body!;
    const res = await fetch(`${app.url}/api/cars`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': encoded.headers.get('content-type')! },
      body,
      duplex: 'half',
    });
    expect(res.status).toBe(411);
    expect(((await res.json()) as { message: string }).message).toEqual(expect.stringMatching(/[\u0600-\u06FF]/));
  });

  it('still accepts a listing under the limit on the same server', async () => {
    const car = await listCar(user);
    expect(car.status).toBe('pending');
  });
});
