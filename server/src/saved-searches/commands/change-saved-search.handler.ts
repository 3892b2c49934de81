import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { deleteSavedSearch, markSavedSearchSeen } from '../domain/saved-search.decider';
import { SAVED_SEARCHES } from '../domain/saved-search.state';
import { DeleteSavedSearch, MarkSavedSearchSeen } from './change-saved-search.command';

@CommandHandler(DeleteSavedSearch)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearch> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, savedSearchId }: DeleteSavedSearch): Promise<void> {
    return this.streams.handle(SAVED_SEARCHES, actor.id, metadataFor(actor), (state) => deleteSavedSearch(state, savedSearchId));
  }
}

@CommandHandler(MarkSavedSearchSeen)
export class MarkSavedSearchSeenHandler implements ICommandHandler<MarkSavedSearchSeen> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, savedSearchId }: MarkSavedSearchSeen): Promise<void> {
    return this.streams.handle(SAVED_SEARCHES, actor.id, metadataFor(actor), (state) =>
      markSavedSearchSeen(state, savedSearchId),
    );
  }
}
