import { randomBytes } from 'node:crypto';
import { Api } from './api';
import { carFields } from './fixtures';

export type Upload = { body: Buffer; name: string; type?: string };

const suffix = () => randomBytes(3).toString('hex');

/** Valid store-form fields, as the add-store form sends them. */
export function storeFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: `أوتو ستار ${suffix()}`,
    description: 'قطع غيار أصلية وتجارية لجميع أنواع السيارات الكورية واليابانية.',
    address: 'دمشق - الزبلطاني، سوق قطع الغيار',
    location: 'دمشق',
    category: 'parts',
    phone: '0944556677',
    email: 'sales@autostar.sy',
    website: 'https://autostar.sy',
    status: 'active',
    ...overrides,
  };
}

/** A multipart body of text fields plus files under `field`. */
export function multipart(fields: Record<string, string | string[]>, field = 'logo', files: Upload[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  for (const file of files)
    form.append(field, new Blob([new Uint8Array(file.body)], { type: file.type ?? 'image/jpeg' }), file.name);
  return form;
}

export async function createStore(api: Api, options: { fields?: Record<string, string>; logo?: Upload } = {}) {
  const res = await api.post('/api/stores', multipart(storeFields(options.fields), 'logo', options.logo ? [options.logo] : []));
  if (res.status !== 201) throw new Error(`store failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function expectOk(res: { status: number; body: unknown }, what: string) {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** A store in the state a test needs, opened by `owner` and decided by `admin`. */
export async function storeIn(
  status: 'pending' | 'active' | 'rejected' | 'inactive',
  owner: Api,
  admin: Api,
  fields: Record<string, string> = {},
) {
  const store = await createStore(owner, { fields });
  if (status === 'active' || status === 'inactive') await expectOk(await admin.put(`/api/stores/${store.id}/approve`), 'approve');
  if (status === 'rejected')
    await expectOk(await admin.put(`/api/stores/${store.id}/reject`, { reason: 'البيانات ناقصة' }), 'reject');
  if (status === 'inactive') await expectOk(await owner.put(`/api/stores/${store.id}`, { status: 'inactive' }), 'deactivate');
  return store;
}

/** Valid workshop-form fields (the stricter rules: name 5, registration number 10). */
export function workshopFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `ورشة النجم ${suffix()}`,
    location: 'القابون، المنطقة الصناعية، جادة 4',
    city: 'دمشق',
    commercial_registration_number: '2019-01-104452',
    phone: '0944001122',
    working_hours: 'السبت - الخميس، 8 صباحًا - 6 مساءً',
    description: 'ورشة متكاملة لصيانة السيارات اليابانية والكورية.',
    services: ['فحص كمبيوتر', 'غيار زيت'],
    warranty_offered: true,
    specialization: 'ميكانيك عام',
    ...overrides,
  };
}

export async function createWorkshop(api: Api, fields: Record<string, unknown> = {}) {
  const res = await api.post('/api/workshops', workshopFields(fields));
  if (res.status !== 201) throw new Error(`workshop failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function workshopIn(
  status: 'pending' | 'active' | 'rejected' | 'inactive',
  owner: Api,
  admin: Api,
  fields: Record<string, unknown> = {},
) {
  const workshop = await createWorkshop(owner, fields);
  if (status === 'active' || status === 'inactive')
    await expectOk(await admin.put(`/api/workshops/${workshop.id}/approve`), 'approve');
  if (status === 'rejected') await expectOk(await admin.put(`/api/workshops/${workshop.id}/reject`), 'reject');
  if (status === 'inactive')
    await expectOk(await owner.put(`/api/workshops/${workshop.id}`, { status: 'inactive' }), 'deactivate');
  return workshop;
}

export function adFields(workshopId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    workshop_id: workshopId,
    title: 'غيار زيت مع فلتر أصلي',
    description: 'زيت محرك تخليقي بالكامل مع فلتر أصلي وفحص مجاني.',
    price: '1650',
    ...overrides,
  };
}

export async function createAd(api: Api, workshopId: number, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/workshop-ads', adFields(workshopId, overrides));
  if (res.status !== 201) throw new Error(`ad failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The inspection form: the car form's fields (JSON, as the form sends them) and the contact. */
export function inspectionFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { is_featured: _ignored, ...car } = carFields();
  return { ...car, phone: '0944123456', city: 'دمشق', ...overrides };
}

export async function requestInspection(api: Api, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/inspection', inspectionFields(overrides));
  if (res.status !== 201) throw new Error(`inspection failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
