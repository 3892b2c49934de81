// The car object as the API returns it (CONTRACT.md). Every feature reads cars
// through these types so a contract change shows up as a type error everywhere.

import type { CarStatus } from '../../../../shared/socket-contract';

// Declared with the socket pushes that carry it (car.status_changed).
export type { CarStatus };

export type FuelType = 'petrol' | 'diesel' | 'hybrid' | 'electric';
export type Transmission = 'automatic' | 'manual' | 'cvt' | 'dct';
export type OfferType = 'sale' | 'rent';
export type Currency = 'SYP' | 'USD' | 'EUR';
export type PricingPeriod = 'daily' | 'weekly' | 'monthly';

export interface ImageVariant {
  width: number;
  url: string;
}

export interface CarCover {
  url: string;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

export interface CarImage extends CarCover {
  id: string | number;
  status: 'processing' | 'ready' | 'failed';
}

/**
 * The seller as a car carries it (CONTRACT.md, seller contact): the contact is not public, so
 * `email` and `phone` are null; the phone is asked for on its own (useSellerPhone).
 */
export interface CarOwner {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** Whether there is a phone to ask for (absent in answers kept from before it existed: ask). */
  has_phone?: boolean;
}

export interface CarOffer {
  id: number;
  offer_type: OfferType;
  price: number;
  price_unit: Currency;
  price_minor: number;
  price_usd_minor: number | null;
  /** The price in (new) Syrian pounds at the current rate: what management screens show. */
  price_syp_minor?: number | null;
  pricing_period: PricingPeriod | null;
  is_available: boolean;
  additional_features: string | null;
  location: string | null;
  featured: boolean;
}

export type PriceBand = 'great' | 'good' | 'fair' | 'high';

/**
 * How an active sale listing's price compares with similar listings (same make and model, year
 * within two; a thin model's whole range of years, then its make), each comparable's price
 * adjusted to this car's year and mileage. `band` null: too few of them. Amounts in US cents.
 */
export interface PriceIndicator {
  band: PriceBand | null;
  label: string;
  currency: 'USD';
  median_usd_minor: number | null;
  low_usd_minor: number | null;
  high_usd_minor: number | null;
  /** How many listings the figures rest on (the car among them), the count the add form's guide shows too. */
  sample_size: number;
  /** Which group: cars like it (±2 years), its model at any age, or its make (older servers leave it out). */
  basis?: 'similar' | 'model_years' | 'make' | null;
  /** The same figures in Syrian pounds at today's rate (older servers leave them out). */
  median_syp_minor?: number | null;
  low_syp_minor?: number | null;
  high_syp_minor?: number | null;
}

export interface Car {
  id: number;
  user_id: number;
  status: CarStatus;
  name: string | null;
  title: string | null;
  brand: string | null;
  model: string | null;
  year: number | null;
  mileage: number | null;
  kilometers: number | null;
  fuel_type: FuelType | null;
  transmission: Transmission | null;
  horsepower: number | null;
  seats: number | null;
  color: string | null;
  description: string | null;
  condition: 'new' | 'used' | null;
  category_id: number | null;
  country_of_manufacture: string | null;
  other_benefits: string | null;
  is_featured: boolean;
  created_at: string;
  updated_at: string;
  published_at?: string | null;
  /** When an active listing stops showing; owners renew it. */
  expires_at?: string | null;
  /** The admin's reason, shown to the owner of a rejected car. */
  rejection_reason?: string | null;
  image: string | null;
  cover: CarCover | null;
  images: CarImage[];
  owner: CarOwner | null;
  offer: CarOffer | null;
  price: number | null;
  price_usd_minor: number | null;
  location: string | null;
  views: number;
  likes: number;
  /** Whether the signed-in viewer keeps this car in their favourites (false for visitors). */
  is_favourite?: boolean;
  /** Active sale listings only (older servers leave it out). */
  price_indicator?: PriceIndicator | null;
}

export interface Pagination {
  current_page: number;
  last_page: number;
  total_pages: number;
  /** Exact, or when `total_is_estimate` a lower bound (the server stops counting at its cap). */
  total: number;
  total_is_estimate?: boolean;
  per_page: number;
  next_cursor?: string | null;
  prev_cursor?: string | null;
}

export interface CarPage {
  /** Present when the search's typos were corrected: the search as it was run. */
  corrected_query?: string;
  data: Car[];
  pagination: Pagination;
}

/** The one place that decides which of the two name spellings to show. */
export function carName(car: Pick<Car, 'name' | 'title'>): string | null {
  return car.name?.trim() || car.title?.trim() || null;
}

export function carMileage(car: Pick<Car, 'mileage' | 'kilometers'>): number | null {
  return car.mileage ?? car.kilometers ?? null;
}

export function carLocation(car: Pick<Car, 'location' | 'offer'>): string | null {
  return car.location?.trim() || car.offer?.location?.trim() || null;
}

/** Images worth showing: failed uploads are skipped, processing ones fall back to their original URL. */
export function visibleImages(car: Pick<Car, 'images'>): CarImage[] {
  return car.images.filter((image) => image.status !== 'failed' && image.url);
}
