import type { Paged, Picture, PlaceStatus } from '../../shared/domain/picture';

export type StoreCategory = 'showroom' | 'parts' | 'accessories' | 'tyres' | 'rental' | 'other';

/** The store object (signed-in-area.md §3, CONTRACT.md `{ data: store }`). */
export interface Store {
  id: number;
  user_id: number;
  name: string;
  description: string;
  address: string;
  location: string;
  category: StoreCategory | '';
  category_label: string | null;
  phone: string;
  email: string;
  website: string | null;
  logo: string | null;
  logo_image: Picture | null;
  status: PlaceStatus;
  rejection_reason: string | null;
  views: number;
  cars_count: number;
  owner: { id: number; name: string | null; email: string | null };
  created_at: string;
  updated_at: string;
}

export type StorePage = Paged<Store>;

export const STORES_PER_PAGE = 9;
