import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { NO_STREAM } from '../../../event-store/event.types';
import { metadataFor } from '../../../shared/event-metadata';
import { STORE_STREAM, StoreEvent } from '../../domain/store.events';
import { toStoreDetails } from '../../dto/to-domain';
import { OpenStore } from './open-store.command';

@CommandHandler(OpenStore)
export class OpenStoreHandler implements ICommandHandler<OpenStore> {
  constructor(private readonly store: EventStore) {}

  async execute({ actor, fields, logo }: OpenStore): Promise<{ storeId: number }> {
    const storeId = await this.store.nextId('store');
    // The form's status select is not the owner's to set on a new store: review comes first.
    const events: StoreEvent[] = [
      { type: 'StoreOpened', data: { storeId, ownerId: actor.id, details: toStoreDetails(fields), logo } },
    ];
    await this.store.append(
      { streamType: STORE_STREAM, streamId: storeId, expectedVersion: NO_STREAM, events },
      metadataFor(actor),
    );
    return { storeId };
  }
}
