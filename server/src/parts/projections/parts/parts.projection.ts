import { Injectable } from '@nestjs/common';
import { oneRowPerStream, Recorded } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
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

export type PartRow = {
  id: number;
  seller_id: number;
  name: string;
  brand: string;
  category: string;
  type: string;
  makes: string[];
  models: string[];
  compatibility: string[];
  description: string;
  price_minor: number;
  currency: string;
  stock: number;
  images: PartImageRow[];
  search_text: string;
  created_at: string;
  updated_at: string;
  version: number;
};

/** A part's row after its event; a photo's result is guarded by the stream version (applied twice, it changes nothing). */
export function evolvePart(row: PartRow | undefined, event: Recorded<PartEvent>): PartRow | null | undefined {
  const at = new Date(event.recordedAt).toISOString();
  const version = event.streamVersion;
  const withImage = (imageId: string, change: (image: PartImageRow) => PartImageRow): PartRow | undefined =>
    row && row.version < version
      ? {
          ...row,
          images: row.images.map((image) => (image.id === imageId ? change(image) : image)),
          updated_at: at,
          version,
        }
      : row;
  switch (event.type) {
    case 'PartListed': {
      if (row) return row;
      const d = event.data.details;
      return {
        id: Number(event.streamId),
        seller_id: event.data.sellerId,
        name: d.name,
        brand: d.brand,
        category: d.category,
        type: d.type,
        makes: d.makes,
        models: d.models,
        compatibility: d.compatibility,
        description: d.description,
        price_minor: d.priceMinor,
        currency: d.currency,
        stock: d.stock,
        images: event.data.images.map((i) => ({
          id: i.imageId,
          status: 'processing',
          width: i.width,
          height: i.height,
          variants: [],
        })),
        search_text: searchText(d),
        created_at: at,
        updated_at: at,
        version,
      };
    }
    case 'PartImageProcessed': {
      const { imageId, width, height, variants } = event.data;
      return withImage(imageId, (image) => ({ ...image, status: 'ready', width, height, variants }));
    }
    case 'PartImageRejected':
      return withImage(event.data.imageId, (image) => ({ ...image, status: 'failed' }));
    case 'PartRemoved':
      return null;
  }
}

/** projections.parts: the spare parts catalogue, one row per part with its photos (a pure fold). */
@Injectable()
@EventProjection()
export class PartsProjection extends FoldedProjection<PartEvent> {
  readonly tables = ['parts'];
  readonly handles = PART_EVENT_TYPES;
  readonly folds = [oneRowPerStream<PartRow, PartEvent>({ table: 'parts', key: 'id', keyType: 'integer' }, evolvePart)];
}
