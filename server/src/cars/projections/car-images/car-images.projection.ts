import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { CarEvent, CarEventType, ImageRef } from '../../domain/car.events';

/** projections.car_images: each photo of a car, its processing state and WebP variants. */
@Injectable()
@EventProjection()
export class CarImagesProjection implements Projection {
  readonly tables = ['car_images'];
  readonly handles: readonly CarEventType[] = [
    'CarListed',
    'CarImagesAdded',
    'CarImageRemoved',
    'CarImageProcessed',
    'CarImageRejected',
    'CarRemoved',
  ];

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CarEvent;
    const carId = Number(recorded.streamId);
    switch (event.type) {
      case 'CarListed':
        return this.insert(m, carId, event.data.images, recorded.recordedAt);
      case 'CarImagesAdded':
        return this.insert(m, carId, event.data.images, recorded.recordedAt);
      case 'CarImageRemoved':
        await m.query(`DELETE FROM car_images WHERE id = $1`, [event.data.imageId]);
        return;
      case 'CarImageProcessed':
        await m.query(`UPDATE car_images SET status = 'ready', width = $2, height = $3, variants = $4::jsonb WHERE id = $1`, [
          event.data.imageId,
          event.data.width,
          event.data.height,
          JSON.stringify(event.data.variants),
        ]);
        return;
      case 'CarImageRejected':
        await m.query(`UPDATE car_images SET status = 'failed' WHERE id = $1`, [event.data.imageId]);
        return;
      case 'CarRemoved':
        await m.query(`DELETE FROM car_images WHERE car_id = $1`, [carId]);
        return;
      case 'CarRevised':
      case 'CarResubmitted':
      case 'CarApproved':
      case 'CarRejected':
      case 'CarFeatureSet':
      case 'CarExpired':
      case 'CarRenewed':
      case 'CarOfferMade':
      case 'CarOfferRevised':
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }

  /** New photos go after the existing ones; ON CONFLICT keeps a repeated event harmless. */
  private async insert(m: EntityManager, carId: number, images: ImageRef[], at: Date): Promise<void> {
    for (const image of images) {
      await m.query(
        `INSERT INTO car_images (id, car_id, sort_order, original_key, content_type, size_bytes, width, height, created_at)
         VALUES ($1, $2, (SELECT COALESCE(max(sort_order), 0) + 1 FROM car_images WHERE car_id = $2), $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO NOTHING`,
        [image.imageId, carId, image.key, image.contentType, image.size, image.width, image.height, at],
      );
    }
  }
}
