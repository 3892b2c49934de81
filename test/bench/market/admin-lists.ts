/** A shape of the market bench: a path on the API, asked with the admin's token when `admin`. */
export interface Shape {
  name: string;
  path: string;
  admin?: boolean;
}

/**
 * What the moderation pages ask for (every status unless named): the lists that read the pending,
 * expired and rejected listings as well as the active ones, which the visitors' shapes never do.
 * Their words are the cases that once grew with the market: a typo of a common word with a make
 * no listing holding it has («toiota» with kia), a word close to a word of a fifth of the market
 * («حاجه», «بحاجه»), a known word with another make's listings, a typo only the pending queue is
 * searched for.
 */
export function adminShapes(list: (query: string) => string): Shape[] {
  const q = encodeURIComponent;
  const every = (query: string) => list(`status=all&${query}`);
  return [
    { name: 'admin every status', path: every('page=1') },
    { name: 'admin pending queue', path: list('status=pending') },
    { name: 'admin search سبورتاح', path: every(`search=${q('سبورتاح')}`) },
    { name: 'admin search toiota, kia', path: every('search=toiota&brand=kia') },
    { name: 'admin search حاجه, ford', path: every(`search=${q('حاجه')}&brand=ford`) },
    { name: 'admin search كامري, kia', path: every(`search=${q('كامري')}&brand=kia`) },
    { name: 'admin search دبيو, pending', path: list(`status=pending&search=${q('دبيو')}`) },
  ].map((shape) => ({ ...shape, admin: true }));
}

/** The headers a shape is asked with: the admin's token for an admin shape, none otherwise. */
export const headersFor = (shape: Shape, token: string): Record<string, string> =>
  shape.admin ? { authorization: `Bearer ${token}` } : {};
