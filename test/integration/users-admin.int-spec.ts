import { CommandBus } from '@nestjs/cqrs';
import { ExpireCar } from '../../server/src/cars/commands/expire-car/expire-car.command';
import { carIn, listCar } from '../support/cars';
import { ADMIN, eventually, loginAdmin, register, Session } from '../support/fixtures';
import { connected, Inbox, openSocket } from '../support/sockets';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';
import { liveVersions, recordVersions } from '../../server/src/replay/projection-versions';
import {
  PENDING_COUNTERS_SINCE,
  STATUS_COUNTERS_SINCE,
} from '../../server/src/cars/projections/listing-facets/listing-facets.projection';
import { USER_COUNTS_SINCE } from '../../server/src/users/projections/users/users.projection';
import { rowsReadByTable, statementsDuring } from '../support/query-plans';

/** The admin's user management: list, edit, roles, suspension and deletion (CONTRACT.md). */
describe('user management', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;
  let adminSession: Session;

  const asUser = (session: Session) => api.as(session.token);

  beforeAll(async () => {
    app = await startTestApp({ worker: true });
    api = new StrictApi(app.url);
    adminSession = await loginAdmin(api);
    admin = api.as(adminSession.token);
  });
  afterAll(() => app.close());

  /**
   * Runs `check` as on a database whose projection was built before `since.version`, with no replay
   * since: the counters that version added (the rows of `table` matching `where`) gone and the live
   * version below it. Then puts both back; gives the number of counter rows it took away.
   */
  async function beforeCounters(
    since: { projection: string; version: number },
    { table, where }: { table: string; where: string },
    check: () => Promise<void>,
  ): Promise<number> {
    const kept: unknown[] = await app.dataSource.query(`SELECT * FROM ${table} WHERE ${where}`);
    const live = (await liveVersions(app.dataSource.manager)).get(since.projection) ?? 1;
    await app.dataSource.query(`DELETE FROM ${table} WHERE ${where}`);
    await recordVersions(app.dataSource.manager, [{ name: since.projection, version: since.version - 1 }]);
    try {
      await check();
    } finally {
      await recordVersions(app.dataSource.manager, [{ name: since.projection, version: live }]);
      await app.dataSource.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
        JSON.stringify(kept),
      ]);
    }
    return kept.length;
  }

  describe('GET /api/users', () => {
    it('pages ten users at a time, newest first, with the contract pagination', async () => {
      const made: Session[] = [];
      for (let i = 0; i < 11; i++) made.push(await register(api, 'user', `page${i}`));
      const first = await admin.get('/api/users?page=1&limit=10');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(10);
      expect(first.body.pagination).toMatchObject({ current_page: 1, per_page: 10, total: expect.any(Number) });
      expect(first.body.pagination.last_page).toBe(Math.ceil(first.body.pagination.total / 10));
      expect(first.body.data[0].id).toBe(made[made.length - 1].user.id);
      expect(first.body.data[0]).toMatchObject({
        name: expect.any(String),
        email: expect.any(String),
        roles: ['user'],
        role: 'user',
        status: 'active',
        cars_count: 0,
      });
      const second = await admin.get('/api/users?page=2&limit=10');
      expect(second.body.data.map((u: { id: number }) => u.id)).not.toContain(first.body.data[0].id);
      // The older client also calls it without a query: ten per page all the same.
      expect((await admin.get('/api/users')).body.pagination.per_page).toBe(10);
    });

    it('searches by name or email, Arabic-normalised, and filters by status', async () => {
      const target = await register(api, 'user', 'searchable');
      const renamed = await admin.put(`/api/users/${target.user.id}`, { name: 'أحمد الإدلبي' });
      expect(renamed.status).toBe(200);
      const byName = await admin.get(`/api/users?search=${encodeURIComponent('احمد الادلبي')}`);
      expect(byName.body.data.map((u: { id: number }) => u.id)).toEqual([target.user.id]);
      const byEmail = await admin.get(`/api/users?search=${encodeURIComponent(target.user.email)}`);
      expect(byEmail.body.data.map((u: { id: number }) => u.id)).toEqual([target.user.id]);

      expect((await admin.put(`/api/users/${target.user.id}/suspend`)).status).toBe(200);
      const suspended = await admin.get('/api/users?status=suspended&limit=100');
      expect(suspended.body.data.map((u: { id: number }) => u.id)).toContain(target.user.id);
      expect(suspended.body.data.every((u: { status: string }) => u.status === 'suspended')).toBe(true);
      const active = await admin.get('/api/users?status=active&limit=100');
      expect(active.body.data.map((u: { id: number }) => u.id)).not.toContain(target.user.id);
      expect((await admin.get('/api/users?status=all&limit=100')).body.data.length).toBeGreaterThan(active.body.data.length);
    });

    it.each([['page=0'], ['limit=500'], ['status=deleted'], ['page=abc']])('answers %s with a 422, never a 5xx', async (q) => {
      const res = await admin.get(`/api/users?${q}`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toHaveLength(1);
    });

    it('counts the cars deleting a user would remove', async () => {
      const owner = await register(api, 'user', 'counted');
      await listCar(asUser(owner));
      await listCar(asUser(owner));
      const res = await admin.get(`/api/users?search=${encodeURIComponent(owner.user.email)}`);
      expect(res.body.data[0].cars_count).toBe(2);
    });
  });

  describe('PUT /api/users/{id}', () => {
    it('changes name, email and phone, and the new email signs in', async () => {
      const user = await register(api, 'user', 'edited');
      const email = `renamed-${user.user.id}@example.sy`;
      const res = await admin.put(`/api/users/${user.user.id}`, {
        name: 'اسم جديد',
        email: email.toUpperCase(),
        phone: '0944 123 456',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'اسم جديد', email, phone: '0944 123 456' });
      expect((await api.post('/auth/login', { email, password: 'password123' })).status).toBe(200);
      expect((await admin.get(`/api/users/${user.user.id}`)).body.data.email).toBe(email);
    });

    it('never changes roles, status or id sent with the edit', async () => {
      const user = await register(api, 'user', 'extras');
      const res = await admin.put(`/api/users/${user.user.id}`, {
        name: 'مع حقول زائدة',
        roles: ['admin'],
        role: 'admin',
        latest_role: 'admin',
        status: 'suspended',
        id: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: user.user.id, roles: ['user'], role: 'user', status: 'active' });
    });

    it('refuses a taken email and invalid fields with Arabic field errors', async () => {
      const user = await register(api, 'user', 'taken');
      const taken = await admin.put(`/api/users/${user.user.id}`, { email: ADMIN.email });
      expect(taken.status).toBe(422);
      expect(taken.body.errors.email).toEqual(['البريد الإلكتروني مستخدم بالفعل']);
      const bad = await admin.put(`/api/users/${user.user.id}`, { name: 'x', email: 'not-an-email', phone: 'abc' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'phone']);
    });

    it('answers 404 for an unknown or junk id', async () => {
      expect((await admin.put('/api/users/999999', { name: 'أي اسم' })).status).toBe(404);
      expect((await admin.put('/api/users/abc', { name: 'أي اسم' })).status).toBe(404);
    });
  });

  describe('roles', () => {
    it('assigns a role, which becomes the latest role at the next sign-in, and removes it again', async () => {
      const user = await register(api, 'user', 'promoted');
      const assigned = await admin.post(`/api/users/${user.user.id}/assign-role`, { role: 'shop_manager' });
      expect(assigned.status).toBe(200);
      expect(assigned.body.data).toMatchObject({ roles: ['user', 'shop_manager'], latest_role: 'shop_manager' });
      const relogin = await api.post('/auth/login', { email: user.user.email, password: 'password123' });
      expect(relogin.body.user).toMatchObject({ latest_role: 'shop_manager', roles: ['user', 'shop_manager'] });

      // Assigning a held role changes nothing.
      const again = await admin.post(`/api/users/${user.user.id}/assign-role`, { role: 'user' });
      expect(again.body.data).toMatchObject({ roles: ['user', 'shop_manager'], latest_role: 'shop_manager' });

      const removed = await admin.post(`/api/users/${user.user.id}/remove-role`, { role: 'shop_manager' });
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({ roles: ['user'], latest_role: 'user' });
    });

    it('grants admin: the new admin reaches admin routes with the same token', async () => {
      const user = await register(api, 'user', 'new-admin');
      expect((await asUser(user).get('/api/users')).status).toBe(403);
      await admin.post(`/api/users/${user.user.id}/assign-role`, { role: 'admin' });
      expect((await asUser(user).get('/api/users')).status).toBe(200);
      await admin.post(`/api/users/${user.user.id}/remove-role`, { role: 'admin' });
      expect((await asUser(user).get('/api/users')).status).toBe(403);
    });

    it('changes nothing but the role when other fields come along', async () => {
      const user = await register(api, 'user', 'role-extras');
      const res = await admin.post(`/api/users/${user.user.id}/assign-role`, {
        role: 'workshop',
        status: 'suspended',
        roles: ['admin'],
        email: 'other@example.sy',
      });
      expect(res.body.data).toMatchObject({ roles: ['user', 'workshop'], status: 'active', email: user.user.email });
    });

    it("closes the account's open sockets when its roles change, so rooms follow the new roles", async () => {
      const user = await register(api, 'user', 'socket-roles');
      const before = await connected(openSocket(app.url, user.token));
      try {
        await admin.post(`/api/users/${user.user.id}/assign-role`, { role: 'admin' });
        await eventually(async () => !before.connected);
      } finally {
        before.close();
      }
      // Reconnected with the same token, the socket is in the admins' room now.
      const after = await connected(openSocket(app.url, user.token));
      const inbox = new Inbox(after);
      try {
        const seller = await register(api, 'user', 'socket-seller');
        const car = await listCar(asUser(seller));
        expect((await inbox.next('car.listed', (p) => p.car?.id === car.id)).car.status).toBe('pending');
      } finally {
        after.close();
        await admin.post(`/api/users/${user.user.id}/remove-role`, { role: 'admin' });
      }
    });

    it('may grant the auditor role', async () => {
      const user = await register(api, 'user', 'auditor');
      const res = await admin.post(`/api/users/${user.user.id}/assign-role`, { role: 'auditor' });
      expect(res.status).toBe(200);
      expect(res.body.data.roles).toContain('auditor');
    });

    it.each([[{ role: 'superuser' }], [{ role: '' }], [{}], [{ role: ['admin'] }]])(
      'refuses an unknown role %j with a 422 on the role field',
      async (body) => {
        const user = await register(api, 'user', 'unknown-role');
        for (const action of ['assign-role', 'remove-role']) {
          const res = await admin.post(`/api/users/${user.user.id}/${action}`, body);
          expect(res.status).toBe(422);
          expect(res.body.errors.role).toEqual(['الدور المطلوب غير معروف']);
        }
      },
    );

    it('never lets the last active admin lose the role (409), but lets one of two go', async () => {
      const last = await admin.post(`/api/users/${adminSession.user.id}/remove-role`, { role: 'admin' });
      expect(last.status).toBe(409);
      expect(last.body.message).toBe('لا يمكن إزالة آخر مدير للموقع');

      const second = await register(api, 'user', 'second-admin');
      await admin.post(`/api/users/${second.user.id}/assign-role`, { role: 'admin' });
      const demoted = await asUser(second).post(`/api/users/${second.user.id}/remove-role`, { role: 'admin' });
      expect(demoted.status).toBe(200);
      expect(demoted.body.data.roles).not.toContain('admin');
    });

    it('lets two admins demoting each other at once leave one admin standing', async () => {
      const a = await register(api, 'user', 'race-a');
      const b = await register(api, 'user', 'race-b');
      await admin.post(`/api/users/${a.user.id}/assign-role`, { role: 'admin' });
      await admin.post(`/api/users/${b.user.id}/assign-role`, { role: 'admin' });
      // The bootstrap admin steps down first, so a and b are the only admins.
      expect((await asUser(a).post(`/api/users/${adminSession.user.id}/remove-role`, { role: 'admin' })).status).toBe(200);
      try {
        const [ab, ba] = await Promise.all([
          asUser(a).post(`/api/users/${b.user.id}/remove-role`, { role: 'admin' }),
          asUser(b).post(`/api/users/${a.user.id}/remove-role`, { role: 'admin' }),
        ]);
        // Exactly one wins. The other is refused either way: 409 when both were authorised as
        // admins and the lock saw the first demotion, 403 when the first had already committed
        // by the time the second caller was authorised (no longer an admin).
        const statuses = [ab.status, ba.status];
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        const refused = statuses.find((status) => status !== 200);
        expect([403, 409]).toContain(refused);
        const [{ admins }] = await app.dataSource.query(`SELECT count(*)::int AS admins FROM users WHERE 'admin' = ANY(roles)`);
        expect(admins).toBe(1);
        const [{ demotions }] = await app.dataSource.query(
          `SELECT count(*)::int AS demotions FROM public.events
            WHERE stream_type = 'user' AND stream_id = ANY($1) AND event_type = 'UserRoleRemoved' AND data->>'role' = 'admin'`,
          [[String(a.user.id), String(b.user.id)]],
        );
        expect(demotions).toBe(1);
      } finally {
        // Put the bootstrap admin back for the other tests.
        const standing = (await asUser(a).get('/api/users')).status === 200 ? a : b;
        await asUser(standing).post(`/api/users/${adminSession.user.id}/assign-role`, { role: 'admin' });
        await admin.post(`/api/users/${standing.user.id}/remove-role`, { role: 'admin' });
      }
    });
  });

  describe('suspension', () => {
    it('stops sign-in and writes, keeps reads, and is lifted by activate', async () => {
      const user = await register(api, 'user', 'suspended');
      const car = await carIn('active', asUser(user), admin);
      const suspended = await admin.put(`/api/users/${user.user.id}/suspend`);
      expect(suspended.status).toBe(200);
      expect(suspended.body.data.status).toBe('suspended');

      const login = await api.post('/auth/login', { email: user.user.email, password: 'password123' });
      expect(login.status).toBe(403);
      expect(login.body.message).toBe('تم إيقاف حسابك. يرجى التواصل مع الإدارة');
      expect((await asUser(user).get('/api/me')).status).toBe(200);
      expect((await asUser(user).put(`/api/cars/${car.id}`, { color: 'أحمر' })).status).toBe(403);
      expect((await asUser(user).put('/api/me', { name: 'اسم آخر' })).status).toBe(403);

      const activated = await admin.put(`/api/users/${user.user.id}/activate`);
      expect(activated.status).toBe(200);
      expect(activated.body.data.status).toBe('active');
      expect((await api.post('/auth/login', { email: user.user.email, password: 'password123' })).status).toBe(200);
      expect((await asUser(user).put(`/api/cars/${car.id}`, { color: 'أحمر' })).status).toBe(200);
    });

    it('is idempotent and refuses an admin suspending themselves (409)', async () => {
      const user = await register(api, 'user', 'twice');
      expect((await admin.put(`/api/users/${user.user.id}/suspend`)).status).toBe(200);
      expect((await admin.put(`/api/users/${user.user.id}/suspend`)).status).toBe(200);
      const events = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM public.events WHERE stream_type = 'user' AND stream_id = $1 AND event_type = 'UserSuspended'`,
        [String(user.user.id)],
      );
      expect(events[0].n).toBe(1);
      const self = await admin.put(`/api/users/${adminSession.user.id}/suspend`);
      expect(self.status).toBe(409);
      expect(self.body.message).toBe('لا يمكنك إيقاف حسابك بنفسك');
    });
  });

  describe('DELETE /api/users/{id}', () => {
    it('deletes the account with its cars, and its token stops working', async () => {
      const user = await register(api, 'user', 'deleted');
      const active = await carIn('active', asUser(user), admin);
      const pending = await listCar(asUser(user));
      const res = await admin.delete(`/api/users/${user.user.id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('تم حذف المستخدم بنجاح');
      expect((await asUser(user).get('/api/me')).status).toBe(401);
      expect((await admin.get(`/api/cars/${active.id}`)).status).toBe(404);
      expect((await admin.get(`/api/cars/${pending.id}`)).status).toBe(404);
      expect((await admin.get(`/api/users/${user.user.id}`)).status).toBe(404);
      expect((await api.post('/auth/login', { email: user.user.email, password: 'password123' })).status).toBe(401);
      expect((await admin.delete(`/api/users/${user.user.id}`)).status).toBe(404);
    });

    it('refuses to delete the last admin (409)', async () => {
      const [{ admins }] = await app.dataSource.query(`SELECT count(*)::int AS admins FROM users WHERE 'admin' = ANY(roles)`);
      expect(admins).toBe(1);
      const res = await admin.delete(`/api/users/${adminSession.user.id}`);
      expect(res.status).toBe(409);
      expect((await admin.get('/api/me')).status).toBe(200);
    });
  });

  describe('GET /api/admin/stats', () => {
    it('counts cars per status and users per status', async () => {
      const before = (await admin.get('/api/admin/stats')).body.data;
      const owner = await register(api, 'user', 'stats');
      await listCar(asUser(owner));
      await carIn('active', asUser(owner), admin);
      const after = (await admin.get('/api/admin/stats')).body.data;
      expect(after.cars.total - before.cars.total).toBe(2);
      expect(after.cars.pending - before.cars.pending).toBe(1);
      expect(after.cars.active - before.cars.active).toBe(1);
      expect(after.users.total - before.users.total).toBe(1);
      expect(after.users).toMatchObject({ active: expect.any(Number), suspended: expect.any(Number) });
    });

    it('every status counts what the listings hold, through approval, rejection, expiry and deletion, before a replay too', async () => {
      const owner = asUser(await register(api, 'user', 'statuses'));
      const [expiring, deleted] = [await carIn('active', owner, admin), await carIn('active', owner, admin)];
      await carIn('rejected', owner, admin);
      await carIn('pending', owner, admin);
      await app.server.get(CommandBus).execute(new ExpireCar(expiring.id, new Date(Date.now() + 400 * 24 * 3600 * 1000)));
      expect((await admin.delete(`/api/cars/${deleted.id}`)).status).toBe(200);
      const rows: Array<{ status: string; n: number }> = await app.dataSource.query(
        `SELECT status, count(*)::int AS n FROM cars GROUP BY status`,
      );
      const counted = Object.fromEntries(rows.map((row) => [row.status, row.n]));
      const expected = { pending: 0, active: 0, rejected: 0, expired: 0, ...counted };
      const total = rows.reduce((sum, row) => sum + row.n, 0);
      expect((await admin.get('/api/admin/stats')).body.data.cars).toEqual({ total, ...expected });
      expect(expected.expired).toBeGreaterThan(0);
      expect(expected.rejected).toBeGreaterThan(0);

      // A database whose facets were built before they counted statuses (version 2, no replay
      // since): its rejected and expired listings are counted, not read from counters it lacks.
      const kept = await beforeCounters(
        STATUS_COUNTERS_SINCE,
        { table: 'listing_facets', where: `facet = 'status'` },
        async () => {
          expect((await admin.get('/api/admin/stats')).body.data.cars).toEqual({ total, ...expected });
        },
      );
      expect(kept).toBe(2);
      expect((await admin.get('/api/admin/stats')).body.data.cars).toEqual({ total, ...expected });

      // The moderation queue as a whole: its total is the pending listings' counter, exact.
      const queueTotal = async () => (await admin.get('/api/cars?status=pending&per_page=1')).body.pagination;
      expect(await queueTotal()).toMatchObject({ total: expected.pending, total_is_estimate: false });
      // A database whose facets were built before they counted pending listings (version 4): they
      // are counted, in the admins' counts and in the queue's total.
      const keptPending = await beforeCounters(
        PENDING_COUNTERS_SINCE,
        { table: 'listing_facets', where: `facet = 'pending'` },
        async () => {
          expect((await admin.get('/api/admin/stats')).body.data.cars).toEqual({ total, ...expected });
          expect(await queueTotal()).toMatchObject({ total: expected.pending, total_is_estimate: false });
        },
      );
      expect(keptPending).toBeGreaterThan(0);
      expect((await admin.get('/api/admin/stats')).body.data.cars).toEqual({ total, ...expected });
    });

    it('users per status are what the accounts hold, through suspension, reactivation and deletion, read from counters; before a replay, counted', async () => {
      const [suspended, reactivated, deleted] = [
        await register(api, 'user', 'counted-suspended'),
        await register(api, 'user', 'counted-reactivated'),
        await register(api, 'user', 'counted-deleted'),
      ];
      expect((await admin.put(`/api/users/${suspended.user.id}/suspend`)).status).toBe(200);
      expect((await admin.put(`/api/users/${reactivated.user.id}/suspend`)).status).toBe(200);
      expect((await admin.put(`/api/users/${reactivated.user.id}/activate`)).status).toBe(200);
      expect((await admin.put(`/api/users/${deleted.user.id}/suspend`)).status).toBe(200);
      expect((await admin.delete(`/api/users/${deleted.user.id}`)).status).toBe(200);
      const rows: Array<{ status: string; n: number }> = await app.dataSource.query(
        `SELECT status, count(*)::int AS n FROM users GROUP BY status`,
      );
      const expected = { active: 0, suspended: 0, ...Object.fromEntries(rows.map((row) => [row.status, row.n])) };
      const total = rows.reduce((sum, row) => sum + row.n, 0);
      expect(expected.suspended).toBeGreaterThan(0);

      // The counters answer: the statement reads no account, however many there are.
      const { result: stats, statements } = await statementsDuring(app.dataSource, () => admin.get('/api/admin/stats'));
      expect(stats.body.data.users).toEqual({ total, ...expected });
      const counting = statements.filter(([sql]) => /\bFROM users\b/.test(sql));
      expect(counting).toHaveLength(1);
      const [[sql, params]] = counting;
      expect(await rowsReadByTable(app.dataSource, sql, params)).toMatchObject({ users: 0 });

      // A database whose users were projected before they were counted (version 1, no replay since).
      await beforeCounters(USER_COUNTS_SINCE, { table: 'user_counts', where: 'true' }, async () => {
        expect((await admin.get('/api/admin/stats')).body.data.users).toEqual({ total, ...expected });
      });
      expect((await admin.get('/api/admin/stats')).body.data.users).toEqual({ total, ...expected });
    });
  });
});
