/** A store's logo or a workshop's photo as the API sends it (`logo_image`, `picture`). */
export interface Picture {
  id: string;
  url: string | null;
  status: 'processing' | 'ready' | 'failed';
  width: number | null;
  height: number | null;
  variants: { width: number; height: number; url: string }[];
}

// Declared with the socket pushes that carry it (store.status_changed, workshop.status_changed).
export type { PlaceStatus } from '../../../../shared/socket-contract';

/** `meta` of a paged list (CONTRACT.md: GET /api/stores). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
