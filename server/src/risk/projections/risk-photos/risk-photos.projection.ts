import { Injectable } from '@nestjs/common';
import { CarEvent } from '../../../cars/domain/car.events';
import { eventTypes, oneRowPerStream, Recorded, StreamFold } from '../../../event-store/batch/stream-fold';
import { FoldedProjection } from '../../../event-store/folded-projection';
import { EventProjection, projectionName } from '../../../event-store/projection';
import { hashAsBigint } from '../../../media/photo-hash';
import { bandsOf } from '../../domain/photo-bands';
import type { CarRiskAssessed } from '../../domain/risk.events';

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

/** The car events, and the assessments whose weight orders the queue. */
export type RiskListingsEvent = RiskPhotosEvent | CarRiskAssessed;

type Event = Recorded<RiskListingsEvent>;

export type RiskListingRow = {
  car_id: number;
  owner_id: number;
  status: string;
  listed_at: string;
  removed: boolean;
  version: number;
  /** The weight of the listing's latest assessment (0 until one has flags); null on rows built before version 2. */
  score: number | null;
  /** The version of the car's risk stream that weight came from (0: none yet). */
  risk_version: number | null;
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

/**
 * Each car's owner, status, listing time and risk weight; a change is guarded by the version of
 * the stream it came from, the car's or its risk's (a repeated or older event changes nothing).
 */
export function evolveListing(row: RiskListingRow | undefined, event: Event): RiskListingRow | undefined {
  const version = event.streamVersion;
  if (event.type === 'CarRiskAssessed') {
    if (!row || (row.risk_version ?? 0) >= version) return row;
    return { ...row, score: event.data.score, risk_version: version };
  }
  if (event.type === 'CarListed') {
    return (
      row ?? {
        car_id: Number(event.streamId),
        owner_id: event.data.ownerId,
        status: 'pending',
        listed_at: new Date(event.recordedAt).toISOString(),
        removed: false,
        version,
        score: 0,
        risk_version: 0,
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

const LISTINGS: StreamFold<RiskListingRow, RiskListingsEvent> = {
  ...oneRowPerStream<RiskListingRow, RiskListingsEvent>(
    { table: 'risk_listings', key: 'car_id', keyType: 'integer' },
    evolveListing,
  ),
  // An assessment belongs to the car's risk stream: its row is the one the car's stream made, to
  // be loaded even when the risk stream begins in the run.
  rowsOf: (event) => (event.type === 'CarRiskAssessed' ? { values: [event.data.carId], ofOtherStreams: true } : undefined),
};
const PHOTOS: StreamFold<RiskPhotoRow, RiskListingsEvent> = {
  table: { table: 'risk_photos', key: 'image_id', keyType: 'text' },
  streamColumn: { column: 'car_id', type: 'integer' },
  // An assessment changes no photo: none are loaded for it (its stream's id is the car's).
  rowsOf: (event) => (event.type === 'CarRiskAssessed' ? { values: [] } : undefined),
  evolve: evolvePhotos,
};

/**
 * projections.risk_listings and risk_photos: what the risk checks compare a listing with — every
 * car's owner, status and listing time, and its processed photos' perceptual hashes in indexed
 * bands (see photo-bands.ts) — and the moderation queue's order, each listing's risk weight beside
 * its status. Photos processed before hashes were recorded have none and are not compared. Pure
 * folds (stream-fold.ts), written in runs by RowBatch.
 */
@Injectable()
@EventProjection()
export class RiskPhotosProjection extends FoldedProjection<RiskListingsEvent> {
  readonly tables = ['risk_listings', 'risk_photos'];
  /** 2: each listing's risk weight (score), for the queue riskiest first (RISK_ORDER_SINCE). */
  override readonly version = 2;
  readonly handles = eventTypes<RiskListingsEvent>({
    CarListed: true,
    CarApproved: true,
    CarRenewed: true,
    CarRejected: true,
    CarResubmitted: true,
    CarExpired: true,
    CarRemoved: true,
    CarImageProcessed: true,
    CarImageRemoved: true,
    CarRiskAssessed: true,
  });
  readonly folds = [LISTINGS, PHOTOS];
}

/**
 * This projection's name and its first version that keeps each listing's weight: a database built
 * by an earlier one has no weights until `npm run replay` rebuilds it, so the queue checks the
 * live version (liveVersionAtLeast) before ordering by them.
 */
export const RISK_ORDER_SINCE = { projection: projectionName(RiskPhotosProjection.prototype), version: 2 } as const;
