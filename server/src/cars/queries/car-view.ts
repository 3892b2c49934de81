import { mediaUrl, PLACEHOLDER_IMAGE_URL } from '../../media/media-urls';
import { toMajorUnits } from '../../shared/money/money';
import { PriceIndicatorRow, toPriceIndicator } from '../../price-guide/price-guide-queries';
import { ImageVariant } from '../domain/car.events';
import { publicName } from '../../shared/public-name';

export interface ImageView {
  id: string;
  url: string;
  status: 'processing' | 'ready' | 'failed';
  width: number | null;
  height: number | null;
  variants: Array<{ width: number; height: number; url: string }>;
}

interface ImageRow {
  id: string;
  status: ImageView['status'];
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

/** A car as one row of the listing query (see CarQueries). */
export interface CarRow extends PriceIndicatorRow {
  id: number;
  user_id: number;
  status: string;
  name: string;
  brand: string;
  category_id: number | null;
  country_of_manufacture: string;
  model: string;
  year: number | null;
  condition: string;
  mileage: number;
  fuel_type: string;
  transmission: string;
  horsepower: number;
  seats: number;
  color: string;
  description: string;
  is_featured: boolean;
  other_benefits: string;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  expires_at: Date | null;
  owner_name: string | null;
  /** Whether the owner gave a phone (the number itself is revealed on request only). */
  owner_has_phone: boolean;
  offer_id: number | null;
  offer_type: string | null;
  /** A bigint: a number by the INT8 parser (data-source-options.ts), text without it (null: no offer). */
  price_minor: number | string | null;
  currency: string | null;
  pricing_period: string | null;
  is_available: boolean | null;
  additional_features: string | null;
  location: string | null;
  /** Numerics: text from pg. */
  price_usd_minor: string | null;
  price_syp_minor: string | null;
  rejection_reason: string | null;
  images: ImageRow[] | null;
  views: number;
  likes: number;
  is_favourite: boolean;
}

/** The display URL of a photo: a mid-size variant when processed, else the placeholder. */
export function toImageView(row: ImageRow): ImageView {
  const variants = [...row.variants]
    .sort((a, b) => a.width - b.width)
    .map((v) => ({ width: v.width, height: v.height, url: mediaUrl(v.key) }));
  const display = variants.filter((v) => v.width <= 1024).pop() ?? variants.at(0);
  return {
    id: row.id,
    url: row.status === 'ready' && display ? display.url : PLACEHOLDER_IMAGE_URL,
    status: row.status,
    width: row.width,
    height: row.height,
    variants,
  };
}

/**
 * The car object of CONTRACT.md. Both spellings the specs use are present (name/title,
 * mileage/kilometers, price/location at the top and under offer). `price` is in US dollars.
 */
export function toCarView(row: CarRow) {
  const images = (row.images ?? []).map(toImageView);
  const cover = images.find((i) => i.status === 'ready') ?? images.at(0) ?? null;
  const priceUsd = row.price_usd_minor === null ? null : toMajorUnits(Number(row.price_usd_minor));
  const offer =
    row.offer_id === null
      ? null
      : {
          id: row.offer_id,
          car_id: row.id,
          offer_type: row.offer_type,
          price: toMajorUnits(Number(row.price_minor)),
          price_unit: row.currency,
          price_minor: Number(row.price_minor),
          price_usd: priceUsd,
          price_usd_minor: row.price_usd_minor === null ? null : Number(row.price_usd_minor),
          price_syp_minor: row.price_syp_minor === null ? null : Number(row.price_syp_minor),
          pricing_period: row.pricing_period,
          is_available: row.is_available,
          additional_features: row.additional_features ?? '',
          location: row.location,
          featured: row.is_featured,
        };
  return {
    id: row.id,
    user_id: row.user_id,
    status: row.status,
    name: row.name,
    title: row.name,
    brand: row.brand,
    model: row.model,
    year: row.year,
    mileage: row.mileage,
    kilometers: row.mileage,
    fuel_type: row.fuel_type,
    transmission: row.transmission,
    horsepower: row.horsepower,
    seats: row.seats,
    color: row.color,
    description: row.description,
    condition: row.condition,
    category_id: row.category_id,
    country_of_manufacture: row.country_of_manufacture,
    other_benefits: row.other_benefits,
    is_featured: row.is_featured,
    featured: row.is_featured,
    created_at: row.created_at,
    updated_at: row.updated_at,
    published_at: row.published_at,
    expires_at: row.expires_at,
    rejection_reason: row.rejection_reason,
    image: cover?.url ?? PLACEHOLDER_IMAGE_URL,
    cover,
    images,
    // The keys of the spec's `owner`, its contact empty: the e-mail is never public, the phone
    // comes from POST /api/cars/{id}/contact (counted, budgeted). `has_phone` tells the page
    // whether there is one to ask for.
    owner: { id: row.user_id, name: publicName(row.owner_name), email: null, phone: null, has_phone: row.owner_has_phone },
    offer,
    price: priceUsd,
    price_usd_minor: row.price_usd_minor === null ? null : Number(row.price_usd_minor),
    location: row.location,
    views: row.views,
    likes: row.likes,
    is_favourite: row.is_favourite,
    /** How the price compares with similar listings (issue 12); null for rentals, inactive cars and cars not yet placed. */
    price_indicator: toPriceIndicator(row),
  };
}

export type CarView = ReturnType<typeof toCarView>;
