import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { STORE_STREAM, StoreRejected } from '../../domain/store.events';
import { loadOpenStore } from '../store-access';
import { RejectStore } from './reject-store.command';

@CommandHandler(RejectStore)
export class RejectStoreHandler extends RetryingCommandHandler<RejectStore> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, storeId, reason }: RejectStore): Promise<void> {
    const { state, version } = await loadOpenStore(this.store, storeId);
    if (state.status !== 'pending') throw conflict(AR.store.notPending);
    const rejected: StoreRejected = { type: 'StoreRejected', data: { reason } };
    await this.store.append(
      { streamType: STORE_STREAM, streamId: storeId, expectedVersion: version, events: [rejected] },
      metadataFor(actor),
    );
  }
}
