import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { STORE_STREAM, StoreApproved } from '../../domain/store.events';
import { loadOpenStore } from '../store-access';
import { ApproveStore } from './approve-store.command';

@CommandHandler(ApproveStore)
export class ApproveStoreHandler extends RetryingCommandHandler<ApproveStore> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, storeId }: ApproveStore): Promise<void> {
    const { state, version } = await loadOpenStore(this.store, storeId);
    if (state.status !== 'pending') throw conflict(AR.store.notPending);
    const approved: StoreApproved = { type: 'StoreApproved', data: {} };
    await this.store.append(
      { streamType: STORE_STREAM, streamId: storeId, expectedVersion: version, events: [approved] },
      metadataFor(actor),
    );
  }
}
