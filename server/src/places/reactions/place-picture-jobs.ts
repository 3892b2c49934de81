import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { Queues } from '../../jobs/queues';
import { queueDiscard, queueImageJobs } from '../../media/jobs/image-job-queue';
import { placeImageJob, placeVariantsPrefix } from '../jobs/place-image-job';
import { PlaceState, PlaceType } from '../place';

/**
 * The picture files of a place: a new picture is processed and the one it replaced deleted;
 * a closed place's picture is deleted. Job ids derive from the event or the picture, so a
 * redelivered event adds nothing. Each kind's reactions (stores/reactions, workshops/reactions)
 * extend this with their event names.
 */
export abstract class PlacePictureJobs<S extends PlaceState> {
  constructor(
    private readonly place: PlaceType<S>,
    private readonly queues: Queues,
    private readonly store: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const { events } = this.place;
    if (recorded.type === events.closed) return this.discardAll(recorded);
    if (recorded.type === events.pictureChanged) await this.discardPrevious(recorded);
    const picture = this.place.newPicture(recorded);
    if (!picture) return;
    const job = placeImageJob(this.place.kind, Number(recorded.streamId), picture, recorded.position);
    await queueImageJobs(this.queues, [job]);
  }

  /** The picture the place had just before this event: what the event replaced or took away. */
  private async pictureBefore(recorded: RecordedEvent) {
    const { before } = await stateAt(this.store, this.place.aggregate, recorded);
    return this.place.picture(before);
  }

  private async discardPrevious(recorded: RecordedEvent): Promise<void> {
    const previous = await this.pictureBefore(recorded);
    if (!previous) return;
    const { kind } = this.place;
    await queueDiscard(this.queues, `${kind}-image-${previous.imageId}`, {
      keys: [previous.key],
      prefixes: [`${placeVariantsPrefix(kind, Number(recorded.streamId))}${previous.imageId}/`],
    });
  }

  private async discardAll(recorded: RecordedEvent): Promise<void> {
    const previous = await this.pictureBefore(recorded);
    const { kind } = this.place;
    const placeId = Number(recorded.streamId);
    await queueDiscard(this.queues, `${kind}-${placeId}`, {
      keys: previous ? [previous.key] : [],
      prefixes: [placeVariantsPrefix(kind, placeId)],
    });
  }
}
