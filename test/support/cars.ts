import sharp from 'sharp';
import { Api } from './api';
import { carFields, carForm, jpeg } from './fixtures';

export type Upload = { body: Buffer; name: string; type?: string };

let small: Promise<Buffer> | undefined;

/** A small real JPEG (noise, 160×120), made once: most tests need a valid photo, not a big one. */
export async function smallJpeg(): Promise<Upload> {
  small ??= jpeg(160, 120);
  return { body: await small, name: 'car.jpg', type: 'image/jpeg' };
}

/** A solid-colour PNG of any size: tiny on disk even when huge in pixels. */
export async function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}

export const DEFAULT_OFFER = {
  offer_type: 'sale',
  price: 15000,
  price_unit: 'USD',
  is_available: 1,
  location: 'دمشق - المزة',
  additional_features: 'فتحة سقف, كاميرا',
};

/** POST /api/cars with valid fields (overridable) and one small photo unless given; expects 201. */
export async function listCar(api: Api, options: { fields?: Record<string, string>; images?: Upload[] } = {}) {
  const images = options.images ?? [await smallJpeg()];
  const res = await api.post('/api/cars', carForm(carFields(options.fields), images));
  if (res.status !== 201) throw new Error(`listing failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function makeOffer(api: Api, carId: number, offer: Record<string, unknown> = {}) {
  const res = await api.post(`/api/cars/${carId}/offers`, { ...DEFAULT_OFFER, ...offer });
  if (res.status !== 201) throw new Error(`offer failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function approve(admin: Api, carId: number) {
  const res = await admin.put(`/api/cars/${carId}/approve`, { approve_anyway: true });
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function reject(admin: Api, carId: number) {
  const res = await admin.put(`/api/cars/${carId}/reject`, { reason: 'الصور غير واضحة' });
  if (res.status !== 200) throw new Error(`reject failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A car in the state a test needs: listed by `owner`, with an offer unless `offer` is null,
 * then approved or rejected by `admin` when `status` asks for it.
 */
export async function carIn(
  status: 'pending' | 'active' | 'rejected',
  owner: Api,
  admin: Api,
  options: { fields?: Record<string, string>; images?: Upload[]; offer?: Record<string, unknown> | null } = {},
) {
  const car = await listCar(owner, options);
  if (options.offer !== null) await makeOffer(owner, car.id, options.offer);
  if (status === 'active') await approve(admin, car.id);
  if (status === 'rejected') await reject(admin, car.id);
  const res = await owner.get(`/api/cars/${car.id}`);
  return res.body;
}

/**
 * A query string with the brackets left readable (`price[min]=…`), as the client builds it;
 * values are encoded, keys are not.
 */
export function query(params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
