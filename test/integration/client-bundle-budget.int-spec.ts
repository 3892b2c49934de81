import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDING_PAGES } from '../../client/src/app/landing-pages';
import { readManifest, routeWeights } from '../support/client-budget';

/** Gzipped JavaScript a public route may load before its content can paint (the budget). */
const BUDGET_BYTES = 130_000;

/** Library chunks (named by vite.config.mts's groups) that public pages load only when needed. */
const HEAVY_LIBRARIES = ['forms', 'socket'];

/** Folders whose lazy screens are for signed-in management only (src of their page chunks). */
const MANAGEMENT_SCREENS = [
  'src/app/shells/',
  'src/features/admin/',
  'src/features/audit/',
  'src/features/contact-inbox/',
  'src/features/sell/',
  'src/features/user-dashboard/',
  'src/features/stores/pages.ts',
  'src/features/workshops/pages.ts',
  'src/features/inspection/pages.ts',
];

/**
 * Every public route of public-area.md, by the page module the router loads for it: the landing
 * pages (but the stores' and workshops', whose module also holds their management screens),
 * and the other public pages.
 */
const PUBLIC_PAGES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(LANDING_PAGES).filter(([, module]) => !MANAGEMENT_SCREENS.some((screen) => module.startsWith(screen))),
  ),
  '/know-your-needs': 'src/features/questionnaire/know-your-needs-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/register': 'src/features/auth/register-page.tsx',
  '/forgot-password': 'src/features/auth/forgot-password-page.tsx',
  '/about': 'src/features/info/about-page.tsx',
  '/contact': 'src/features/info/contact-page.tsx',
  '/privacy': 'src/features/info/privacy-page.tsx',
  '/terms': 'src/features/info/terms-page.tsx',
  '/faqs': 'src/features/info/faqs-page.tsx',
  '/list-car': 'src/features/info/list-car-page.tsx',
};

/**
 * Builds the client (into a folder of its own, so the built app the end-to-end tests use is not
 * touched) and holds every public route to the budget: the entry with its static imports, plus
 * the route's page chunk with its static imports. What a page loads later (dialogs, the toast
 * library, the socket client, the management screens) does not count.
 */
describe('client bundle budget', () => {
  let outDir: string;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'sayyara-budget-'));
    execFileSync(
      process.execPath,
      [
        join(__dirname, '../../node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'client/vite.config.mts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--manifest',
        '--logLevel',
        'error',
      ],
      // Jest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      { stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
    );
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('keeps every public route within 130 KB of gzipped JavaScript before its first paint', () => {
    const weights = routeWeights(outDir, PUBLIC_PAGES);
    const report = Object.fromEntries(weights.map((w) => [w.route, `${(w.bytes / 1000).toFixed(1)} KB`]));
    // Printed so the figure is visible in every run, not only when it fails.
    console.log(`gzipped JavaScript before first paint:\n${JSON.stringify(report, null, 1)}`);
    expect(weights.filter((w) => w.bytes > BUDGET_BYTES).map((w) => `${w.route}: ${report[w.route]}`)).toEqual([]);
  });

  it('leaves the management screens and heavy libraries out of public routes', () => {
    const manifest = readManifest(outDir);
    const chunks = Object.values(manifest);
    const missing: string[] = [];
    const heavy = new Map<string, string>();
    // The libraries by the chunk names vite.config.mts gives them: forms (zod, react-hook-form)
    // and the socket.io client.
    for (const name of HEAVY_LIBRARIES) {
      const found = chunks.filter((chunk) => chunk.name === name && !chunk.src);
      if (!found.length) missing.push(`chunk ${name}`);
      found.forEach((chunk) => heavy.set(chunk.file, name));
    }
    // Every lazy screen built from a management folder: the dashboards' frame and panels, the
    // admin area, the audit log, the selling pages (with the upload client), the contact inbox,
    // and the stores, workshops and inspection screens.
    for (const folder of MANAGEMENT_SCREENS) {
      const found = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith(folder));
      if (!found.length) missing.push(`screens of ${folder}`);
      found.forEach((chunk) => heavy.set(chunk.file, chunk.src!));
    }
    // Each must be built, so a renamed chunk or a moved folder cannot make this check nothing.
    expect(missing).toEqual([]);
    expect(heavy.size).toBeGreaterThan(MANAGEMENT_SCREENS.length);
    const offending = routeWeights(outDir, PUBLIC_PAGES).flatMap((w) =>
      w.files.filter((file) => heavy.has(file)).map((file) => `${w.route}: ${heavy.get(file)}`),
    );
    expect(offending).toEqual([]);
  });
});
