import { APIRequestContext, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { ADMIN, photo, uniqueEmail } from './helpers';
import { currentMarket } from './market-server';

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

export interface Account {
  token: string;
  email: string;
  password: string;
  id: number;
  name: string;
}

export async function registerAccount(request: APIRequestContext, name: string, role = 'user', phone?: string): Promise<Account> {
  const email = uniqueEmail('e2e');
  const password = 'password123';
  const res = await request.post('/auth/register', {
    data: { name, email, password, password_confirmation: password, role, ...(phone && { phone }) },
  });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { token: body.token, email, password, id: body.user.id, name };
}

export interface MarketCar {
  name: string;
  brand: string;
  model: string;
  year: number;
  seats?: number;
  offer: Record<string, string | number>;
  featured?: boolean;
}

/** Lists a car with one photo and its offer as `seller`: it waits for review (pending). */
export async function listPendingCar(request: APIRequestContext, seller: string, car: MarketCar): Promise<number> {
  const image = await photo(`${car.model}.jpg`, 640, 480);
  const created = await request.post('/api/cars', {
    headers: { authorization: `Bearer ${seller}` },
    multipart: {
      name: car.name,
      brand: car.brand,
      category_id: '1',
      country_of_manufacture: 'اليابان',
      model: car.model,
      year: String(car.year),
      condition: 'used',
      mileage: '90000',
      fuel_type: 'petrol',
      transmission: 'automatic',
      horsepower: '150',
      seats: String(car.seats ?? 5),
      color: 'أبيض',
      description: 'سيارة نظيفة جدًا، صيانة دورية، بدون حوادث، جاهزة للفحص في أي ورشة.',
      'images[]': image,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const offer = await request.post(`/api/cars/${id}/offers`, {
    headers: { authorization: `Bearer ${seller}` },
    data: { offer_type: 'sale', price_unit: 'USD', is_available: 1, additional_features: 'كاميرا خلفية, فتحة سقف', ...car.offer },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  return id;
}

/** Approves a pending car as the admin. */
export async function approveCar(request: APIRequestContext, admin: string, id: number): Promise<void> {
  // Its photo may still be processing: the admin approves anyway, as the moderation queue lets them.
  const approved = await request.put(`/api/cars/${id}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { approve_anyway: true },
  });
  expect(approved.status()).toBe(200);
}

/** Lists a car with one photo and its offer as `seller`, approves (and features) it as the admin. */
export async function listApprovedCar(
  request: APIRequestContext,
  seller: string,
  admin: string,
  car: MarketCar,
): Promise<number> {
  const id = await listPendingCar(request, seller, car);
  await approveCar(request, admin, id);
  if (car.featured) {
    const featured = await request.put(`/api/cars/${id}`, {
      headers: { authorization: `Bearer ${admin}` },
      form: { is_featured: '1' },
    });
    expect(featured.status()).toBe(200);
  }
  return id;
}

export const adminToken = (request: APIRequestContext) => apiLogin(request, ADMIN.email, ADMIN.password);

/** Runs demo seeders (by name) on this worker's database with the seed CLI, as an operator would. */
export function seed(...names: string[]): void {
  execFileSync(process.execPath, [join(__dirname, '../../../dist/server/src/seed/seed.cli.js'), ...names], {
    env: { ...process.env, ...currentMarket().env },
    stdio: 'pipe',
  });
}

/** Runs SQL on this worker's database (only to stand in for what arrives by mail). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: currentMarket().env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
