import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { loadAggregate } from '../../../event-store/aggregate';
import { EventStore } from '../../../event-store/event-store.service';
import { retryOnConflict } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { STORE_STREAM, StoreEvent } from '../../domain/store.events';
import { evolveStore, initialStoreState, isOpen } from '../../domain/store.state';
import { RecordStoreLogoResult } from './record-store-logo-result.command';

@CommandHandler(RecordStoreLogoResult)
export class RecordStoreLogoResultHandler implements ICommandHandler<RecordStoreLogoResult> {
  constructor(private readonly store: EventStore) {}

  execute({ storeId, imageId, result, causationId }: RecordStoreLogoResult) {
    return retryOnConflict(async () => {
      const { state, version } = await loadAggregate(this.store, STORE_STREAM, storeId, evolveStore, initialStoreState);
      if (!isOpen(state) || state.logo?.imageId !== imageId) return 'gone' as const;
      if (state.logo.status !== 'processing') return 'already-settled' as const;
      const event: StoreEvent =
        result.kind === 'processed'
          ? {
              type: 'StoreLogoProcessed',
              data: { imageId, width: result.width, height: result.height, variants: result.variants },
            }
          : { type: 'StoreLogoRejected', data: { imageId, reason: result.reason } };
      await this.store.append(
        { streamType: STORE_STREAM, streamId: storeId, expectedVersion: version, events: [event] },
        metadataFor(null, causationId),
      );
      return 'recorded' as const;
    });
  }
}
