import { pictureView } from '../../media/image-slot';
import { ImageVariant } from '../../media/stored-image';
import { toMajorUnits } from '../../shared/money/money';
import { WorkshopStatus } from '../domain/workshop.constants';
import { publicName } from '../../shared/public-name';

/** A workshop as one row of WorkshopQueries' select. */
export interface WorkshopRow {
  id: number;
  user_id: number;
  status: WorkshopStatus;
  name: string;
  location: string;
  address: string;
  city: string;
  commercial_registration_number: string;
  phone: string;
  working_hours: string;
  description: string;
  services: string[];
  warranty_offered: boolean;
  specialization: string;
  image_id: string | null;
  image_status: 'processing' | 'ready' | 'failed' | null;
  image_width: number | null;
  image_height: number | null;
  image_variants: ImageVariant[] | null;
  notify_reviews: boolean;
  notify_status: boolean;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  approved_at: Date | null;
  owner_name: string | null;
  rating: number | null;
  review_count: number;
  ads_count: number;
  views: number;
}

/**
 * The workshop object of signed-in-area.md §3, with both spellings the specs use
 * (`workingHours`/`working_hours`, `warrantyOffered`/`warranty_offered`…). `rating` is the real
 * average of its reviews to one decimal (0 without reviews). Settings only for owner and admins.
 */
export function toWorkshopView(row: WorkshopRow, privileged: boolean) {
  const image = pictureView({
    id: row.image_id,
    status: row.image_status,
    width: row.image_width,
    height: row.image_height,
    variants: row.image_variants,
  });
  const rating = row.rating ?? 0;
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    title: row.name,
    location: row.location,
    address: row.address,
    city: row.city,
    commercial_registration_number: row.commercial_registration_number,
    commercialRegistrationNumber: row.commercial_registration_number,
    phone: row.phone || null,
    working_hours: row.working_hours,
    workingHours: row.working_hours,
    description: row.description,
    services: row.services,
    warranty_offered: row.warranty_offered,
    warrantyOffered: row.warranty_offered,
    specialization: row.specialization,
    image: image?.url ?? null,
    imageUrl: image?.url ?? null,
    picture: image,
    rating,
    review_count: row.review_count,
    reviewCount: row.review_count,
    ads_count: row.ads_count,
    views: row.views,
    status: row.status,
    rejection_reason: row.rejection_reason,
    // The owner's account e-mail is private (CONTRACT.md, seller contact); the workshop's own
    // phone is its public contact. The key stays, for the spec's shape.
    owner: { id: row.user_id, name: publicName(row.owner_name), email: null },
    settings: privileged ? { notify_reviews: row.notify_reviews, notify_status: row.notify_status } : undefined,
    created_at: row.created_at,
    updated_at: row.updated_at,
    approved_at: row.approved_at,
  };
}

export type WorkshopView = ReturnType<typeof toWorkshopView>;

export interface WorkshopAdRow {
  id: number;
  workshop_id: number;
  title: string;
  description: string;
  /** A bigint: a number by the INT8 parser (data-source-options.ts), text without it. */
  price_minor: number | string;
  currency: 'SYP';
  created_at: Date;
  updated_at: Date;
  workshop_name: string;
  workshop_city: string;
  workshop_location: string;
  workshop_phone: string;
  workshop_status: WorkshopStatus;
  workshop_specialization: string;
  workshop_owner_id: number;
  workshop_image_status: string | null;
  workshop_image_variants: ImageVariant[] | null;
  workshop_image_id: string | null;
}

/** The workshop ad of signed-in-area.md §3: `price` in Syrian pounds, `price_minor` exact; its status is its workshop's. */
export function toWorkshopAdView(row: WorkshopAdRow) {
  const image = pictureView({
    id: row.workshop_image_id,
    status: row.workshop_image_status as 'ready' | null,
    width: null,
    height: null,
    variants: row.workshop_image_variants,
  });
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    price: toMajorUnits(Number(row.price_minor)),
    price_minor: Number(row.price_minor),
    currency: row.currency,
    price_unit: row.currency,
    workshop_id: row.workshop_id,
    user_id: row.workshop_owner_id,
    workshop: {
      id: row.workshop_id,
      name: row.workshop_name,
      city: row.workshop_city,
      location: row.workshop_location,
      phone: row.workshop_phone || null,
      status: row.workshop_status,
    },
    specialization: row.workshop_specialization,
    location: row.workshop_location,
    image: image?.url ?? null,
    status: row.workshop_status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type WorkshopAdView = ReturnType<typeof toWorkshopAdView>;
