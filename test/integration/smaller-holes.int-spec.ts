import { crc32 } from 'node:zlib';
import { EventStore } from '../../server/src/event-store/event-store.service';
import { Api } from '../support/api';
import { carIn } from '../support/cars';
import { carFields, carForm, loginAdmin, register, uniqueEmail } from '../support/fixtures';
import { storeIn } from '../support/places';
import { startTestApp, TestApp } from '../support/test-app';

/** A PNG that is only its header: it claims any size while weighing a few bytes. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const registration = (fields: Record<string, string>) => ({
  name: 'سامر الحلبي',
  email: uniqueEmail(),
  password: 'password123',
  password_confirmation: 'password123',
  ...fields,
});

describe('smaller holes', () => {
  let app: TestApp;
  let api: Api;
  let admin: Api;

  beforeAll(async () => {
    app = await startTestApp();
    api = new Api(app.url);
    admin = api.as((await loginAdmin(api)).token);
  });
  afterAll(() => app.close());

  describe('look-alike and invisible names and addresses', () => {
    it("reads a zero-width space after the domain as the same address (so the admin's is taken)", async () => {
      const res = await api.post('/auth/register', registration({ email: 'admin@sayyara.sy\u200b' }));
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual(['البريد الإلكتروني مستخدم بالفعل']);
    });

    it('refuses an e-mail hiding a zero-width space or a Cyrillic letter in its name part, in Arabic', async () => {
      for (const email of ['adm\u200bin@sayyara.sy', 'аdmin@sayyara.sy']) {
        const res = await api.post('/auth/register', registration({ email }));
        expect({ email, status: res.status }).toEqual({ email, status: 422 });
        expect(res.body.errors.email).toContain('يجب أن يُكتب البريد الإلكتروني بأحرف لاتينية دون محارف مخفية');
      }
    });

    it('writes an international domain in its ASCII form, so a look-alike domain shows as what it is', async () => {
      const res = await api.post('/auth/register', registration({ email: 'Samer@Sayyаra.SY' }));
      expect(res.status).toBe(201);
      expect(res.body.user.email).toMatch(/^samer@xn--[a-z0-9-]+\.sy$/);
    });

    it('refuses names of invisible characters only, and look-alike scripts within a word', async () => {
      const invisible = await api.post('/auth/register', registration({ name: '\u200b\u200c\u200d\u2060\u200b' }));
      expect(invisible.status).toBe(422);
      expect(invisible.body.errors.name).toContain('يجب أن يحتوي الاسم على أحرف ظاهرة');
      const mixed = await api.post('/auth/register', registration({ name: 'Аdmin Sayyara' }));
      expect(mixed.status).toBe(422);
      expect(mixed.body.errors.name[0]).toMatch(/لاتينية وسيريلية/);
      // Arabic and Latin side by side are a real name; invisible characters are dropped from it.
      const fine = await api.post('/auth/register', registration({ name: 'سامر\u200b Samer' }));
      expect(fine.status).toBe(201);
      expect(fine.body.user.name).toBe('سامر Samer');
    });

    it('refuses contact details in an account name, which every buyer reads beside its listings, in Arabic', async () => {
      const refused = /رقم هاتف أو بريد إلكتروني/;
      for (const name of [
        'أبو سامر ٠٩٤٤ ٥٥٥ ٦٦٦',
        'سامر +963 944 555666',
        'سامر samer@mail.sy',
        'سامر wa.me/963944555666',
        'سامر واتساب',
        // Spelled out, as a way round a check that read figures only.
        'أبو سامر صفر تسعة أربعة أربعة خمسة خمسة خمسة ستة ستة ستة',
      ]) {
        const res = await api.post('/auth/register', registration({ name }));
        expect({ name, status: res.status }).toEqual({ name, status: 422 });
        expect(res.body.errors.name[0]).toMatch(refused);
      }
      // A name may hold a figure that is not a number to call.
      expect((await api.post('/auth/register', registration({ name: 'معرض 2015 للسيارات' }))).status).toBe(201);
      // Renaming is the same door: the account's own profile, and an admin's edit of it.
      const seller = await register(api);
      const me = await api.as(seller.token).put('/api/me', { name: 'سامر 0933-123-456' });
      expect(me.status).toBe(422);
      expect(me.body.errors.name[0]).toMatch(refused);
      const byAdmin = await admin.put(`/api/users/${seller.user.id}`, { name: 'سامر t.me/samer_cars' });
      expect(byAdmin.status).toBe(422);
      expect(byAdmin.body.errors.name[0]).toMatch(refused);
      expect((await api.as(seller.token).put('/api/me', { name: 'سامر الحلبي' })).status).toBe(200);
    });

    it('leaves out of a name given before the check the contact details every buyer would read beside its listings', async () => {
      // The log keeps names given before registering refused them (or before the check read a spelled number).
      const seller = await register(api);
      const owner = api.as(seller.token);
      const car = await carIn('active', owner, admin);
      const store = app.server.get(EventStore);
      const rename = async (name: string) => {
        const history = await store.readStream('user', seller.user.id);
        await store.append(
          {
            streamType: 'user',
            streamId: seller.user.id,
            expectedVersion: history.length,
            events: [{ type: 'UserProfileUpdated', data: { name } }],
          },
          { actorId: null, actorRole: 'system', correlationId: 'test' },
        );
      };
      const shown = async () => {
        const page = await api.get(`/api/cars/${car.id}`);
        const list = await api.get(`/api/cars?user_id=${seller.user.id}`);
        return [page.body.owner.name, list.body.data.map((c: { owner: { name: string | null } }) => c.owner.name)];
      };
      await rename('أبو سامر 0944 555 666');
      expect(await shown()).toEqual(['أبو سامر …', ['أبو سامر …']]);
      await rename('أبو سامر صفر تسعة أربعة أربعة خمسة خمسة خمسة ستة ستة ستة واتساب');
      expect(await shown()).toEqual(['أبو سامر …', ['أبو سامر …']]);
      await rename('0944555666');
      expect(await shown()).toEqual([null, [null]]);
      // The account itself still reads the name it gave.
      expect((await owner.get('/api/me')).body.data.name).toBe('0944555666');
      await rename('أبو سامر');
      expect(await shown()).toEqual(['أبو سامر', ['أبو سامر']]);
    });

    it('refuses bidi overrides in a car name', async () => {
      const seller = api.as((await register(api)).token);
      const res = await seller.post('/api/cars', carForm(carFields({ name: 'تويوتا كامري \u202Egnp.exe' }), []));
      expect(res.status).toBe(422);
      expect(res.body.errors.name[0]).toMatch(/اتجاه النص/);
    });
  });

  it('counts views per address, whatever User-Agent the visitor claims', async () => {
    const owner = api.as((await register(api)).token);
    const store = await storeIn('active', owner, admin);
    const viewAs = (address: string, agent: string) =>
      api.request('POST', `/api/stores/${store.id}/views`, undefined, { 'x-forwarded-for': address, 'user-agent': agent });
    for (let i = 0; i < 5; i++) await viewAs('203.0.113.40', `browser-${i}`);
    expect((await viewAs('203.0.113.41', 'browser-0')).body.data.views).toBe(2);
  });

  it('answers 20 identical concurrent favourite PUTs all with success', async () => {
    const seller = api.as((await register(api)).token);
    const car = await carIn('active', seller, admin);
    const fan = api.as((await register(api)).token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fan.put(`/api/favourites/${car.id}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const mine = await fan.get('/api/favourites');
    expect(mine.body.data.map((c: { id: number }) => c.id)).toEqual([car.id]);
  });

  it('gives a 30000×30000 image the dimensions message', async () => {
    const seller = api.as((await register(api)).token);
    const res = await seller.post(
      '/api/cars',
      carForm(carFields(), [{ body: pngHeader(30_000, 30_000), name: 'huge.png', type: 'image/png' }]),
    );
    expect(res.status).toBe(422);
    expect(Object.values(res.body.errors).flat()).toContain('أبعاد الصورة كبيرة جدًا');
  });

  it('lets pages connect only to the site itself and its socket', async () => {
    const res = await fetch(`${app.url}/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1].split(' ');
    expect(connect).toEqual(["'self'", expect.stringMatching(/^ws:\/\/localhost:\d+$/)]);
  });
});
