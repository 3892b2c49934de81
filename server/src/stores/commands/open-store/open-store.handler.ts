import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { openStore } from '../../domain/store.decider';
import { STORE } from '../../domain/store.state';
import { toStoreDetails } from '../../dto/to-domain';
import { OpenStore } from './open-store.command';

@CommandHandler(OpenStore)
export class OpenStoreHandler implements ICommandHandler<OpenStore> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, fields, logo }: OpenStore): Promise<{ storeId: number }> {
    const storeId = await this.streams.nextId('store');
    // The form's status select is not the owner's to set on a new store: review comes first.
    await this.streams.handle(STORE, storeId, metadataFor(actor), () => openStore(storeId, actor, toStoreDetails(fields), logo), {
      newStream: true,
    });
    return { storeId };
  }
}
