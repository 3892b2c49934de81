import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { queueDiscard } from '../../media/jobs/image-job-queue';
import { Queues } from '../../jobs/queues';
import { CarImageRemoved } from '../domain/car.events';
import { CAR } from '../domain/car.state';

/** A photo taken off a car: its original (as the car held it just before) and its variants are deleted. */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['CarImageRemoved'] })
export class DiscardImageWhenCarImageRemoved {
  constructor(
    private readonly queues: Queues,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { imageId } = (recorded as RecordedEvent & CarImageRemoved).data;
    const { before } = await stateAt(this.store, CAR, recorded);
    const image = before.images.find((i) => i.imageId === imageId);
    await queueDiscard(this.queues, `image-${imageId}`, {
      keys: image ? [image.key] : [],
      prefixes: [`variants/cars/${recorded.streamId}/${imageId}/`],
    });
  }
}
