import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ExpireCar } from '../../server/src/cars/commands/expire-car/expire-car.command';
import { grantRole, reactivateUser, suspendUser } from '../support/accounts';
import { approve, carIn, DEFAULT_OFFER, listCar, makeOffer, smallJpeg } from '../support/cars';
import { carFields, carForm, eventually, loginAdmin, register, Session, uniqueEmail } from '../support/fixtures';
import {
  adFields,
  createAd,
  inspectionFields,
  multipart,
  requestInspection,
  storeFields,
  storeIn,
  workshopFields,
  workshopIn,
} from '../support/places';
import { allRoutes, expressRoutes, nestRoutes } from '../support/routes';
import { TestBucket } from '../support/storage';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { SendContactMessage } from '../../server/src/contact/commands/send-contact-message/send-contact-message.command';
import { ContactMessageDto } from '../../server/src/contact/http/contact-message.dto';
import { ListPart } from '../../server/src/parts/commands/list-part/list-part.command';
import { Actor } from '../../server/src/shared/auth/roles';
import { ResetTokens } from '../../server/src/password-reset/reset-tokens';
import { RaiseNotifications } from '../../server/src/notifications/commands/raise-notifications.command';
import { Body, Caller, CALLERS, MATRIX, routeOf, Row, Subject } from './authz/matrix';
import { riskChecksCaughtUp } from '../support/risk-checks';

/**
 * The matrix's callers and one more: an admin who was suspended. A suspended admin is a
 * suspended account: wherever the admin role opens more than a user's, it gets the suspended
 * account's cell.
 */
type Tested = Caller | 'suspended_admin';
type SignedIn = Exclude<Tested, 'anonymous'>;
const SUSPENDED = new Set<Tested>(['suspended', 'suspended_admin']);

interface Account {
  caller: SignedIn;
  session: Session;
  api: StrictApi;
}

interface CellCase {
  label: string;
  caller: Tested;
  owns: boolean;
  expected: number;
}

/** One test per cell: a number is one case, `o(own, other)` two. */
function casesOf(row: Row): CellCase[] {
  const adminOpensMore = JSON.stringify(row.expect.admin) !== JSON.stringify(row.expect.user);
  const tested: Tested[] = adminOpensMore ? [...CALLERS, 'suspended_admin'] : [...CALLERS];
  return tested.flatMap((caller) => {
    const cell = row.expect[caller === 'suspended_admin' ? 'suspended' : caller];
    if (typeof cell === 'number') return [{ label: `${caller} → ${cell}`, caller, owns: false, expected: cell }];
    return [
      { label: `${caller} (own) → ${cell.own}`, caller, owns: true, expected: cell.own },
      { label: `${caller} (other) → ${cell.other}`, caller, owns: false, expected: cell.other },
    ];
  });
}

/** A car's id under both names the routes use for it. */
const TUS = { 'Tus-Resumable': '1.0.0' };

/** The tus protocol's headers, on its routes: every request names the version; creation a length, a chunk its offset. */
function tusHeaders(body: Body, path: string): Record<string, string> {
  if (!path.startsWith('/api/uploads')) return {};
  if (body === 'tusCreate') return { ...TUS, 'Upload-Length': '10' };
  if (body === 'tusChunk') return { ...TUS, 'Upload-Offset': '0', 'content-type': 'application/offset+octet-stream' };
  return TUS;
}

const carParams = (car: { id: number }) => ({ id: String(car.id), carId: String(car.id) });

const PART = {
  name: 'فحمات فرامل أمامية',
  brand: 'Brembo',
  category: 'brakes' as const,
  type: 'replacement' as const,
  makes: [],
  models: [],
  compatibility: ['يناسب جميع السيارات'],
  description: 'فحمات سيراميك',
  priceMinor: 4500,
  currency: 'USD' as const,
  stock: 3,
};

/** The actor a session's user acts as in a command. */
const toActor = (user: Session['user']) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  roles: user.roles as Actor['roles'],
  latestRole: user.latest_role as Actor['latestRole'],
  status: 'active' as const,
});

const CONTACT_FORM = {
  name: 'ليلى',
  email: 'laila@example.sy',
  subject: 'استفسار عن الإعلانات',
  message: 'كيف يمكنني تمييز إعلاني في الصفحة الرئيسية؟',
};

const CONTACT = {
  name: 'سامر',
  email: 'samer@example.sy',
  phone: '+963 944 123456',
  message: 'هل السيارة ما زالت متوفرة؟ وهل السعر قابل للتفاوض؟',
};

/** '/api/cars/:id/images/:imageId' with { id: '3', imageId: '…' } → '/api/cars/3/images/…'. */
function fillPath(path: string, params: Partial<Record<string, string>>): string {
  return path.replace(/[:*](\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for ${name} in ${path}`);
    return params[name];
  });
}

/**
 * Runs the matrix of authz/matrix.ts against the real server: every cell with its own caller
 * and a fresh subject, and checks the matrix lists exactly the routes the server has.
 */
describe('authorization matrix', () => {
  const bucket = new TestBucket();
  let app: TestApp;
  let api: StrictApi;
  let moderator: StrictApi;
  let webp: Buffer;
  const callers = {} as Record<SignedIn, Account>;
  /** Makes each saved search's query (and each raised notification's source) unique. */
  let searches = 0;
  /** Owns every subject a cell acts on as "other". */
  let bystander: Account;

  async function newAccount(caller: SignedIn): Promise<Account> {
    const role = caller === 'shop_manager' || caller === 'workshop' ? caller : 'user';
    const session = await register(api, role, caller);
    // Neither has an endpoint yet; the events are what those endpoints will append.
    if (caller === 'admin' || caller === 'suspended_admin') await grantRole(app, session.user.id, 'admin');
    if (SUSPENDED.has(caller)) await suspendUser(app, session.user.id);
    return { caller, session, api: api.as(session.token) };
  }

  /** Runs `work` as `owner`; a suspended owner is reactivated meanwhile, so it can own fresh cars. */
  async function asOwner<T>(owner: Account, work: (ownerApi: StrictApi) => Promise<T>): Promise<T> {
    if (!SUSPENDED.has(owner.caller)) return work(owner.api);
    await reactivateUser(app, owner.session.user.id);
    try {
      return await work(owner.api);
    } finally {
      await suspendUser(app, owner.session.user.id);
    }
  }

  /** Creates the subject a cell acts on, owned by `owner`; answers the path parameters. */
  async function prepare(subject: Subject, owner: Account): Promise<Record<string, string>> {
    switch (subject) {
      case 'nothing':
      case 'caller':
        return {};
      case 'variant': {
        const key = `variants/authz/${randomUUID()}/320.webp`;
        await bucket.put(key, webp, 'image/webp');
        return { key };
      }
      case 'original': {
        const car = await asOwner(owner, (ownerApi) => listCar(ownerApi));
        const [row] = await app.dataSource.query(`SELECT original_key FROM car_images WHERE car_id = $1`, [car.id]);
        if (!(await bucket.has(row.original_key))) throw new Error(`original ${row.original_key} is not in storage`);
        return { key: row.original_key };
      }
      case 'pendingCar':
        return carParams(await asOwner(owner, (ownerApi) => carIn('pending', ownerApi, moderator)));
      case 'activeCar':
        return carParams(await asOwner(owner, (ownerApi) => carIn('active', ownerApi, moderator)));
      case 'settledCar': {
        // Approved as a moderator approves: once its photo was processed and the risk checks had
        // read it. Its flags are then there to keep (a new account's, the photo every test car
        // shares), so an admin's keep answers 200. Approved at once, the checks raced the cell's
        // request: keep answered 409 (no flags yet) or 200, by the machine's speed.
        const car = await asOwner(owner, async (ownerApi) => {
          const listed = await listCar(ownerApi);
          await makeOffer(ownerApi, listed.id);
          await eventually(async () =>
            (await ownerApi.get(`/api/cars/${listed.id}`)).body.images.every((i: { status: string }) => i.status === 'ready'),
          );
          await riskChecksCaughtUp(app.dataSource);
          await approve(moderator, listed.id);
          return listed as { id: number };
        });
        return carParams(car);
      }
      case 'carWithoutOffer':
        return carParams(await asOwner(owner, (ownerApi) => carIn('active', ownerApi, moderator, { offer: null })));
      case 'carWithTwoPhotos': {
        const photo = await smallJpeg();
        const car = await asOwner(owner, (ownerApi) => carIn('active', ownerApi, moderator, { images: [photo, photo] }));
        return { ...carParams(car), imageId: car.images[0].id };
      }
      case 'loggedEvent':
        return { position: '1' };
      case 'carStream':
        return { ...carParams(await asOwner(owner, (ownerApi) => carIn('active', ownerApi, moderator))), type: 'car' };
      case 'expiredCar': {
        const car = await asOwner(owner, (ownerApi) => carIn('active', ownerApi, moderator));
        await app.server.get(CommandBus).execute(new ExpireCar(car.id, new Date(Date.now() + 400 * 24 * 3600 * 1000)));
        return carParams(car);
      }
      case 'account':
        return { id: String((await register(api, 'user', 'subject')).user.id) };
      case 'category': {
        const res = await moderator.post('/api/categories', { name: `فئة ${randomUUID().slice(0, 8)}` });
        if (res.status !== 201) throw new Error(`category failed: ${res.status} ${JSON.stringify(res.body)}`);
        return { id: String(res.body.data.id) };
      }
      case 'messageToOwner': {
        const car = await asOwner(owner, (ownerApi) => carIn('active', ownerApi, moderator));
        // Sent by the moderator account: the contact form allows 20 messages an hour per sender,
        // plenty for this table, and no cell below writes as the moderator.
        const sent = await moderator.post(`/api/cars/${car.id}/messages`, CONTACT);
        if (sent.status !== 201) throw new Error(`message failed: ${sent.status} ${JSON.stringify(sent.body)}`);
        return { id: String(sent.body.data.id) };
      }
      case 'activeStore':
      case 'pendingStore': {
        const status = subject === 'activeStore' ? 'active' : 'pending';
        return { id: String((await asOwner(owner, (ownerApi) => storeIn(status, ownerApi, moderator))).id) };
      }
      case 'activeWorkshop':
      case 'pendingWorkshop': {
        const status = subject === 'activeWorkshop' ? 'active' : 'pending';
        return { id: String((await asOwner(owner, (ownerApi) => workshopIn(status, ownerApi, moderator))).id) };
      }
      case 'workshopAd': {
        const ad = await asOwner(owner, async (ownerApi) =>
          createAd(ownerApi, (await workshopIn('active', ownerApi, moderator)).id),
        );
        return { id: String(ad.id) };
      }
      case 'inspection':
        return { id: String((await asOwner(owner, (ownerApi) => requestInspection(ownerApi))).id) };
      case 'part': {
        // Parts are listed by stores; whoever owns the subject sells it here.
        const seller = { ...toActor(owner.session.user), roles: ['shop_manager' as const] };
        const photo = {
          imageId: randomUUID(),
          key: `originals/${randomUUID()}.jpg`,
          contentType: 'image/jpeg',
          size: 1,
          width: 1,
          height: 1,
        };
        const { partId } = await app.server.get(CommandBus).execute(new ListPart(seller, PART, [photo]));
        return { id: String(partId) };
      }
      case 'resetLink': {
        const someone = await register(api, 'user', 'forgetful');
        return { token: await app.server.get(ResetTokens).issue(someone.user.id) };
      }
      case 'draftPhoto': {
        const res = await asOwner(owner, (ownerApi) =>
          ownerApi.request('POST', '/api/uploads', undefined, { ...TUS, 'Upload-Length': '10' }),
        );
        if (res.status !== 201) throw new Error(`upload not created: ${res.status}`);
        return { id: res.headers.get('location')!.split('/').pop()! };
      }
      case 'savedSearch': {
        const res = await asOwner(owner, (ownerApi) =>
          ownerApi.post('/api/saved-searches', { name: 'بحث', query: `price[min]=${++searches}` }),
        );
        if (res.status !== 201) throw new Error(`saved search failed: ${res.status} ${JSON.stringify(res.body)}`);
        return { id: String(res.body.data.id) };
      }
      case 'notification': {
        // Raised as the worker raises a saved search's match, for an event of its own (a position no event has).
        const [id] = await app.server.get(CommandBus).execute(
          new RaiseNotifications(1_000_000_000 + ++searches, [
            {
              userId: owner.session.user.id,
              kind: 'saved_search_match',
              title: 'تنبيه',
              body: 'سيارة',
              link: '/cars/1',
              carId: null,
              savedSearchId: null,
            },
          ]),
        );
        return { id: String(id) };
      }
      case 'contactMessage': {
        // Through the command, not the page: the page allows five messages an hour per sender.
        const form = Object.assign(new ContactMessageDto(), CONTACT_FORM);
        const { messageId } = await app.server.get(CommandBus).execute(new SendContactMessage(undefined, form));
        return { id: String(messageId) };
      }
    }
  }

  async function bodyFor(body: Body, account: Account | null, params: Record<string, string>): Promise<unknown> {
    switch (body) {
      case 'none':
        return undefined;
      case 'registration':
        return { name: 'حساب جديد', email: uniqueEmail('matrix'), password: 'password123', password_confirmation: 'password123' };
      case 'credentials': {
        const email = account ? account.session.user.email : (await register(api, 'user', 'visitor')).user.email;
        return { email, password: 'password123' };
      }
      case 'carForm':
        return carForm(carFields(), [await smallJpeg()]);
      case 'photos':
        return carForm({}, [await smallJpeg()]);
      case 'carEdit':
        return new URLSearchParams({ color: 'أزرق' });
      case 'offer':
        return { ...DEFAULT_OFFER };
      case 'offerEdit':
        return { price: 14000 };
      case 'rejection':
        return { reason: 'الصور غير واضحة' };
      case 'approval':
        return { approve_anyway: true };
      case 'contact':
        return { ...CONTACT };
      case 'profile':
        return { name: 'اسم محدث', phone: '0944 123 456' };
      case 'password':
        return { current_password: 'password123', password: 'newpassword1', password_confirmation: 'newpassword1' };
      case 'userEdit':
        return { name: 'اسم عدله المدير' };
      case 'role':
        return { role: 'shop_manager' };
      case 'categoryName':
        return { name: `فئة ${randomUUID().slice(0, 8)}` };
      case 'settings':
        return { ad_duration_days: 30, max_images_per_ad: 10, review_before_publish: true };
      case 'rates':
        return { SYP: 110, EUR: 0.92 };
      case 'storeForm':
        return multipart(storeFields(), 'logo', [await smallJpeg()]);
      case 'storeEdit':
        return multipart({ name: 'متجر باسم جديد' });
      case 'workshopForm':
        return workshopFields();
      case 'workshopEdit':
        return { name: 'ورشة باسم جديد' };
      case 'workshopSettings':
        return { notify_reviews: false, notify_status: true };
      case 'review':
        return { rating: 4, comment: 'خدمة جيدة وسريعة' };
      case 'adForm':
        return adFields(Number(params.id));
      case 'adEdit':
        return { price: 2000 };
      case 'inspectionForm':
        return inspectionFields();
      case 'inspectionStatus':
        return { status: 'scheduled' };
      case 'contactForm':
        return { ...CONTACT_FORM };
      case 'email':
        return { email: uniqueEmail('forgot') };
      case 'answers':
        return { answers: [11, 22, 31, 44, 53, 62].map((id) => ({ question_id: Math.floor(id / 10), chosen_option_id: id })) };
      case 'savedSearch':
        return { name: 'بحث جديد', query: `price[max]=${++searches}` };
      case 'tusCreate':
      case 'tusChunk':
        return undefined; // headers only (tusHeaders), or raw bytes sent by the cell itself
      case 'newPassword':
        return { token: params.token, password: 'new-password-1', password_confirmation: 'new-password-1' };
    }
  }

  beforeAll(async () => {
    // The worker answers recommendations (and processes the cells' photos meanwhile).
    app = await startTestApp({ worker: true, env: { S3_BUCKET: bucket.name } });
    api = new StrictApi(app.url);
    moderator = api.as((await loginAdmin(api)).token);
    webp = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a6' } })
      .webp()
      .toBuffer();
    for (const caller of [...CALLERS, 'suspended_admin'] as const)
      if (caller !== 'anonymous') callers[caller] = await newAccount(caller);
    bystander = await newAccount('user');
  });
  afterAll(() => app.close());

  describe('coverage', () => {
    it('has a row for every route the server answers, and none for a route it does not have', () => {
      const served = allRoutes(app.server).map((r) => r.key);
      const listed = new Set(Object.keys(MATRIX).map(routeOf));
      expect({ routesWithoutARow: served.filter((key) => !listed.has(key)) }).toEqual({ routesWithoutARow: [] });
      expect({ rowsWithoutARoute: [...listed].filter((key) => !served.includes(key)) }).toEqual({ rowsWithoutARoute: [] });
    });

    it("finds every controller route of Nest's metadata on the Express router, where requests meet it", () => {
      const mounted = new Set(expressRoutes(app.server).map((r) => r.key));
      const controllers = nestRoutes(app.server).map((r) => r.key);
      expect(controllers).toEqual(expect.arrayContaining(['PUT /api/cars/:id/approve', 'GET /media/*key', 'GET /health']));
      expect(controllers.filter((key) => !mounted.has(key))).toEqual([]);
    });
  });

  describe.each(Object.entries(MATRIX))('%s', (key, row) => {
    const [method, path] = routeOf(key).split(' ');

    it.each(casesOf(row).map((c) => [c.label, c] as const))('%s', async (_label, { caller, owns, expected }) => {
      const account = caller === 'anonymous' ? null : row.subject === 'caller' ? await newAccount(caller) : callers[caller];
      const params = await prepare(row.subject, owns && account ? account : bystander);
      const body = row.body === 'tusChunk' ? '0123456789' : await bodyFor(row.body, account, params);
      const res = await (account?.api ?? api).request(method, fillPath(path, params), body, tusHeaders(row.body, path));
      // The body is shown only when the status is not the expected one.
      expect({ status: res.status, body: res.status === expected ? undefined : res.body }).toEqual({
        status: expected,
        body: undefined,
      });
    });
  });
});
