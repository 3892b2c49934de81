import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { BRAND_ARABIC } from '../../../shared/arabic/brand-names';
import { searchDocument } from '../../../shared/arabic/normalise';
import { PART_CATEGORY_ARABIC } from '../../domain/part.constants';
import { PART_EVENT_TYPES, PartDetails, PartEvent } from '../../domain/part.events';

/** A photo of a part as the read model keeps it (in the part's row). */
export interface PartImageRow {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  width: number | null;
  height: number | null;
  variants: Array<{ width: number; height: number; key: string; size: number }>;
}

const searchText = (d: PartDetails) =>
  searchDocument(
    d.name,
    d.brand,
    PART_CATEGORY_ARABIC[d.category],
    ...d.makes.flatMap((make) => [make, BRAND_ARABIC[make]]),
    ...d.models,
    ...d.compatibility,
    d.description,
  );

/** projections.parts: the spare parts catalogue, one row per part with its photos. */
@Injectable()
@EventProjection()
export class PartsProjection implements Projection {
  readonly tables = ['parts'];
  readonly handles = PART_EVENT_TYPES;

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as PartEvent;
    const id = Number(recorded.streamId);
    const version = recorded.streamVersion;
    switch (event.type) {
      case 'PartListed': {
        const d = event.data.details;
        const images: PartImageRow[] = event.data.images.map((i) => ({
          id: i.imageId,
          status: 'processing',
          width: i.width,
          height: i.height,
          variants: [],
        }));
        await m.query(
          `INSERT INTO parts (id, seller_id, name, brand, category, type, makes, models, compatibility, description,
             price_minor, currency, stock, images, search_text, created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::text[], $9::text[], $10, $11, $12, $13, $14::jsonb, $15, $16, $16, $17)
           ON CONFLICT (id) DO NOTHING`,
          [
            id,
            event.data.sellerId,
            d.name,
            d.brand,
            d.category,
            d.type,
            d.makes,
            d.models,
            d.compatibility,
            d.description,
            d.priceMinor,
            d.currency,
            d.stock,
            JSON.stringify(images),
            searchText(d),
            recorded.recordedAt,
            version,
          ],
        );
        return;
      }
      case 'PartImageProcessed':
        return this.updateImage(m, id, version, recorded.recordedAt, event.data.imageId, (image) => ({
          ...image,
          status: 'ready',
          width: event.data.width,
          height: event.data.height,
          variants: event.data.variants,
        }));
      case 'PartImageRejected':
        return this.updateImage(m, id, version, recorded.recordedAt, event.data.imageId, (image) => ({
          ...image,
          status: 'failed',
        }));
      case 'PartRemoved':
        await m.query(`DELETE FROM parts WHERE id = $1`, [id]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }

  /** Rewrites one photo of the row; the version guard makes a repeated event a no-op. */
  private async updateImage(
    m: EntityManager,
    id: number,
    version: number,
    at: Date,
    imageId: string,
    change: (image: PartImageRow) => PartImageRow,
  ): Promise<void> {
    const [row]: Array<{ images: PartImageRow[] } | undefined> = await m.query(
      `SELECT images FROM parts WHERE id = $1 AND version < $2`,
      [id, version],
    );
    if (!row) return;
    const images = row.images.map((image) => (image.id === imageId ? change(image) : image));
    await m.query(`UPDATE parts SET images = $2::jsonb, updated_at = $3, version = $4 WHERE id = $1 AND version < $4`, [
      id,
      JSON.stringify(images),
      at,
      version,
    ]);
  }
}
