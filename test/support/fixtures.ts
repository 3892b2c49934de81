import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Api } from './api';

export const ADMIN = { email: 'admin@sayyara.sy', password: 'admin12345' };

/** A real photo-like image (noise compresses poorly, like a photograph). */
export async function jpeg(width = 800, height = 600, options: { exif?: boolean; orientation?: number } = {}): Promise<Buffer> {
  const image = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 70 });
  if (options.exif || options.orientation) {
    image.withMetadata({ orientation: options.orientation });
    if (options.exif)
      image.withExif({ IFD0: { Make: 'TestCam', Model: 'GPS-1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 30/1 0/1' } });
  }
  return image.toBuffer();
}

export async function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.sy`;

export interface Session {
  token: string;
  user: { id: number; name: string; email: string; roles: string[]; latest_role: string };
}

export async function register(api: Api, role = 'user', label = role): Promise<Session> {
  const email = uniqueEmail(label);
  const res = await api.post('/auth/register', {
    name: `مستخدم ${label}`,
    email,
    password: 'password123',
    password_confirmation: 'password123',
    role,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Session;
}

export async function login(api: Api, email: string, password: string): Promise<Session> {
  const res = await api.post('/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Session;
}

export const loginAdmin = (api: Api) => login(api, ADMIN.email, ADMIN.password);

/** Valid car-form fields, as the add form sends them (brand as an id). */
export function carFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'تويوتا كامري 2019 فل كامل',
    brand: '1',
    category_id: '1',
    country_of_manufacture: 'اليابان',
    model: 'Camry',
    year: '2019',
    condition: 'used',
    mileage: '85000',
    fuel_type: 'petrol',
    transmission: 'automatic',
    horsepower: '178',
    seats: '5',
    color: 'أبيض',
    description: 'سيارة نظيفة جدًا، صيانة دورية في الوكالة، بدون حوادث.',
    is_featured: '1',
    other_benefits: '',
    ...overrides,
  };
}

export function carForm(fields: Record<string, string>, images: Array<{ body: Buffer; name: string; type?: string }>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) {
    form.append('images[]', new Blob([new Uint8Array(image.body)], { type: image.type ?? 'image/jpeg' }), image.name);
  }
  return form;
}

/** Lists a car (with one JPEG unless given) and its sale offer; returns the car object. */
export async function createCar(
  api: Api,
  options: {
    fields?: Record<string, string>;
    images?: Array<{ body: Buffer; name: string; type?: string }>;
    offer?: Record<string, unknown> | null;
  } = {},
) {
  const images = options.images ?? [{ body: await jpeg(), name: 'car.jpg' }];
  const res = await api.post('/api/cars', carForm(carFields(options.fields), images));
  if (res.status !== 201) throw new Error(`create car failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (options.offer !== null) {
    const offer = await api.post(`/api/cars/${res.body.id}/offers`, {
      offer_type: 'sale',
      price: 15000,
      price_unit: 'USD',
      is_available: 1,
      location: 'دمشق - المزة',
      additional_features: 'فتحة سقف, كاميرا',
      ...options.offer,
    });
    if (offer.status !== 201) throw new Error(`offer failed: ${offer.status} ${JSON.stringify(offer.body)}`);
    return offer.body;
  }
  return res.body;
}

/**
 * How long a test waits for something asynchronous (a job, a push, a subscription) before it
 * fails. Generous on purpose: CI machines can be several times slower than a laptop, and this is
 * the limit for a condition that never comes, not a speed check (benchmarks measure speed).
 */
export const PATIENCE_MS = 90_000;

/** Polls until `check` returns a value (or throws after `timeoutMs`). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = PATIENCE_MS,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
}
