import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { metadataFor } from '../../../shared/event-metadata';
import { STORE_STREAM, StoreEvent } from '../../domain/store.events';
import { StoreState } from '../../domain/store.state';
import { ReviseStoreDto } from '../../dto/store-fields.dto';
import { toStoreDetailChanges } from '../../dto/to-domain';
import { assertMayChangeStore, loadOpenStore } from '../store-access';
import { ReviseStore } from './revise-store.command';

/** The owner's status select acts only on an approved store; 'pending' or any value before approval changes nothing. */
function statusEvent(state: StoreState, wanted: ReviseStoreDto['status']): StoreEvent | null {
  if (state.status === 'active' && wanted === 'inactive') return { type: 'StoreDeactivated', data: {} };
  if (state.status === 'inactive' && wanted === 'active') return { type: 'StoreReactivated', data: {} };
  return null;
}

@CommandHandler(ReviseStore)
export class ReviseStoreHandler extends RetryingCommandHandler<ReviseStore> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, storeId, changes, newLogo }: ReviseStore): Promise<void> {
    const { state, version } = await loadOpenStore(this.store, storeId);
    assertMayChangeStore(state, actor);
    const events: StoreEvent[] = [];
    const details = toStoreDetailChanges(changes);
    if (Object.keys(details).length) events.push({ type: 'StoreRevised', data: { changes: details } });
    if (newLogo) events.push({ type: 'StoreLogoChanged', data: { logo: newLogo } });
    else if (changes.remove_logo && state.logo) events.push({ type: 'StoreLogoChanged', data: { logo: null } });
    const status = statusEvent(state, changes.status);
    if (status) events.push(status);
    if (events.length && state.status === 'rejected' && state.ownerId === actor.id) {
      events.push({ type: 'StoreResubmitted', data: {} });
    }
    if (!events.length) return;
    await this.store.append(
      { streamType: STORE_STREAM, streamId: storeId, expectedVersion: version, events },
      metadataFor(actor),
    );
  }
}
