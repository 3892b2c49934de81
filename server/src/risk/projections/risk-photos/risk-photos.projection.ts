import { Injectable } from '@nestjs/common';
import { CarEvent } from '../../../cars/domain/car.events';
import { eventTypes, oneRowPerStream, Recorded, StreamFold } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection } from '../../../event-store/projection';
import { hashAsBigint } from '../../../media/photo-hash';
import { bandsOf } from '../../domain/photo-bands';

/** The car events the risk checks keep: a listing's owner and status, and its processed photos. */
export type RiskPhotosEvent = Extract<
  CarEvent,
  {
    type:
      | 'CarListed'
      | 'CarApproved'
      | 'CarRenewed'
      | 'CarRejected'
      | 'CarResubmitted'
      | 'CarExpired'
      | 'CarRemoved'
      | 'CarImageProcessed'
      | 'CarImageRemoved';
  }
>;

type Event = Recorded<RiskPhotosEvent>;

export type RiskListingRow = {
  car_id: number;
  owner_id: number;
  status: string;
  listed_at: string;
  removed: boolean;
  version: number;
};

export type RiskPhotoRow = {
  image_id: string;
  car_id: number;
  /** The 64-bit hash as PostgreSQL's signed bigint, in decimal. */
  hash: string;
  band0: number;
  band1: number;
  band2: number;
  band3: number;
};

const STATUS_OF: Partial<Record<RiskPhotosEvent['type'], string>> = {
  CarApproved: 'active',
  CarRenewed: 'active',
  CarRejected: 'rejected',
  CarResubmitted: 'pending',
  CarExpired: 'expired',
};

/** Each car's owner, status and listing time; a change is guarded by the stream version (a repeated event changes nothing). */
export function evolveListing(row: RiskListingRow | undefined, event: Event): RiskListingRow | undefined {
  const version = event.streamVersion;
  if (event.type === 'CarListed') {
    return (
      row ?? {
        car_id: Number(event.streamId),
        owner_id: event.data.ownerId,
        status: 'pending',
        listed_at: new Date(event.recordedAt).toISOString(),
        removed: false,
        version,
      }
    );
  }
  if (!row || row.version >= version) return row;
  if (event.type === 'CarRemoved') return { ...row, removed: true, version };
  const status = STATUS_OF[event.type];
  return status ? { ...row, status, version } : row;
}

/** A car's processed photos with a perceptual hash, in indexed bands; all go with the car. */
export function evolvePhotos(photos: readonly RiskPhotoRow[], event: Event): readonly RiskPhotoRow[] {
  switch (event.type) {
    case 'CarImageProcessed': {
      const { imageId, hash } = event.data;
      if (!hash || photos.some((photo) => photo.image_id === imageId)) return photos;
      const [band0, band1, band2, band3] = bandsOf(hash);
      return [
        ...photos,
        { image_id: imageId, car_id: Number(event.streamId), hash: hashAsBigint(hash), band0, band1, band2, band3 },
      ];
    }
    case 'CarImageRemoved':
      return photos.filter((photo) => photo.image_id !== event.data.imageId);
    case 'CarRemoved':
      return [];
    default:
      return photos;
  }
}

const LISTINGS = oneRowPerStream<RiskListingRow, RiskPhotosEvent>(
  { table: 'risk_listings', key: 'car_id', keyType: 'integer' },
  evolveListing,
);
const PHOTOS: StreamFold<RiskPhotoRow, RiskPhotosEvent> = {
  table: { table: 'risk_photos', key: 'image_id', keyType: 'text' },
  streamColumn: { column: 'car_id', type: 'integer' },
  evolve: evolvePhotos,
};

/**
 * projections.risk_listings and risk_photos: what the risk checks compare a listing with — every
 * car's owner, status and listing time, and its processed photos' perceptual hashes in indexed
 * bands (see photo-bands.ts). Photos processed before hashes were recorded have none and are
 * not compared. Pure folds (stream-fold.ts), written in runs by RowBatch.
 */
@Injectable()
@EventProjection()
export class RiskPhotosProjection extends FoldedProjection<RiskPhotosEvent> {
  readonly tables = ['risk_listings', 'risk_photos'];
  readonly handles = eventTypes<RiskPhotosEvent>({
    CarListed: true,
    CarApproved: true,
    CarRenewed: true,
    CarRejected: true,
    CarResubmitted: true,
    CarExpired: true,
    CarRemoved: true,
    CarImageProcessed: true,
    CarImageRemoved: true,
  });
  readonly folds = [LISTINGS, PHOTOS];
}
