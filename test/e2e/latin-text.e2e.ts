import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { Api } from '../support/api';
import { carIn } from '../support/cars';
import { loginAdmin, register, type Session } from '../support/fixtures';
import { createAd, storeIn, workshopIn } from '../support/places';
import { ADMIN, loginThroughUi } from './support/helpers';
import { sql } from './support/market';

/**
 * Every screen of both spec documents, at 390 px, signed out and as each kind of account: no
 * text a person reads or hears (text, aria-label, placeholder, title, alt) carries Latin letters,
 * but for what is Latin by nature: e-mail addresses, web addresses, the car models and brands
 * sellers type, and the picture formats' names.
 */
const PHONE = { width: 390, height: 844 };
const api = new Api(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`);
const PASSWORD = 'password123';

const MODEL = 'Corolla';
/** Latin by nature: what is stripped before looking for Latin letters. */
const ALLOWED = [
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail addresses
  /\b(https?:\/\/|www\.)\S*/g, // web addresses (and the «https://» a website field starts with)
  /\b[\w-]+(\.[\w-]+)*\.(sy|com|net|org)\b/g, // bare domains (a store's website shown without its scheme)
  /\b(PNG|JPE?G|WebP|NDJSON)\b/g, // file formats, by their names
  /\b[0-9a-f]{16,}\b/g, // the log's hashes and keys
  // What the tests themselves name (other files share this marketplace): «مستخدم fake-photo», «ورشة 9f3a2c».
  /مستخدم [a-z-]+/g,
  /\b[0-9a-f]{6}\b/g,
];

/** Reads, in the page, every text node and every label-like attribute that has Latin letters. */
const COLLECT = `(() => {
  const found = [];
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'CODE']);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skip.has(parent.tagName) || parent.closest('[data-latin-ok]')) continue;
    const text = node.textContent.trim();
    if (/[A-Za-z]/.test(text)) found.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
    if (element.closest('[data-latin-ok]')) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value && /[A-Za-z]/.test(value)) found.push(name + '=' + value);
    }
  }
  return found;
})()`;

/**
 * The models, brands and part names sellers typed, as the market holds them now: Latin by nature
 * («Camry», «Michelin», a tyre's «R17», an oil's «5W-30», a part that fits «C W204»). Parts and inspection requests come from
 * other test files too, which share this marketplace.
 */
async function marketNames(): Promise<RegExp> {
  const rows = await sql<{ name: string }>(
    `SELECT DISTINCT model AS name FROM projections.cars
     UNION SELECT DISTINCT brand FROM projections.cars
     UNION SELECT DISTINCT brand FROM projections.parts
     UNION SELECT DISTINCT (regexp_matches(name, '[A-Za-z0-9/-]*[A-Za-z][A-Za-z0-9/-]*', 'g'))[1] FROM projections.parts
     UNION SELECT DISTINCT (regexp_matches(fits, '[A-Za-z0-9/-]*[A-Za-z][A-Za-z0-9/-]*', 'g'))[1]
       FROM projections.parts, unnest(models || compatibility) AS fits
     UNION SELECT DISTINCT car->>'model' FROM projections.inspections`,
  );
  const names = rows.map((row) => row.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).filter(Boolean);
  return new RegExp(`\\b(${[MODEL, ...names].join('|')})\\b`, 'gi');
}

function latinIn(texts: string[], names: RegExp): string[] {
  return texts.filter((text) => {
    const value = text.replace(/^(aria-label|placeholder|title|alt)=/, '');
    return /[A-Za-z]/.test([...ALLOWED, names].reduce((rest, pattern) => rest.replace(pattern, ''), value));
  });
}

/** Opens each path and gathers what it shows in Latin letters, by path. */
async function walk(page: Page, paths: string[], found: Record<string, string[]>) {
  const names = await marketNames();
  for (const path of paths) {
    await page.goto(path);
    // The page has its data once nothing is on its way (sockets aside) and the loading notices are gone.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const latin = latinIn(await page.evaluate<string[]>(COLLECT), names);
    if (latin.length) found[path] = [...new Set(latin)];
  }
}

async function signedIn(browser: Browser, session: Session | null) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  if (session) await loginThroughUi(page, session.user.email, session.user.email === ADMIN.email ? ADMIN.password : PASSWORD);
  return { page, close: () => context.close() };
}

test('no Latin letters on any screen, signed out or in, but e-mails, web addresses and model names', async ({ browser }) => {
  test.setTimeout(600_000);
  const admin = await loginAdmin(api);
  const adminApi = api.as(admin.token);
  const seller = await register(api, 'user', 'latin-seller');
  const sellerApi = api.as(seller.token);
  const car = await carIn('active', sellerApi, adminApi, { fields: { brand: 'toyota', model: MODEL } });
  const manager = await register(api, 'shop_manager', 'latin-store');
  const store = await storeIn('active', api.as(manager.token), adminApi, {
    email: 'store@example.sy',
    website: 'https://store.example.sy',
  });
  const mechanic = await register(api, 'workshop', 'latin-workshop');
  const mechanicApi = api.as(mechanic.token);
  const workshop = await workshopIn('active', mechanicApi, adminApi);
  const ad = await createAd(mechanicApi, workshop.id);
  const carId: number = car.data?.id ?? car.id;

  const found: Record<string, string[]> = {};
  const visits: Array<[Session | null, string[]]> = [
    [
      null,
      [
        '/',
        '/car-listings',
        `/car/${carId}`,
        '/rentals',
        '/spare-parts',
        '/know-your-needs',
        '/searchResults',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password?token=nothing',
        '/stores',
        `/store/${store.id}`,
        '/workshops',
        `/workshop/${workshop.id}`,
        '/workshop-services',
        '/about',
        '/contact',
        '/privacy',
        '/terms',
        '/faqs',
        '/list-car',
        '/no-such-page',
      ],
    ],
    [
      seller,
      [
        '/add-car',
        `/edit-car/${carId}`,
        ...['', 'cars', 'favourites', 'messages', 'saved-searches', 'notifications', 'inspections', 'settings'].map(
          (panel) => `/user-dashboard/${panel}`,
        ),
        '/inspction',
      ],
    ],
    [manager, ['/add-store', `/edit-store/${store.id}`, '/user-dashboard/stores']],
    [
      mechanic,
      [
        '/add-workshop',
        `/edit-workshop/${workshop.id}`,
        '/add-workshop-ad',
        `/edit-workshop-ad/${ad.id}`,
        '/workshops-dashboard',
      ],
    ],
    [
      admin,
      [
        ...[
          '',
          'moderation',
          'users',
          'cars',
          'categories',
          'stores',
          'workshops',
          'inspections',
          'contact-messages',
          'settings',
        ].map((panel) => `/admin/${panel}`),
        '/audit',
      ],
    ],
  ];
  try {
    for (const [session, paths] of visits) {
      const { page, close } = await signedIn(browser, session);
      await walk(page, paths, found);
      await close();
    }
  } finally {
    // Other files' tests count what this marketplace lists (a quick search's Toyotas): what this
    // test listed goes again, whatever happened.
    await adminApi.delete(`/api/cars/${carId}`);
    await adminApi.delete(`/api/stores/${store.id}`);
    await adminApi.delete(`/api/workshops/${workshop.id}`);
  }
  expect(found).toEqual({});
});
