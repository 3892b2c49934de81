import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import { RecordedEvent } from '../event-store/event.types';
import { SubscriptionHandler } from '../event-store/subscription/event-subscription';
import { CAR_STREAM, CarEvent, ImageRef } from '../cars/domain/car.events';
import { evolveCar, initialCarState } from '../cars/domain/car.state';
import { DiscardImagesJob } from '../jobs/images/discard-images.processor';
import { carImageJob, DISCARD_IMAGES_JOB, partImageJob } from '../jobs/images/image-jobs';
import { QUEUE, Queues } from '../jobs/queues';
import { PlaceImageJobs } from './place-image-jobs';
import { PART_STREAM, PartEvent } from '../parts/domain/part.events';
import { evolvePart, initialPartState } from '../parts/domain/part.state';

/**
 * Turns events into BullMQ jobs. Job ids derive from the event, so a redelivered event (after a
 * crash before the checkpoint) adds nothing new. If Redis is down, `add` throws and the
 * subscription retries the batch later: nothing is lost, the write that caused it already succeeded.
 */
@Injectable()
export class JobsDispatcher implements SubscriptionHandler {
  constructor(
    private readonly queues: Queues,
    private readonly store: EventStore,
    private readonly places: PlaceImageJobs,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    if (this.places.handles(recorded)) return this.places.handle(recorded);
    if (recorded.streamType === PART_STREAM) return this.handlePart(recorded);
    if (recorded.streamType !== CAR_STREAM) return;
    const event = recorded as unknown as CarEvent;
    const carId = Number(recorded.streamId);
    switch (event.type) {
      case 'CarListed':
        return this.processImages(carId, event.data.images, recorded.position);
      case 'CarImagesAdded':
        return this.processImages(carId, event.data.images, recorded.position);
      case 'CarImageRemoved': {
        const image = (await this.stateBefore(recorded)).images.find((i) => i.imageId === event.data.imageId);
        return this.discard(`image-${event.data.imageId}`, {
          keys: image ? [image.key] : [],
          prefixes: [`variants/cars/${carId}/${event.data.imageId}/`],
        });
      }
      case 'CarRemoved': {
        const keys = (await this.stateBefore(recorded)).images.map((i) => i.key);
        return this.discard(`car-${carId}`, { keys, prefixes: [`variants/cars/${carId}/`] });
      }
      default:
        return;
    }
  }

  /** Spare parts' photos go through the same pipeline as cars'. */
  private async handlePart(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as PartEvent;
    const partId = Number(recorded.streamId);
    if (event.type === 'PartListed') {
      await this.queues
        .get(QUEUE.images)
        .addBulk(event.data.images.map((image) => partImageJob(partId, image, recorded.position)));
    }
    if (event.type === 'PartRemoved') {
      const before = await this.store.readStream(PART_STREAM, recorded.streamId, recorded.streamVersion - 1);
      const keys = before.reduce(evolvePart, initialPartState).images.map((i) => i.key);
      await this.discard(`part-${partId}`, { keys, prefixes: [`variants/parts/${partId}/`] });
    }
  }

  /** The car as it was just before this event: what the event took away. */
  private async stateBefore(recorded: RecordedEvent) {
    const before = await this.store.readStream(CAR_STREAM, recorded.streamId, recorded.streamVersion - 1);
    return before.reduce(evolveCar, initialCarState);
  }

  private async processImages(carId: number, images: ImageRef[], position: number): Promise<void> {
    await this.queues.get(QUEUE.images).addBulk(images.map((image) => carImageJob(carId, image, position)));
  }

  private async discard(id: string, data: DiscardImagesJob): Promise<void> {
    await this.queues.get(QUEUE.images).add(DISCARD_IMAGES_JOB, data, { jobId: `discard-${id}` });
  }
}
