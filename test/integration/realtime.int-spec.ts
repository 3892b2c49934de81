import type { Socket } from 'socket.io-client';
import { grantRole, suspendUser } from '../support/accounts';
import { loginAdmin, register, Session } from '../support/fixtures';
import { listCar } from '../support/cars';
import { connected, Inbox, openSocket, refusal } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { ifStarted } from '../support/if-started';

/**
 * Socket.IO pushes (CONTRACT.md "Socket.IO"). The worker's push subscription emits through Redis;
 * every server's Redis adapter delivers to its own sockets. Two servers share one database and
 * one Redis prefix here, as two processes of one deployment would.
 */
describe('realtime', () => {
  let serverA: TestApp;
  let serverB: TestApp;
  let api: StrictApi;
  let adminSession: Session;
  let admin: StrictApi;
  const sockets: Socket[] = [];

  /** A connected socket on `app` for `token`, recording everything it receives. */
  const inboxOf = async (app: TestApp, token: string): Promise<Inbox> => {
    const socket = openSocket(app.url, token);
    sockets.push(socket);
    const inbox = new Inbox(socket);
    await connected(socket);
    return inbox;
  };

  const positionOf = async (carId: number, type: string): Promise<number> => {
    const [row] = await serverA.dataSource.query(
      `SELECT global_position AS position FROM public.events WHERE stream_type = 'car' AND stream_id = $1 AND event_type = $2`,
      [String(carId), type],
    );
    return Number(row.position);
  };

  beforeAll(async () => {
    serverA = await startTestApp({ worker: true });
    serverB = await startTestApp({ databaseUrl: serverA.databaseUrl, redisPrefix: serverA.redisPrefix });
    api = new StrictApi(serverA.url);
    adminSession = await loginAdmin(api);
    admin = api.as(adminSession.token);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    // B first: A owns the database and drops it.
    await ifStarted(serverB)?.close();
    await ifStarted(serverA)?.close();
  });

  describe('handshake', () => {
    it('refuses a socket without a token: connect_error, never connected', async () => {
      const socket = openSocket(serverA.url);
      sockets.push(socket);
      const error = await refusal(socket);
      expect(error.message).toBe('unauthorized');
      expect(socket.connected).toBe(false);
    });

    it('refuses a socket with a made-up token', async () => {
      const socket = openSocket(serverA.url, 'x'.repeat(43));
      sockets.push(socket);
      expect((await refusal(socket)).message).toBe('unauthorized');
      expect(socket.connected).toBe(false);
    });

    it('refuses a socket whose token was revoked by logging out', async () => {
      const session = await register(api);
      expect((await api.as(session.token).post('/auth/logout')).status).toBe(200);
      const socket = openSocket(serverA.url, session.token);
      sockets.push(socket);
      expect((await refusal(socket)).message).toBe('unauthorized');
    });

    it('accepts a live token, also sent with its "Bearer " prefix', async () => {
      const session = await register(api);
      const socket = openSocket(serverA.url, `Bearer ${session.token}`);
      sockets.push(socket);
      await connected(socket);
      expect(socket.connected).toBe(true);
    });
  });

  describe('pushes', () => {
    it("pushes car.listed { position, car } to the admins' moderation room when a user lists a car", async () => {
      const adminInbox = await inboxOf(serverA, adminSession.token);
      const seller = await register(api, 'user', 'seller');
      const sellerInbox = await inboxOf(serverA, seller.token);
      const car = await listCar(api.as(seller.token));

      const pushed = await adminInbox.next('car.listed', (p) => p.car?.id === car.id);
      expect(pushed).toEqual({
        position: await positionOf(car.id, 'CarListed'),
        car: expect.objectContaining({
          id: car.id,
          status: 'pending',
          name: car.name,
          owner: expect.objectContaining({ id: seller.user.id }),
        }),
      });
      // The moderation room is for admins: the seller's own socket is not in it.
      expect(sellerInbox.of('car.listed')).toEqual([]);
    });

    it("keeps a suspended admin's socket out of the admins' rooms: it is the socket of a suspended account", async () => {
      const locked = await register(api, 'user', 'locked-admin');
      const own = await listCar(api.as(locked.token));
      // A role change and a suspension each close the account's sockets: once a socket opened
      // before the change is closed, the next handshake is one a client makes after it.
      const changeClosingSockets = async (change: () => Promise<void>) => {
        const before = openSocket(serverA.url, locked.token);
        sockets.push(before);
        await connected(before);
        const closed = new Promise((resolve) => before.on('disconnect', resolve));
        await change();
        await closed;
      };
      await changeClosingSockets(() => grantRole(serverA, locked.user.id, 'admin'));
      await changeClosingSockets(() => suspendUser(serverA, locked.user.id));
      const lockedInbox = await inboxOf(serverA, locked.token);
      const adminInbox = await inboxOf(serverA, adminSession.token);
      const car = await listCar(api.as((await register(api, 'user', 'seller')).token));
      await adminInbox.next('car.listed', (p) => p.car?.id === car.id);

      // Pushes go out in log order on one connection: once the locked admin has the push of a
      // later event of their own car, car.listed would have come before it.
      expect((await admin.put(`/api/cars/${own.id}/approve`, { approve_anyway: true })).status).toBe(200);
      await lockedInbox.next('car.status_changed', (p) => p.id === own.id);
      expect(lockedInbox.of('car.listed')).toEqual([]);
    });

    it('pushes car.status_changed to the owner when an admin approves, and nothing to another user', async () => {
      const owner = await register(api, 'user', 'owner');
      const stranger = await register(api, 'user', 'stranger');
      const ownerInbox = await inboxOf(serverA, owner.token);
      const strangerInbox = await inboxOf(serverA, stranger.token);
      const car = await listCar(api.as(owner.token));

      expect((await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true })).status).toBe(200);
      const pushed = await ownerInbox.next('car.status_changed', (p) => p.id === car.id);
      expect(pushed).toMatchObject({
        position: await positionOf(car.id, 'CarApproved'),
        id: car.id,
        status: 'active',
        previous: 'pending',
      });

      // Pushes go out in log order on one connection: once the stranger has the push of a later
      // event of their own, one about the owner's car would have come before it.
      const own = await listCar(api.as(stranger.token));
      expect((await admin.put(`/api/cars/${own.id}/approve`, { approve_anyway: true })).status).toBe(200);
      await strangerInbox.next('car.status_changed', (p) => p.id === own.id);
      expect(strangerInbox.of('car.status_changed').filter((p) => p.id !== own.id)).toEqual([]);
      expect(strangerInbox.of('car.listed')).toEqual([]);
    });

    it('pushes a rejection the same way, with its reason', async () => {
      const owner = await register(api, 'user', 'owner');
      const ownerInbox = await inboxOf(serverA, owner.token);
      const car = await listCar(api.as(owner.token));
      await admin.put(`/api/cars/${car.id}/reject`, { reason: 'الصور غير واضحة' });
      expect(await ownerInbox.next('car.status_changed', (p) => p.id === car.id)).toMatchObject({
        position: await positionOf(car.id, 'CarRejected'),
        status: 'rejected',
        previous: 'pending',
        reason: 'الصور غير واضحة',
      });
    });

    it('reaches an owner connected to server B for an approval made through server A (the Redis adapter)', async () => {
      const owner = await register(api, 'user', 'owner-b');
      const ownerOnB = await inboxOf(serverB, owner.token);
      const car = await listCar(new StrictApi(serverB.url, owner.token));

      expect((await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true })).status).toBe(200); // through A
      expect(await ownerOnB.next('car.status_changed', (p) => p.id === car.id)).toMatchObject({
        id: car.id,
        status: 'active',
        previous: 'pending',
      });
    });

    it('lets anyone who may see a car watch it for car.updated, and refuses to watch a car they may not see', async () => {
      const owner = await register(api, 'user', 'owner');
      const viewer = await register(api, 'user', 'viewer');
      const viewerInbox = await inboxOf(serverA, viewer.token);
      const ownerApi = api.as(owner.token);
      const active = await listCar(ownerApi);
      await admin.put(`/api/cars/${active.id}/approve`, { approve_anyway: true });
      const pending = await listCar(ownerApi);

      expect(await viewerInbox.socket.emitWithAck('car.watch', { id: active.id })).toEqual({ ok: true });
      expect(await viewerInbox.socket.emitWithAck('car.watch', { id: pending.id })).toEqual({
        ok: false,
        message: 'العنصر المطلوب غير موجود',
      });
      expect(await viewerInbox.socket.emitWithAck('car.watch', { id: 'abc' })).toMatchObject({
        ok: false,
        errors: { id: expect.any(Array) },
      });

      await ownerApi.put(`/api/cars/${active.id}`, new URLSearchParams({ color: 'أخضر' }));
      await ownerApi.put(`/api/cars/${pending.id}`, new URLSearchParams({ color: 'أخضر' }));
      // The car room also hears of its photo being processed; wait for the edit's own push.
      const revised = await positionOf(active.id, 'CarRevised');
      expect(await viewerInbox.next('car.updated', (p) => p.position === revised)).toEqual({ position: revised, id: active.id });
      // Pushes go out in log order: once the push of an edit made after the pending car's has
      // arrived, one about the pending car would have come before it.
      await ownerApi.put(`/api/cars/${active.id}`, new URLSearchParams({ color: 'أزرق' }));
      const [{ last }] = await serverA.dataSource.query(
        `SELECT max(global_position)::int AS last FROM public.events
          WHERE stream_type = 'car' AND stream_id = $1 AND event_type = 'CarRevised'`,
        [String(active.id)],
      );
      await viewerInbox.next('car.updated', (p) => p.position === last);
      expect(viewerInbox.of('car.updated').filter((p) => p.id === pending.id)).toEqual([]);
    });

    it("stops a stranger's watch of a car taken down: no reason and no later pushes, while its owner and the admins keep theirs", async () => {
      const owner = await register(api, 'user', 'owner');
      const stranger = await register(api, 'user', 'stranger');
      const ownerApi = api.as(owner.token);
      const car = await listCar(ownerApi);
      expect((await admin.put(`/api/cars/${car.id}/approve`, { approve_anyway: true })).status).toBe(200);
      const ownerInbox = await inboxOf(serverA, owner.token);
      const adminInbox = await inboxOf(serverA, adminSession.token);
      // On the other server: the watch must end on every server, not only the worker's.
      const strangerInbox = await inboxOf(serverB, stranger.token);
      for (const inbox of [ownerInbox, adminInbox, strangerInbox]) {
        expect(await inbox.socket.emitWithAck('car.watch', { id: car.id })).toEqual({ ok: true });
      }

      const reason = 'سبب خاص بالبائع';
      expect((await admin.put(`/api/cars/${car.id}/take-down`, { reason })).status).toBe(200);
      const takenDown = await positionOf(car.id, 'CarRejected');
      const change = { position: takenDown, id: car.id, status: 'rejected', previous: 'active' };
      expect(await ownerInbox.next('car.status_changed', (p) => p.position === takenDown)).toEqual({ ...change, reason });
      expect(await adminInbox.next('car.status_changed', (p) => p.position === takenDown)).toEqual({ ...change, reason });
      // The car page learns the car is gone from view; the admin's reason is for its owner.
      expect(await strangerInbox.next('car.status_changed', (p) => p.position === takenDown)).toEqual({
        ...change,
        reason: null,
      });

      // The owner's edit resubmits it: the owner, and the admin watching its page, still follow it.
      await ownerApi.put(`/api/cars/${car.id}`, new URLSearchParams({ color: 'أخضر' }));
      const revised = await positionOf(car.id, 'CarRevised');
      expect(await ownerInbox.next('car.updated', (p) => p.position === revised)).toEqual({ position: revised, id: car.id });
      expect(await adminInbox.next('car.updated', (p) => p.position === revised)).toEqual({ position: revised, id: car.id });
      await ownerInbox.next('car.status_changed', (p) => p.id === car.id && p.status === 'pending');

      // Pushes go out in log order on one connection: once the stranger has the push of a later
      // event of their own, any push about the car since its take-down would have come before it.
      const own = await listCar(api.as(stranger.token));
      expect((await admin.put(`/api/cars/${own.id}/approve`, { approve_anyway: true })).status).toBe(200);
      await strangerInbox.next('car.status_changed', (p) => p.id === own.id);
      const since = (event: string) => strangerInbox.of(event).filter((p) => p.id === car.id && p.position > takenDown);
      expect(since('car.updated')).toEqual([]);
      expect(since('car.status_changed')).toEqual([]);
    });
  });
});
