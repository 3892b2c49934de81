/** The add form sends brand ids 1–11, the edit form and filters send names: both map to these. */
export const BRANDS = [
  'toyota',
  'mercedes',
  'bmw',
  'audi',
  'honda',
  'kia',
  'hyundai',
  'nissan',
  'lexus',
  'ford',
  'chevrolet',
] as const;
export type Brand = (typeof BRANDS)[number];

/** '3' or 3 or 'BMW' → 'bmw'; anything else stays as given (and fails validation). */
export function brandFromInput(value: unknown): unknown {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))) {
    return BRANDS[Number(value) - 1] ?? value;
  }
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

export const CONDITIONS = ['new', 'used'] as const;
export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export const TRANSMISSIONS = ['automatic', 'manual', 'cvt', 'dct'] as const;
export const OFFER_TYPES = ['sale', 'rent'] as const;
export const PRICING_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const CAR_STATUSES = ['pending', 'active', 'rejected', 'expired'] as const;
export type CarStatus = (typeof CAR_STATUSES)[number];
export type OfferType = (typeof OFFER_TYPES)[number];
export type PricingPeriod = (typeof PRICING_PERIODS)[number];

/** The five cities the rental search offers; listings may name others. */
export const CITIES = ['دمشق', 'حلب', 'حمص', 'اللاذقية', 'طرطوس'] as const;
