import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { queueDiscard } from '../../media/jobs/image-job-queue';
import { Queues } from '../../jobs/queues';
import { CAR } from '../domain/car.state';

/** A removed car's photos (as it held them just before) and all their variants are deleted. */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['CarRemoved'] })
export class DiscardImagesWhenCarRemoved {
  constructor(
    private readonly queues: Queues,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const carId = Number(recorded.streamId);
    const { before } = await stateAt(this.store, CAR, recorded);
    await queueDiscard(this.queues, `car-${carId}`, {
      keys: before.images.map((i) => i.key),
      prefixes: [`variants/cars/${carId}/`],
    });
  }
}
