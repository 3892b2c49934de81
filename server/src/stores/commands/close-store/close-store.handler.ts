import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { STORE_STREAM, StoreClosed } from '../../domain/store.events';
import { assertMayChangeStore, loadOpenStore } from '../store-access';
import { CloseStore } from './close-store.command';

@CommandHandler(CloseStore)
export class CloseStoreHandler extends RetryingCommandHandler<CloseStore> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, storeId }: CloseStore): Promise<void> {
    const { state, version } = await loadOpenStore(this.store, storeId);
    assertMayChangeStore(state, actor);
    const closed: StoreClosed = { type: 'StoreClosed', data: { reason: state.ownerId === actor.id ? 'owner' : 'admin' } };
    await this.store.append(
      { streamType: STORE_STREAM, streamId: storeId, expectedVersion: version, events: [closed] },
      metadataFor(actor),
    );
  }
}
