import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { CAR_STREAM, CarEvent } from '../../domain/car.events';
import { evolveCar, initialCarState, isLive } from '../../domain/car.state';
import { retryOnConflict } from '../../../event-store/retrying-command-handler';
import { RecordImageResult } from './record-image-result.command';

@CommandHandler(RecordImageResult)
export class RecordImageResultHandler implements ICommandHandler<RecordImageResult> {
  constructor(private readonly store: EventStore) {}

  execute({ carId, imageId, result, causationId }: RecordImageResult) {
    // Sibling photos finish together and append to the same stream: retry on a version race.
    return retryOnConflict(async () => {
      const { state, version } = await loadAggregate(this.store, CAR_STREAM, carId, evolveCar, initialCarState);
      const image = state.images.find((i) => i.imageId === imageId);
      if (!isLive(state) || !image) return 'gone' as const;
      if (image.status !== 'processing') return 'already-settled' as const;
      const event: CarEvent =
        result.kind === 'processed'
          ? {
              type: 'CarImageProcessed',
              data: { imageId, width: result.width, height: result.height, variants: result.variants },
            }
          : { type: 'CarImageRejected', data: { imageId, reason: result.reason } };
      await this.store.append(
        { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [event] },
        metadataFor(null, causationId),
      );
      return 'recorded' as const;
    });
  }
}
