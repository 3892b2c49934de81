import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { queueDiscard } from '../../media/jobs/image-job-queue';
import { Queues } from '../../jobs/queues';
import { PART } from '../domain/part.state';

/** A removed part's photos (as it held them just before) and their variants are deleted. */
@Injectable()
@Reaction({ subscription: 'jobs', handles: ['PartRemoved'] })
export class DiscardImagesWhenPartRemoved {
  constructor(
    private readonly queues: Queues,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const partId = Number(recorded.streamId);
    const { before } = await stateAt(this.store, PART, recorded);
    await queueDiscard(this.queues, `part-${partId}`, {
      keys: before.images.map((i) => i.key),
      prefixes: [`variants/parts/${partId}/`],
    });
  }
}
