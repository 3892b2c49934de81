import { Injectable } from '@nestjs/common';
import { eventTypes, oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { searchDocument } from '../../../shared/arabic/normalise';
import { STORE_CATEGORY_ARABIC } from '../../domain/store.constants';
import { StoreDetails, StoreEvent } from '../../domain/store.events';

const DETAIL_COLUMNS = new Set<string>(['name', 'description', 'address', 'location', 'category', 'phone', 'email', 'website']);

type Searchable = Pick<StoreDetails, 'name' | 'description' | 'address' | 'location' | 'category'>;

/** Search covers what a visitor remembers of a store: its name, city, address, kind and description. */
const searchText = (d: Searchable) =>
  searchDocument(d.name, d.location, d.address, d.category ? STORE_CATEGORY_ARABIC[d.category] : '', d.description);

export type StoreRow = {
  id: number;
  user_id: number;
  status: string;
  name: string;
  description: string;
  address: string;
  location: string;
  category: string;
  phone: string;
  email: string;
  website: string;
  logo_id: string | null;
  logo_status: string | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_variants?: unknown[];
  rejection_reason?: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
  approved_at?: string | null;
  version: number;
};

/**
 * A store's row after its event. Each change is guarded by the stream version (applied twice, it
 * changes nothing); a logo's result counts only for the logo the row still shows, and the search
 * document follows the details whatever the guard decided.
 */
export function evolveStore(row: StoreRow | undefined, event: Recorded<StoreEvent>): StoreRow | null | undefined {
  const at = new Date(event.recordedAt).toISOString();
  const version = event.streamVersion;
  if (event.type === 'StoreOpened') {
    if (row) return row;
    const { details: d, logo, ownerId } = event.data;
    return {
      id: Number(event.streamId),
      user_id: ownerId,
      status: 'pending',
      name: d.name,
      description: d.description,
      address: d.address,
      location: d.location,
      category: d.category,
      phone: d.phone,
      email: d.email,
      website: d.website,
      logo_id: logo?.imageId ?? null,
      logo_status: logo ? 'processing' : null,
      logo_width: logo?.width ?? null,
      logo_height: logo?.height ?? null,
      search_text: searchText(d),
      created_at: at,
      updated_at: at,
      version,
    };
  }
  if (event.type === 'StoreClosed') return null;
  if (!row) return row;
  const guarded = row.version < version;
  const update = (changes: Partial<StoreRow>): StoreRow => (guarded ? { ...row, ...changes, updated_at: at, version } : row);
  switch (event.type) {
    case 'StoreRevised': {
      // Details keys are the column names; anything else in an event is not a column.
      const entries = Object.entries(event.data.changes).filter(([key]) => DETAIL_COLUMNS.has(key));
      if (!entries.length) return row;
      const revised = update(Object.fromEntries(entries));
      return { ...revised, search_text: searchText(revised as Searchable) };
    }
    case 'StoreLogoChanged': {
      const logo = event.data.logo;
      return update({
        logo_id: logo?.imageId ?? null,
        logo_status: logo ? 'processing' : null,
        logo_width: logo?.width ?? null,
        logo_height: logo?.height ?? null,
        logo_variants: [],
      });
    }
    case 'StoreLogoProcessed': {
      const { imageId, width, height, variants } = event.data;
      if (!guarded || row.logo_id !== imageId) return row;
      return { ...row, logo_status: 'ready', logo_width: width, logo_height: height, logo_variants: variants, version };
    }
    case 'StoreLogoRejected':
      if (!guarded || row.logo_id !== event.data.imageId) return row;
      return { ...row, logo_status: 'failed', version };
    case 'StoreApproved':
      return update({ status: 'active', rejection_reason: null, approved_at: row.approved_at ?? at });
    case 'StoreReactivated':
      return update({ status: 'active' });
    case 'StoreRejected':
      return update({ status: 'rejected', rejection_reason: event.data.reason });
    case 'StoreResubmitted':
      return update({ status: 'pending', rejection_reason: null });
    case 'StoreDeactivated':
      return update({ status: 'inactive' });
  }
}

/** projections.stores: one row per open store, its details, status, logo and search column (a pure fold). */
@Injectable()
@EventProjection()
export class StoresProjection extends FoldedProjection<StoreEvent> {
  readonly tables = ['stores'];
  readonly handles = eventTypes<StoreEvent>({
    StoreOpened: true,
    StoreRevised: true,
    StoreLogoChanged: true,
    StoreLogoProcessed: true,
    StoreLogoRejected: true,
    StoreApproved: true,
    StoreRejected: true,
    StoreResubmitted: true,
    StoreDeactivated: true,
    StoreReactivated: true,
    StoreClosed: true,
  });
  readonly folds = [oneRowPerStream<StoreRow, StoreEvent>({ table: 'stores', key: 'id', keyType: 'integer' }, evolveStore)];
}
