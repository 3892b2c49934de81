import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { retryOnConflict } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { PART_STREAM, PartEvent } from '../../domain/part.events';
import { evolvePart, initialPartState, isLivePart } from '../../domain/part.state';
import { RecordPartImageResult } from './record-part-image-result.command';

@CommandHandler(RecordPartImageResult)
export class RecordPartImageResultHandler implements ICommandHandler<RecordPartImageResult> {
  constructor(private readonly store: EventStore) {}

  execute({ partId, imageId, result, causationId }: RecordPartImageResult) {
    // Sibling photos finish together and append to the same stream: retry on a version race.
    return retryOnConflict(async () => {
      const { state, version } = await loadAggregate(this.store, PART_STREAM, partId, evolvePart, initialPartState);
      const image = state.images.find((i) => i.imageId === imageId);
      if (!isLivePart(state) || !image) return 'gone' as const;
      if (image.status !== 'processing') return 'already-settled' as const;
      const event: PartEvent =
        result.kind === 'processed'
          ? {
              type: 'PartImageProcessed',
              data: { imageId, width: result.width, height: result.height, variants: result.variants },
            }
          : { type: 'PartImageRejected', data: { imageId, reason: result.reason } };
      await this.store.append(
        { streamType: PART_STREAM, streamId: partId, expectedVersion: version, events: [event] },
        metadataFor(null, causationId),
      );
      return 'recorded' as const;
    });
  }
}
