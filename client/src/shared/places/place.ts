import type { Paged, PlaceStatus } from '../domain/picture';

/** What stores and workshops share, as the API sends them: the screens built on it work for both. */
export interface Place {
  id: number;
  user_id: number;
  name: string;
  status: PlaceStatus;
  rejection_reason: string | null;
}

/** A list query as RTK Query hands it to a page. */
export interface PlacesQuery<T> {
  data?: Paged<T>;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Approved places: their owner may switch them between active and inactive. */
export const isApproved = (place: Place | null) => place?.status === 'active' || place?.status === 'inactive';
