// The car object as the API returns it (CONTRACT.md), generated from the server's types. Every
// feature reads cars through these types so a contract change shows up as a type error everywhere.

import type { CarStatus } from '../../../../shared/socket-contract';

// Declared with the socket pushes that carry it (car.status_changed).
export type { CarStatus };

export type FuelType = 'petrol' | 'diesel' | 'hybrid' | 'electric';
export type Transmission = 'automatic' | 'manual' | 'cvt' | 'dct';
export type OfferType = 'sale' | 'rent';
export type Currency = 'SYP' | 'USD' | 'EUR';
export type PricingPeriod = 'daily' | 'weekly' | 'monthly';

import type { components } from '../api/openapi.generated';

type Schemas = components['schemas'];

/**
 * The server's type with some of its strings narrowed to the values its domain gives them (a
 * status, a fuel). Checked: each narrowed field must fit the server's, so a field the server
 * renames, drops or retypes is a type error here.
 */
type Narrowed<Answer, Narrow extends { [K in keyof Narrow]: K extends keyof Answer ? Answer[K] : never }> = Omit<
  Answer,
  keyof Narrow
> &
  Narrow;

/**
 * Fields the server added later, which answers kept from before (the offline cache) lack: the
 * client reads them as possibly absent.
 */
type Added<Answer, Keys extends keyof Answer> = Omit<Answer, Keys> & Partial<Pick<Answer, Keys>>;

/** A car's picture: generated from the server's `ImageView` (server/src/cars/queries/car-view.ts). */
export type CarImage = Schemas['ImageView'];
export type CarCover = CarImage;
export type ImageVariant = CarImage['variants'][number];

/**
 * The seller as a car carries it (CONTRACT.md, seller contact): the contact is not public, so
 * `email` and `phone` are null; the phone is asked for on its own (useSellerPhone).
 */
export type CarOwner = Added<Schemas['CarView']['owner'], 'has_phone'>;

/**
 * A car's offer. The server builds it from a LEFT JOIN row whose offer columns its type keeps
 * nullable; an offer that exists has its type, currency and availability.
 */
export type CarOffer = Narrowed<
  NonNullable<Schemas['CarView']['offer']>,
  { offer_type: OfferType; price_unit: Currency; is_available: boolean; pricing_period: PricingPeriod | null }
>;

export type PriceBand = NonNullable<PriceIndicator['band']>;

/**
 * How an active sale listing's price compares with similar listings (same make and model, year
 * within two; a thin model's whole range of years, then its make), each comparable's price
 * adjusted to this car's year and mileage. `band` null: too few of them. Amounts in US cents.
 */
export type PriceIndicator = Schemas['PriceIndicatorView'];

/**
 * The car object as the API returns it: the server's `CarView` through the API description
 * (`npm run api:types`), so the server's type and the client's cannot drift apart.
 */
type CarAnswer = Narrowed<
  Schemas['CarView'],
  { status: CarStatus; fuel_type: FuelType; transmission: Transmission; condition: 'new' | 'used'; offer: CarOffer | null }
>;

export type Car = Added<
  Omit<CarAnswer, 'owner'> & { owner: CarOwner },
  'is_favourite' | 'price_indicator' | 'published_at' | 'expires_at' | 'rejection_reason'
>;

export type Pagination = Schemas['Page_CarView']['pagination'];

/** GET /api/cars: a page of cars (`corrected_query` when the search's typos were corrected). */
export type CarPage = Omit<Schemas['Page_CarView'], 'data'> & { data: Car[] };

/** The one place that decides which of the two name spellings to show. */
export function carName(car: Pick<Car, 'name' | 'title'>): string | null {
  return car.name.trim() || car.title.trim() || null;
}

export function carMileage(car: Pick<Car, 'mileage' | 'kilometers'>): number | null {
  return car.mileage;
}

export function carLocation(car: Pick<Car, 'location' | 'offer'>): string | null {
  return car.location?.trim() || car.offer?.location?.trim() || null;
}

/** Images worth showing: failed uploads are skipped, processing ones fall back to their original URL. */
export function visibleImages(car: Pick<Car, 'images'>): CarImage[] {
  return car.images.filter((image) => image.status !== 'failed' && image.url);
}
