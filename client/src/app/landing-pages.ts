/**
 * The public pages a first visit can land on, by route pattern, and the module of each page
 * (from client/). Declared once: the build preloads their code (route-preloads.mts), the router
 * loads the one the address names before the first render (router.tsx, keyed by these paths),
 * and the bundle budget holds them to the first-paint budget (client-bundle-budget.int-spec.ts).
 */
export const LANDING_PAGES = {
  '/': 'src/features/cars/home-page.tsx',
  '/car-listings': 'src/features/cars/car-listings-page.tsx',
  '/car/:id': 'src/features/cars/car-details-page.tsx',
  '/searchResults': 'src/features/cars/search-results-page.tsx',
  '/rentals': 'src/features/cars/rentals/rentals-page.tsx',
  '/spare-parts': 'src/features/parts/spare-parts-page.tsx',
  '/stores': 'src/features/stores/pages.ts',
  '/workshops': 'src/features/workshops/pages.ts',
} as const;

export type LandingPath = keyof typeof LANDING_PAGES;
