import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { createSavedSearch } from '../domain/saved-search.decider';
import { SAVED_SEARCHES } from '../domain/saved-search.state';
import { CreateSavedSearch } from './create-saved-search.command';

@CommandHandler(CreateSavedSearch)
export class CreateSavedSearchHandler implements ICommandHandler<CreateSavedSearch> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, search }: CreateSavedSearch): Promise<{ savedSearchId: number; created: boolean }> {
    const savedSearchId = await this.streams.nextId('saved_search');
    return this.streams.handle(SAVED_SEARCHES, actor.id, metadataFor(actor), (state) =>
      createSavedSearch(state, savedSearchId, search),
    );
  }
}
