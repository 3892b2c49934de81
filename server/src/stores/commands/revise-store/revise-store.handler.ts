import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { reviseStore } from '../../domain/store.decider';
import { STORE } from '../../domain/store.state';
import { toStoreDetailChanges } from '../../dto/to-domain';
import { ReviseStore } from './revise-store.command';

@CommandHandler(ReviseStore)
export class ReviseStoreHandler implements ICommandHandler<ReviseStore> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, storeId, changes, newLogo }: ReviseStore): Promise<void> {
    const edit = {
      details: toStoreDetailChanges(changes),
      newPicture: newLogo,
      removePicture: !!changes.remove_logo,
      status: changes.status,
    };
    return this.streams.handle(STORE, storeId, metadataFor(actor), (store) => reviseStore(store, actor, edit));
  }
}
