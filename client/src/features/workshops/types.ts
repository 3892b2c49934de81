import type { Paged, Picture, PlaceStatus } from '../../shared/domain/picture';

/** The workshop object (signed-in-area.md §3) as the API sends it. */
export interface Workshop {
  id: number;
  user_id: number;
  name: string;
  location: string;
  address: string;
  city: string;
  commercial_registration_number: string;
  phone: string | null;
  working_hours: string;
  description: string;
  services: string[];
  warranty_offered: boolean;
  specialization: string;
  imageUrl: string | null;
  picture: Picture | null;
  /** The real average of its reviews, to one decimal (0 without reviews). */
  rating: number;
  review_count: number;
  ads_count: number;
  views: number;
  status: PlaceStatus;
  rejection_reason: string | null;
  owner: { id: number; name: string | null; email: string | null };
  /** Owner and admins only. */
  settings?: { notify_reviews: boolean; notify_status: boolean };
  created_at: string;
}

export type WorkshopPage = Paged<Workshop>;

export interface WorkshopAd {
  id: number;
  title: string;
  description: string;
  price: number;
  price_minor: number;
  currency: 'SYP';
  workshop_id: number;
  workshop: { id: number; name: string; city: string; location: string; phone: string | null; status: PlaceStatus };
  specialization: string;
  location: string;
  image: string | null;
  status: PlaceStatus;
  created_at: string;
}

export type WorkshopAdPage = Paged<WorkshopAd>;

export interface Review {
  id: number;
  rating: number;
  comment: string;
  reviewer: { id: number; name: string | null };
  created_at: string;
}

export interface ReviewList {
  data: Review[];
  meta: { average: number; count: number };
}

export const WORKSHOPS_PER_PAGE = 12;
