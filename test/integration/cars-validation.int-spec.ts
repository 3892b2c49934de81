import sharp from 'sharp';
import { carFields, carForm, jpeg, png, register } from '../support/fixtures';
import { listCar, smallJpeg, solidPng, Upload } from '../support/cars';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

const nextYear = new Date().getFullYear() + 1;
const MB = 1024 * 1024;

/**
 * The car form's rules (signed-in-area.md §5) with their Arabic messages verbatim: each bad
 * value alone is a 422 `{ message, errors: { field: [message] } }` naming that field only.
 */
const FIELD_RULES: Array<[field: string, value: string, message: string]> = [
  ['name', 'سيار', 'يجب أن يحتوي الاسم على 5 أحرف على الأقل'],
  ['name', '   ab    ', 'يجب أن يحتوي الاسم على 5 أحرف على الأقل'],
  ['brand', '', 'يرجى اختيار الماركة'],
  ['brand', '12', 'يرجى اختيار الماركة'],
  ['brand', 'tesla', 'يرجى اختيار الماركة'],
  ['category_id', '0', 'يرجى اختيار فئة السيارة'],
  ['country_of_manufacture', 'ا', 'يرجى إدخال بلد التصنيع'],
  ['model', 'X', 'يرجى إدخال الموديل'],
  ['year', '1899', 'يرجى إدخال سنة صنع صحيحة'],
  ['year', String(nextYear + 1), 'يرجى إدخال سنة صنع صحيحة'],
  ['year', 'قديمة', 'يرجى إدخال سنة صنع صحيحة'],
  ['condition', 'ok', 'يرجى إدخال حالة السيارة'],
  ['mileage', '', 'يرجى إدخال عدد الكيلومترات'],
  ['mileage', '-1', 'يرجى إدخال عدد الكيلومترات'],
  ['fuel_type', 'steam', 'يرجى اختيار نوع الوقود'],
  ['fuel_type', '', 'يرجى اختيار نوع الوقود'],
  ['transmission', 'pedals', 'يرجى اختيار ناقل الحركة'],
  ['horsepower', '', 'يرجى إدخال قوة المحرك'],
  ['horsepower', '0', 'يرجى إدخال قوة المحرك'],
  ['seats', '0', 'يرجى إدخال عدد المقاعد'],
  ['seats', '21', 'يرجى إدخال عدد المقاعد'],
  ['seats', '', 'يرجى إدخال عدد المقاعد'],
  ['color', 'أح', 'يرجى إدخال اللون'],
  ['description', 'وصف قصير لا يكفي..', 'يجب أن يحتوي الوصف على 20 حرفًا على الأقل'],
];

/** The boundary values the same rules accept. */
const ACCEPTED: Array<[field: string, value: string]> = [
  ['name', 'كامري'],
  ['description', 'سيارة بحالة ممتازة 1'],
  ['year', '1900'],
  ['year', String(nextYear)],
  ['seats', '1'],
  ['seats', '20'],
  ['mileage', '0'],
  ['condition', 'new'],
  ['fuel_type', 'electric'],
  ['transmission', 'dct'],
];

describe('car form validation', () => {
  let app: TestApp;
  let user: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    const api = new StrictApi(app.url);
    user = api.as((await register(api)).token);
  });
  afterAll(() => app.close());

  const post = async (fields: Record<string, string>, images: Upload[]) => user.post('/api/cars', carForm(fields, images));
  const carCount = async () => Number((await app.dataSource.query(`SELECT count(*) AS n FROM cars`))[0].n);

  describe('fields', () => {
    it.each(FIELD_RULES)('refuses %s = %j with its Arabic message', async (field, value, message) => {
      const res = await post(carFields({ [field]: value }), [await smallJpeg()]);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: expect.any(String), errors: { [field]: [message] } });
    });

    it('reports every bad field at once, together with the images error', async () => {
      const res = await post(carFields({ name: 'abc', seats: '0', fuel_type: 'coal' }), []);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        name: ['يجب أن يحتوي الاسم على 5 أحرف على الأقل'],
        seats: ['يرجى إدخال عدد المقاعد'],
        fuel_type: ['يرجى اختيار نوع الوقود'],
        images: ['يرجى رفع صور للسيارة'],
      });
    });

    it('reports a missing field with the same message as a bad one', async () => {
      const fields = carFields();
      delete fields.color;
      delete fields.horsepower;
      const res = await post(fields, [await smallJpeg()]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ color: ['يرجى إدخال اللون'], horsepower: ['يرجى إدخال قوة المحرك'] });
    });

    it.each(ACCEPTED)('accepts the boundary value %s = %j', async (field, value) => {
      const car = await listCar(user, { fields: { [field]: value } });
      expect(String(car[field])).toBe(value);
    });

    it("lists a car whose seller chose no body type: it has none of its own (its model's counts)", async () => {
      const car = await listCar(user, { fields: { category_id: '' } });
      expect(car.category_id).toBeNull();
    });

    it('lists nothing when the form is refused', async () => {
      const before = await carCount();
      await post(carFields({ seats: '99' }), [await smallJpeg()]);
      expect(await carCount()).toBe(before);
    });
  });

  describe('images', () => {
    it('refuses a form without photos', async () => {
      const res = await post(carFields(), []);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['يرجى رفع صور للسيارة'] });
    });

    it('judges a photo by its content: a text file named car.png with type image/png is refused', async () => {
      const fake = {
        body: Buffer.from('this is not a picture at all, just text\n'.repeat(20)),
        name: 'car.png',
        type: 'image/png',
      };
      const res = await post(carFields(), [fake]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['يجب رفع صور فقط'] });
    });

    it('judges a photo by its content: a real PNG named notes.txt with type text/plain is accepted', async () => {
      const car = await listCar(user, { images: [{ body: await png(200, 100), name: 'notes.txt', type: 'text/plain' }] });
      expect(car.images).toHaveLength(1);
      expect(car.images[0]).toMatchObject({ width: 200, height: 100 });
    });

    it('refuses image formats other than PNG and JPEG (a real WebP)', async () => {
      const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
        .webp()
        .toBuffer();
      const res = await post(carFields(), [{ body: webp, name: 'car.webp', type: 'image/webp' }]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['يجب رفع صور فقط'] });
    });

    it('refuses the whole form when one photo of several is bad, and lists nothing', async () => {
      const before = await carCount();
      const res = await post(carFields(), [
        await smallJpeg(),
        { body: Buffer.from('%PDF-1.4 not an image'), name: 'b.jpg', type: 'image/jpeg' },
      ]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['يجب رفع صور فقط'] });
      expect(await carCount()).toBe(before);
    });

    // A JPEG padded to the size: decoders ignore bytes after the end marker, so only the size is wrong.
    const paddedJpeg = async (bytes: number): Promise<Upload> => {
      const photo = await jpeg(64, 64);
      return { body: Buffer.concat([photo, Buffer.alloc(bytes - photo.length)]), name: 'big.jpg', type: 'image/jpeg' };
    };

    it('refuses a photo of exactly 10 MB (the limit is "less than 10MB")', async () => {
      const res = await post(carFields(), [await paddedJpeg(10 * MB)]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['حجم الصورة يجب أن يكون أقل من 10MB'] });
    });

    it('refuses a photo over 10 MB while it is still arriving, with the same message', async () => {
      const res = await post(carFields(), [await paddedJpeg(11 * MB)]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['حجم الصورة يجب أن يكون أقل من 10MB'] });
    });

    it('accepts a photo just under 10 MB', async () => {
      const car = await listCar(user, { images: [await paddedJpeg(10 * MB - 1)] });
      expect(car.images).toHaveLength(1);
    });

    it('refuses a photo of more than 50 megapixels even when the file is small (8000×8000 PNG of one colour)', async () => {
      const body = await solidPng(8000, 8000);
      expect(body.length).toBeLessThan(2 * MB);
      const res = await post(carFields(), [{ body, name: 'huge.png', type: 'image/png' }]);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['أبعاد الصورة كبيرة جدًا'] });
    });

    it('refuses more photos than the ad allows (10 by default)', async () => {
      const photo = await smallJpeg();
      const res = await post(
        carFields(),
        Array.from({ length: 11 }, () => photo),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['لا يمكن رفع أكثر من 10 صور للإعلان'] });
      const ten = await listCar(user, { images: Array.from({ length: 10 }, () => photo) });
      expect(ten.images).toHaveLength(10);
    });
  });

  describe('malformed requests', () => {
    it('answers 400 to a broken multipart body', async () => {
      const res = await user.request('POST', '/api/cars', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('reports files sent under an unknown field as not images', async () => {
      const form = carForm(carFields(), []);
      form.append('photo', new Blob([new Uint8Array(await smallJpeg().then((p) => p.body))], { type: 'image/jpeg' }), 'a.jpg');
      const res = await user.post('/api/cars', form);
      expect(res.status).toBe(422);
      expect(res.body.errors.photo).toEqual(['يجب رفع صور فقط']);
    });

    it('answers 400 to malformed JSON in an edit', async () => {
      const car = await listCar(user);
      const res = await user.request('PUT', `/api/cars/${car.id}`, '{"color": "أحمر"', { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
    });

    // Junk of every shape a query string can carry: each is a 422 or ignored, never a 5xx
    // (StrictApi fails the test on any 5xx).
    it.each(
      [
        'page=abc',
        'page=0',
        'page[]=1',
        'limit=0',
        'limit=1000',
        'per_page=1.5',
        'price=5',
        'price[]=1',
        'price[min]=abc',
        'price[min]=-1',
        'price[min][x]=1',
        'brand[]=1',
        'brand=%00',
        'sort=random',
        'status=deleted',
        'status[]=active',
        'offer_type=lease',
        'user_id=abc',
        'user_id=-5',
        'featured[]=1',
        'search[]=x',
        `search=${'ا'.repeat(500)}`,
        'location[]=x',
        'search=%27%3B%20DROP%20TABLE%20cars%3B--',
        'search=%25%5F%5C',
      ].map((junk) => [junk.length > 40 ? `${junk.slice(0, 40)}…` : junk, junk]),
    )('answers GET /api/cars?%s with 200 or 422', async (_label, junk) => {
      for (const path of ['/api/cars', '/api/car-offers']) {
        const res = await user.get(`${path}?${junk}`);
        expect([200, 422]).toContain(res.status);
        if (res.status === 422) expect(res.body).toEqual({ message: expect.any(String), errors: expect.any(Object) });
      }
    });

    it('answers a JSON body without photos with the field rules, not a 5xx', async () => {
      const res = await user.post('/api/cars', carFields());
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ images: ['يرجى رفع صور للسيارة'] });
    });
  });
});
