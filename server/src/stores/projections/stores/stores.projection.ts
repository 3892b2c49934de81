import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { searchDocument } from '../../../shared/arabic/normalise';
import { STORE_CATEGORY_ARABIC } from '../../domain/store.constants';
import { StoreDetails, StoreEvent, StoreEventType } from '../../domain/store.events';

const DETAIL_COLUMNS = new Set<string>(['name', 'description', 'address', 'location', 'category', 'phone', 'email', 'website']);

type Searchable = Pick<StoreDetails, 'name' | 'description' | 'address' | 'location' | 'category'>;

/** Search covers what a visitor remembers of a store: its name, city, address, kind and description. */
const searchText = (d: Searchable) =>
  searchDocument(d.name, d.location, d.address, d.category ? STORE_CATEGORY_ARABIC[d.category] : '', d.description);

/** projections.stores: one row per open store, its details, status, logo and search column. */
@Injectable()
@EventProjection()
export class StoresProjection implements Projection {
  readonly tables = ['stores'];
  readonly handles: readonly StoreEventType[] = [
    'StoreOpened',
    'StoreRevised',
    'StoreLogoChanged',
    'StoreLogoProcessed',
    'StoreLogoRejected',
    'StoreApproved',
    'StoreRejected',
    'StoreResubmitted',
    'StoreDeactivated',
    'StoreReactivated',
    'StoreClosed',
  ];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as StoreEvent;
    const id = Number(recorded.streamId);
    const at = recorded.recordedAt;
    const v = recorded.streamVersion;
    const update = (set: string, params: unknown[] = []) =>
      m.query(`UPDATE stores SET ${set}, updated_at = $1, version = $2 WHERE id = $3 AND version < $2`, [at, v, id, ...params]);
    switch (event.type) {
      case 'StoreOpened': {
        const d = event.data.details;
        const logo = event.data.logo;
        await m.query(
          `INSERT INTO stores (id, user_id, status, name, description, address, location, category, phone, email, website,
             logo_id, logo_status, logo_width, logo_height, search_text, created_at, updated_at, version)
           VALUES ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17)
           ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.ownerId,
            d.name,
            d.description,
            d.address,
            d.location,
            d.category,
            d.phone,
            d.email,
            d.website,
            logo?.imageId ?? null,
            logo ? 'processing' : null,
            logo?.width ?? null,
            logo?.height ?? null,
            searchText(d),
            at,
            v,
          ],
        );
        return;
      }
      case 'StoreRevised': {
        // Details keys are the column names; anything else in an event is not a column.
        const entries = Object.entries(event.data.changes).filter(([key]) => DETAIL_COLUMNS.has(key));
        if (!entries.length) return;
        await update(
          entries.map(([column], i) => `${column} = $${i + 4}`).join(', '),
          entries.map(([, value]) => value),
        );
        const [row]: Array<Searchable | undefined> = await m.query(
          `SELECT name, description, address, location, category FROM stores WHERE id = $1`,
          [id],
        );
        if (row) await m.query(`UPDATE stores SET search_text = $2 WHERE id = $1`, [id, searchText(row)]);
        return;
      }
      case 'StoreLogoChanged': {
        const logo = event.data.logo;
        await update(`logo_id = $4, logo_status = $5, logo_width = $6, logo_height = $7, logo_variants = '[]'::jsonb`, [
          logo?.imageId ?? null,
          logo ? 'processing' : null,
          logo?.width ?? null,
          logo?.height ?? null,
        ]);
        return;
      }
      case 'StoreLogoProcessed':
        // Only for the logo the row still shows: a result for a replaced one changes nothing.
        await m.query(
          `UPDATE stores SET logo_status = 'ready', logo_width = $3, logo_height = $4, logo_variants = $5::jsonb, version = $6
            WHERE id = $1 AND logo_id = $2 AND version < $6`,
          [id, event.data.imageId, event.data.width, event.data.height, JSON.stringify(event.data.variants), v],
        );
        return;
      case 'StoreLogoRejected':
        await m.query(`UPDATE stores SET logo_status = 'failed', version = $3 WHERE id = $1 AND logo_id = $2 AND version < $3`, [
          id,
          event.data.imageId,
          v,
        ]);
        return;
      case 'StoreApproved':
        await update(`status = 'active', rejection_reason = NULL, approved_at = COALESCE(approved_at, $1)`);
        return;
      case 'StoreReactivated':
        await update(`status = 'active'`);
        return;
      case 'StoreRejected':
        await update(`status = 'rejected', rejection_reason = $4`, [event.data.reason]);
        return;
      case 'StoreResubmitted':
        await update(`status = 'pending', rejection_reason = NULL`);
        return;
      case 'StoreDeactivated':
        await update(`status = 'inactive'`);
        return;
      case 'StoreClosed':
        await m.query(`DELETE FROM stores WHERE id = $1`, [id]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
