import { pictureView } from '../../media/image-slot';
import { ImageVariant } from '../../media/stored-image';
import { STORE_CATEGORY_ARABIC, StoreCategory, StoreStatus } from '../domain/store.constants';
import { publicName } from '../../shared/public-name';

/** A store as one row of StoreQueries' select. */
export interface StoreRow {
  id: number;
  user_id: number;
  status: StoreStatus;
  name: string;
  description: string;
  address: string;
  location: string;
  category: StoreCategory | '';
  phone: string;
  email: string;
  website: string;
  logo_id: string | null;
  logo_status: 'processing' | 'ready' | 'failed' | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_variants: ImageVariant[] | null;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  approved_at: Date | null;
  owner_name: string | null;
  views: number;
  cars_count: number;
}

/**
 * The store object of signed-in-area.md §3 (CONTRACT.md: `{ data: store }`): `logo` and `image`
 * are the logo's URL (null until processed, or when there is none), `logo_image` its variants.
 */
export function toStoreView(row: StoreRow) {
  const logo = pictureView({
    id: row.logo_id,
    status: row.logo_status,
    width: row.logo_width,
    height: row.logo_height,
    variants: row.logo_variants,
  });
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    title: row.name,
    description: row.description,
    address: row.address,
    location: row.location,
    category: row.category,
    category_label: row.category ? STORE_CATEGORY_ARABIC[row.category] : null,
    phone: row.phone,
    email: row.email,
    website: row.website || null,
    logo: logo?.url ?? null,
    image: logo?.url ?? null,
    logo_image: logo,
    status: row.status,
    rejection_reason: row.rejection_reason,
    views: row.views,
    cars_count: row.cars_count,
    // The manager's own account e-mail is private (CONTRACT.md, seller contact): the store's
    // business e-mail and phone above are its public contact. The key stays, for the spec's shape.
    owner: { id: row.user_id, name: publicName(row.owner_name), email: null },
    created_at: row.created_at,
    updated_at: row.updated_at,
    approved_at: row.approved_at,
  };
}

export type StoreView = ReturnType<typeof toStoreView>;
