import { Injectable } from '@nestjs/common';
import { EventStore } from '../event-store/event-store.service';
import { RecordedEvent } from '../event-store/event.types';
import { ImageSlot } from '../media/image-slot';
import { ImageRef } from '../media/stored-image';
import { DiscardImagesJob } from '../jobs/images/discard-images.processor';
import { DISCARD_IMAGES_JOB, placeImageJob } from '../jobs/images/image-jobs';
import { placeVariantsPrefix } from '../jobs/images/place-image.processor';
import { PlaceKind } from '../shared/place-kind';
import { QUEUE, Queues } from '../jobs/queues';
import { STORE_STREAM, StoreEvent } from '../stores/domain/store.events';
import { evolveStore, initialStoreState } from '../stores/domain/store.state';
import { WORKSHOP_STREAM, WorkshopEvent } from '../workshops/domain/workshop.events';
import { evolveWorkshop, initialWorkshopState } from '../workshops/domain/workshop.state';

/**
 * The image jobs of stores and workshops: a new picture is processed, a replaced one and the
 * pictures of a closed place are deleted. Job ids derive from the event or the picture, so a
 * redelivered event adds nothing.
 */
@Injectable()
export class PlaceImageJobs {
  constructor(
    private readonly queues: Queues,
    private readonly store: EventStore,
  ) {}

  handles(recorded: RecordedEvent): boolean {
    return recorded.streamType === STORE_STREAM || recorded.streamType === WORKSHOP_STREAM;
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    const placeId = Number(recorded.streamId);
    if (recorded.streamType === STORE_STREAM) {
      const event = recorded as unknown as StoreEvent;
      if (event.type === 'StoreOpened') return this.process('store', placeId, event.data.logo, recorded);
      if (event.type === 'StoreLogoChanged') {
        await this.discardPrevious('store', placeId, recorded);
        return this.process('store', placeId, event.data.logo, recorded);
      }
      if (event.type === 'StoreClosed') return this.discardAll('store', placeId, recorded);
      return;
    }
    const event = recorded as unknown as WorkshopEvent;
    if (event.type === 'WorkshopOpened') return this.process('workshop', placeId, event.data.image, recorded);
    if (event.type === 'WorkshopImageChanged') {
      await this.discardPrevious('workshop', placeId, recorded);
      return this.process('workshop', placeId, event.data.image, recorded);
    }
    if (event.type === 'WorkshopClosed') return this.discardAll('workshop', placeId, recorded);
  }

  private async process(kind: PlaceKind, placeId: number, image: ImageRef | null, recorded: RecordedEvent): Promise<void> {
    if (!image) return;
    const job = placeImageJob(kind, placeId, image, recorded.position);
    await this.queues.get(QUEUE.images).add(job.name, job.data, job.opts);
  }

  /** The picture the place had just before this event: what the event replaced. */
  private async pictureBefore(kind: PlaceKind, recorded: RecordedEvent): Promise<ImageSlot | null> {
    const before = await this.store.readStream(recorded.streamType, recorded.streamId, recorded.streamVersion - 1);
    return kind === 'store'
      ? before.reduce(evolveStore, initialStoreState).logo
      : before.reduce(evolveWorkshop, initialWorkshopState).image;
  }

  private async discardPrevious(kind: PlaceKind, placeId: number, recorded: RecordedEvent): Promise<void> {
    const previous = await this.pictureBefore(kind, recorded);
    if (!previous) return;
    await this.discard(`${kind}-image-${previous.imageId}`, {
      keys: [previous.key],
      prefixes: [`${placeVariantsPrefix(kind, placeId)}${previous.imageId}/`],
    });
  }

  private async discardAll(kind: PlaceKind, placeId: number, recorded: RecordedEvent): Promise<void> {
    const previous = await this.pictureBefore(kind, recorded);
    await this.discard(`${kind}-${placeId}`, {
      keys: previous ? [previous.key] : [],
      prefixes: [placeVariantsPrefix(kind, placeId)],
    });
  }

  private async discard(id: string, data: DiscardImagesJob): Promise<void> {
    await this.queues.get(QUEUE.images).add(DISCARD_IMAGES_JOB, data, { jobId: `discard-${id}` });
  }
}
