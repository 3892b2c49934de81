import { carIn, listCar } from '../support/cars';
import { login, loginAdmin, register, Session } from '../support/fixtures';
import { StrictApi } from '../support/strict-api';
import { startTestApp, TestApp } from '../support/test-app';

/** The user dashboard's settings: profile with phone, password, notification preferences, deletion. */
describe('account settings (/api/me)', () => {
  let app: TestApp;
  let api: StrictApi;
  let admin: StrictApi;

  beforeAll(async () => {
    app = await startTestApp();
    api = new StrictApi(app.url);
    admin = api.as((await loginAdmin(api)).token);
  });
  afterAll(() => app.close());

  describe('PUT /api/me', () => {
    it('changes name and phone; the car page then reveals the new phone', async () => {
      const seller = await register(api, 'user', 'profile');
      const me = api.as(seller.token);
      const car = await carIn('active', me, admin);
      const res = await me.put('/api/me', { name: 'سامر الحلبي', phone: '+963 944 123456' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('تم تحديث بياناتك بنجاح');
      expect(res.body.data).toMatchObject({ name: 'سامر الحلبي', phone: '+963 944 123456', email: seller.user.email });
      expect((await api.get(`/api/cars/${car.id}`)).body.owner).toMatchObject({ name: 'سامر الحلبي', has_phone: true });
      expect((await api.post(`/api/cars/${car.id}/contact`)).body.data).toEqual({ phone: '+963 944 123456' });

      const cleared = await me.put('/api/me', { phone: '' });
      expect(cleared.body.data.phone).toBeNull();
      expect((await api.get(`/api/cars/${car.id}`)).body.owner).toMatchObject({ has_phone: false });
      expect((await api.post(`/api/cars/${car.id}/contact`)).body.data).toEqual({ phone: null });
    });

    it('ignores email, roles, status and id sent by the user', async () => {
      const user = await register(api, 'user', 'sneaky');
      const me = api.as(user.token);
      const res = await me.put('/api/me', {
        name: 'مستخدم عادي',
        email: 'someone-else@example.sy',
        roles: ['admin'],
        role: 'admin',
        latest_role: 'admin',
        status: 'suspended',
        id: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: user.user.id,
        email: user.user.email,
        roles: ['user'],
        latest_role: 'user',
        status: 'active',
      });
      expect((await me.get('/api/users')).status).toBe(403);
    });

    it('keeps notification preferences, merging a partial change over the current set', async () => {
      const user = await register(api, 'user', 'prefs');
      const me = api.as(user.token);
      const initial = (await me.get('/api/me')).body.data.preferences;
      expect(initial).toEqual({
        email_messages: true,
        email_listing_status: true,
        email_newsletter: false,
        email_saved_searches: true,
        saved_search_mail: 'instant',
      });
      const res = await me.put('/api/me', { preferences: { email_messages: false, email_newsletter: '1', unknown: true } });
      expect(res.status).toBe(200);
      expect(res.body.data.preferences).toEqual({
        email_messages: false,
        email_listing_status: true,
        email_newsletter: true,
        email_saved_searches: true,
        saved_search_mail: 'instant',
      });
      await me.put('/api/me', { preferences: { email_listing_status: false } });
      expect((await me.get('/api/me')).body.data.preferences).toEqual({
        email_messages: false,
        email_listing_status: false,
        email_newsletter: true,
        email_saved_searches: true,
        saved_search_mail: 'instant',
      });
    });

    it('keeps the saved search mail frequency and the older on/off toggle in agreement', async () => {
      const me = api.as((await register(api, 'user', 'digest-prefs')).token);
      const prefs = async (preferences: Record<string, unknown>) => {
        const res = await me.put('/api/me', { preferences });
        expect(res.status).toBe(200);
        const { email_saved_searches, saved_search_mail } = res.body.data.preferences;
        expect((await me.get('/api/me')).body.data.preferences).toMatchObject({ email_saved_searches, saved_search_mail });
        return { email_saved_searches, saved_search_mail };
      };
      expect(await prefs({ saved_search_mail: 'daily' })).toEqual({ email_saved_searches: true, saved_search_mail: 'daily' });
      // An older client turning the toggle on keeps the digest; off is off; on again is at once.
      expect(await prefs({ email_saved_searches: true })).toEqual({ email_saved_searches: true, saved_search_mail: 'daily' });
      expect(await prefs({ email_saved_searches: false })).toEqual({ email_saved_searches: false, saved_search_mail: 'off' });
      expect(await prefs({ email_saved_searches: true })).toEqual({ email_saved_searches: true, saved_search_mail: 'instant' });
      // Both given: the frequency decides.
      expect(await prefs({ email_saved_searches: false, saved_search_mail: 'daily' })).toEqual({
        email_saved_searches: true,
        saved_search_mail: 'daily',
      });
      const bad = await me.put('/api/me', { preferences: { saved_search_mail: 'weekly' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ 'preferences.saved_search_mail': ['إعدادات الإشعارات غير صالحة'] });
    });

    it('refuses bad values field by field, in Arabic', async () => {
      const me = api.as((await register(api, 'user', 'bad-profile')).token);
      const res = await me.put('/api/me', { name: 'x', phone: 'call me', preferences: { email_messages: 'maybe' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        name: ['يرجى إدخال الاسم الكامل'],
        phone: ['يرجى إدخال رقم هاتف صحيح'],
        'preferences.email_messages': ['إعدادات الإشعارات غير صالحة'],
      });
    });

    it('refuses preferences that are not one set of choices, and keeps the set as it was', async () => {
      const me = api.as((await register(api, 'user', 'listed-preferences')).token);
      const before = (await me.get('/api/me')).body.data.preferences;
      for (const preferences of [[{ email_messages: false }, {}], 'off', 7]) {
        const res = await me.put('/api/me', { preferences });
        expect({ preferences, status: res.status, errors: res.body.errors }).toEqual({
          preferences,
          status: 422,
          errors: { preferences: ['إعدادات الإشعارات غير صالحة'] },
        });
      }
      expect((await me.get('/api/me')).body.data.preferences).toEqual(before);
    });
  });

  describe('PUT /api/me/password', () => {
    it('needs the current password, then signs out every other session and keeps this one', async () => {
      const user = await register(api, 'user', 'password');
      const other = await login(api, user.user.email, 'password123');
      const me = api.as(user.token);

      const wrong = await me.put('/api/me/password', {
        current_password: 'not-my-password',
        password: 'newpassword1',
        password_confirmation: 'newpassword1',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ current_password: ['كلمة المرور الحالية غير صحيحة'] });
      expect((await me.get('/api/me')).status).toBe(200);

      const res = await me.put('/api/me/password', {
        current_password: 'password123',
        password: 'newpassword1',
        password_confirmation: 'newpassword1',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('تم تغيير كلمة المرور بنجاح');
      expect((await me.get('/api/me')).status).toBe(200);
      expect((await api.as(other.token).get('/api/me')).status).toBe(401);
      expect((await api.post('/auth/login', { email: user.user.email, password: 'password123' })).status).toBe(401);
      expect((await api.post('/auth/login', { email: user.user.email, password: 'newpassword1' })).status).toBe(200);

      const [event] = await app.dataSource.query(
        `SELECT data FROM public.events WHERE stream_id = $1 AND event_type = 'UserPasswordChanged'`,
        [String(user.user.id)],
      );
      expect(event.data).toEqual({ via: 'settings' });
    });

    it('refuses a short password, a mismatch and reusing the current one', async () => {
      const me = api.as((await register(api, 'user', 'weak')).token);
      const short = await me.put('/api/me/password', {
        current_password: 'password123',
        password: 'short',
        password_confirmation: 'short',
      });
      expect(short.status).toBe(422);
      expect(short.body.errors.password).toEqual(['يجب أن تحتوي كلمة المرور على 8 أحرف على الأقل']);
      const mismatch = await me.put('/api/me/password', {
        current_password: 'password123',
        password: 'newpassword1',
        password_confirmation: 'newpassword2',
      });
      expect(mismatch.body.errors).toEqual({ password_confirmation: ['كلمات المرور غير متطابقة.'] });
      const same = await me.put('/api/me/password', {
        current_password: 'password123',
        password: 'password123',
        password_confirmation: 'password123',
      });
      expect(same.body.errors).toEqual({ password: ['يجب أن تختلف كلمة المرور الجديدة عن الحالية'] });
      const missing = await me.put('/api/me/password', { password: 'newpassword1', password_confirmation: 'newpassword1' });
      expect(missing.body.errors).toEqual({ current_password: ['يرجى إدخال كلمة المرور الحالية'] });
    });
  });

  describe('DELETE /api/me', () => {
    it('closes the account with its cars after the dashboard confirmation', async () => {
      const user: Session = await register(api, 'user', 'leaving');
      const me = api.as(user.token);
      const car = await listCar(me);
      expect((await me.delete('/api/me')).status).toBe(200);
      expect((await me.get('/api/me')).status).toBe(401);
      expect((await admin.get(`/api/cars/${car.id}`)).status).toBe(404);
    });
  });
});
