import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CarEvent } from '../../../cars/domain/car.events';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { hashAsBigint } from '../../../media/photo-hash';
import { bandsOf } from '../../domain/photo-bands';

const STATUS_OF: Partial<Record<CarEvent['type'], string>> = {
  CarApproved: 'active',
  CarRenewed: 'active',
  CarRejected: 'rejected',
  CarResubmitted: 'pending',
  CarExpired: 'expired',
};

/**
 * projections.risk_listings and risk_photos: what the risk checks compare a listing with — every
 * car's owner, status and listing time, and its processed photos' perceptual hashes in indexed
 * bands (see photo-bands.ts). Photos processed before hashes were recorded have none and are
 * not compared.
 */
@Injectable()
@EventProjection()
export class RiskPhotosProjection implements Projection {
  readonly tables = ['risk_listings', 'risk_photos'];
  readonly handles: ReadonlyArray<CarEvent['type']> = [
    'CarListed',
    'CarApproved',
    'CarRenewed',
    'CarRejected',
    'CarResubmitted',
    'CarExpired',
    'CarRemoved',
    'CarImageProcessed',
    'CarImageRemoved',
  ];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CarEvent;
    const carId = Number(recorded.streamId);
    switch (event.type) {
      case 'CarListed':
        await m.query(
          `INSERT INTO risk_listings (car_id, owner_id, status, listed_at, version) VALUES ($1, $2, 'pending', $3, $4)
           ON CONFLICT (car_id) DO NOTHING`,
          [carId, event.data.ownerId, recorded.recordedAt, recorded.streamVersion],
        );
        return;
      case 'CarRemoved':
        await m.query(`UPDATE risk_listings SET removed = true, version = $2 WHERE car_id = $1 AND version < $2`, [
          carId,
          recorded.streamVersion,
        ]);
        await m.query(`DELETE FROM risk_photos WHERE car_id = $1`, [carId]);
        return;
      case 'CarImageProcessed': {
        const { hash } = event.data;
        if (!hash) return;
        await m.query(
          `INSERT INTO risk_photos (image_id, car_id, hash, band0, band1, band2, band3) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (image_id) DO NOTHING`,
          [event.data.imageId, carId, hashAsBigint(hash), ...bandsOf(hash)],
        );
        return;
      }
      case 'CarImageRemoved':
        await m.query(`DELETE FROM risk_photos WHERE image_id = $1`, [event.data.imageId]);
        return;
      default: {
        const status = STATUS_OF[event.type];
        if (!status) return;
        await m.query(`UPDATE risk_listings SET status = $2, version = $3 WHERE car_id = $1 AND version < $3`, [
          carId,
          status,
          recorded.streamVersion,
        ]);
      }
    }
  }
}
