import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { retryOnConflict } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { WORKSHOP_STREAM, WorkshopEvent } from '../../domain/workshop.events';
import { evolveWorkshop, initialWorkshopState, isOpen } from '../../domain/workshop.state';
import { RecordWorkshopImageResult } from './record-workshop-image-result.command';

@CommandHandler(RecordWorkshopImageResult)
export class RecordWorkshopImageResultHandler implements ICommandHandler<RecordWorkshopImageResult> {
  constructor(private readonly store: EventStore) {}

  execute({ workshopId, imageId, result, causationId }: RecordWorkshopImageResult) {
    return retryOnConflict(async () => {
      const { state, version } = await loadAggregate(
        this.store,
        WORKSHOP_STREAM,
        workshopId,
        evolveWorkshop,
        initialWorkshopState,
      );
      if (!isOpen(state) || state.image?.imageId !== imageId) return 'gone' as const;
      if (state.image.status !== 'processing') return 'already-settled' as const;
      const event: WorkshopEvent =
        result.kind === 'processed'
          ? {
              type: 'WorkshopImageProcessed',
              data: { imageId, width: result.width, height: result.height, variants: result.variants },
            }
          : { type: 'WorkshopImageRejected', data: { imageId, reason: result.reason } };
      await this.store.append(
        { streamType: WORKSHOP_STREAM, streamId: workshopId, expectedVersion: version, events: [event] },
        metadataFor(null, causationId),
      );
      return 'recorded' as const;
    });
  }
}
