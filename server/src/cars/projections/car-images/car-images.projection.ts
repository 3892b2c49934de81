import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { RowBatch, streamsWithRows } from '../../../event-store/batch/row-batch';
import { applyPlanned, EventProjection, Projection, RunPlan } from '../../../event-store/projection';
import { CarEvent, CarEventType, ImageRef } from '../../domain/car.events';

type ImageRow = { id: string; car_id: number; sort_order: number } & Record<string, unknown>;

const IMAGES = { table: 'car_images', key: 'id', keyType: 'uuid' };
const IMAGE_EVENTS: readonly CarEventType[] = [
  'CarListed',
  'CarImagesAdded',
  'CarImageRemoved',
  'CarImageProcessed',
  'CarImageRejected',
  'CarRemoved',
];

/** projections.car_images: each photo of a car, its processing state and WebP variants (folded in runs, see RowBatch). */
@Injectable()
@EventProjection()
export class CarImagesProjection implements Projection {
  readonly tables = ['car_images'];
  readonly handles = IMAGE_EVENTS;
  readonly bulk = IMAGE_EVENTS;

  apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    return applyPlanned(m, this.planRun([recorded]));
  }

  planRun(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan {
    const images = new RowBatch<ImageRow>(IMAGES).want(streamsWithRows(events, begun), 'car_id', 'integer');
    return {
      rows: [images],
      fold: () => {
        const ofCar = new Map<number, Set<string>>();
        for (const image of images.values()) photosOf(ofCar, image.car_id).add(image.id);
        for (const recorded of events) fold(images, ofCar, recorded);
      },
    };
  }
}

const photosOf = (ofCar: Map<number, Set<string>>, carId: number): Set<string> => {
  const photos = ofCar.get(carId) ?? new Set<string>();
  ofCar.set(carId, photos);
  return photos;
};

function fold(images: RowBatch<ImageRow>, ofCar: Map<number, Set<string>>, recorded: RecordedEvent): void {
  const event = recorded as unknown as CarEvent;
  const carId = Number(recorded.streamId);
  switch (event.type) {
    case 'CarListed':
    case 'CarImagesAdded':
      insert(images, photosOf(ofCar, carId), carId, event.data.images, recorded.recordedAt);
      return;
    case 'CarImageRemoved':
      images.delete(event.data.imageId);
      photosOf(ofCar, carId).delete(event.data.imageId);
      return;
    case 'CarImageProcessed':
      images.update(event.data.imageId, {
        status: 'ready',
        width: event.data.width,
        height: event.data.height,
        variants: event.data.variants,
      });
      return;
    case 'CarImageRejected':
      images.update(event.data.imageId, { status: 'failed' });
      return;
    case 'CarRemoved':
      for (const id of photosOf(ofCar, carId)) images.delete(id);
      ofCar.delete(carId);
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

/** New photos go after the car's existing ones; a photo already there (a repeated event) is left as it is. */
function insert(images: RowBatch<ImageRow>, photos: Set<string>, carId: number, refs: ImageRef[], at: Date): void {
  for (const image of refs) {
    if (images.get(image.imageId)) continue;
    const last = Math.max(0, ...[...photos].map((id) => images.get(id)?.sort_order ?? 0));
    images.insert({
      id: image.imageId,
      car_id: carId,
      sort_order: last + 1,
      original_key: image.key,
      content_type: image.contentType,
      size_bytes: image.size,
      width: image.width,
      height: image.height,
      created_at: new Date(at).toISOString(),
    });
    photos.add(image.imageId);
  }
}
