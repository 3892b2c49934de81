/** A shape of the market bench: a path on the API, asked with the admin's token when `admin`. */
export interface Shape {
  name: string;
  path: string;
  admin?: boolean;
}

/**
 * What the moderation pages ask for (every status unless named): the lists that read the pending,
 * expired and rejected listings as well as the active ones, which the visitors' shapes never do.
 * Their words are the cases that once grew with the market: a common word alone, and a typo of it
 * (each counted its matches of every status to the cap), a typo of a common word with a make
 * no listing holding it has («toiota» with kia), a word close to a word of a fifth of the market
 * («حاجه», «بحاجه»), a known word with another make's listings, a typo only the pending queue is
 * searched for, a word no listing holds.
 */
export function adminShapes(list: (query: string) => string): Shape[] {
  const q = encodeURIComponent;
  const every = (query: string) => list(`status=all&${query}`);
  return [
    { name: 'admin every status', path: every('page=1') },
    { name: 'admin pending queue', path: list('status=pending') },
    // The queue as the moderation page asks for it (moderation-api.ts), its first page each way.
    { name: 'admin moderation queue', path: '/api/admin/moderation?page=1&limit=10&sort=newest' },
    { name: 'admin moderation queue by risk', path: '/api/admin/moderation?page=1&limit=10&sort=risk' },
    // The counters every admin page shows, asked again at each listing and decision (moderation-api.ts).
    { name: 'admin stats', path: '/api/admin/stats' },
    // A word more active listings hold than the search's cap, as typed and as a typo corrected to it.
    { name: 'admin search سبورتاج', path: every(`search=${q('سبورتاج')}`) },
    { name: 'admin search سبورتاح', path: every(`search=${q('سبورتاح')}`) },
    { name: 'admin search toiota, kia', path: every('search=toiota&brand=kia') },
    { name: 'admin search حاجه, ford', path: every(`search=${q('حاجه')}&brand=ford`) },
    { name: 'admin search كامري, kia', path: every(`search=${q('كامري')}&brand=kia`) },
    { name: 'admin search دبيو, pending', path: list(`status=pending&search=${q('دبيو')}`) },
    { name: 'admin search qwzx', path: every('search=qwzx') },
  ].map((shape) => ({ ...shape, admin: true }));
}

/** The headers a shape is asked with: the admin's token for an admin shape, none otherwise. */
export const headersFor = (shape: Shape, token: string): Record<string, string> =>
  shape.admin ? { authorization: `Bearer ${token}` } : {};

/**
 * Lists the moderation pages can ask for, drawn from a fixed seed (the same in every run and on
 * both sides). Named `admin combo <n>` (BENCH_MARKET_SHAPES='admin combo'), none unless asked
 * (BENCH_MARKET_ADMIN_COMBINATIONS=60). The fixed shapes above are the cases once found slow;
 * these look for the next one:
 * - three in four are what the pages send (moderation-api.ts): a status or every status, ten
 *   newest a page, any page, a search of a common word, a rare one, a typo or a word no listing
 *   holds; or the pending queue by recency or by risk;
 * - one in four adds what only the API offers admins (a make, a place, a gearbox, a year, a price,
 *   another sort): no page sends these, and over every status no index serves them.
 */
export function adminCombinations(count: number, list: (query: string) => string, random: () => number): Shape[] {
  const next = (n: number) => Math.floor(random() * n);
  const pick = <T>(values: readonly T[]): T => values[next(values.length)];
  const maybe = <T>(values: readonly T[]): T | undefined => (next(2) ? pick(values) : undefined);
  const words = ['كامري', 'سبورتاج', 'دمشق', 'توسان', 'toiota', 'سبورتاح', 'حاجه', 'دبيو', 'kamry', 'زجاج', 'لاندكروزر', 'qwzx'];
  const query = (params: Array<[string, string | number | undefined]>) =>
    params
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key.replace('[', '%5B').replace(']', '%5D')}=${encodeURIComponent(String(value))}`)
      .join('&');
  const shapes: Shape[] = [];
  for (let i = 0; i < count; i++) {
    const status = pick(['pending', 'all', 'active', 'rejected', 'expired']);
    const search = next(2) ? pick(words) : undefined;
    const page = pick([1, 1, 2, 3, 10]);
    const kind = next(4);
    const path =
      kind === 0
        ? list(
            query([
              ['status', status],
              ['search', search],
              ['brand', maybe(['toyota', 'kia', 'hyundai', 'ford', 'mercedes', 'lexus', 'audi'])],
              ['location', maybe(['دمشق', 'حلب', 'اللاذقية', 'المزة'])],
              ['transmission', maybe(['automatic', 'manual'])],
              ['year[min]', maybe([2010, 2020])],
              ['price[max]', maybe([5000, 15000, 60000])],
              ['sort', maybe(['oldest', 'price_asc', 'year_desc', 'mileage_asc'])],
              ['page', page],
            ]),
          )
        : status === 'pending' && search === undefined
          ? `/api/admin/moderation?${query([
              ['page', page],
              ['limit', 10],
              ['sort', pick(['newest', 'risk'])],
            ])}`
          : list(
              query([
                ['status', status],
                ['page', page],
                ['limit', 10],
                ['sort', 'newest'],
                ['search', search],
              ]),
            );
    shapes.push({ name: `admin combo ${i + 1}`, path, admin: true });
  }
  return shapes;
}
