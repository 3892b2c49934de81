import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { DigestOutcome, recordDigest } from '../domain/saved-search-digest.decider';
import { digestStreamId } from '../domain/saved-search-digest.events';
import { SAVED_SEARCH_DIGEST } from '../domain/saved-search-digest.state';
import { RecordSavedSearchDigest } from './record-digest.command';

/** The digest job's record (the system's doing): two workers racing append once, the other finds it. */
@CommandHandler(RecordSavedSearchDigest)
export class RecordSavedSearchDigestHandler implements ICommandHandler<RecordSavedSearchDigest> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ userId, day, notificationIds }: RecordSavedSearchDigest): Promise<DigestOutcome> {
    return this.streams.handle(
      SAVED_SEARCH_DIGEST,
      digestStreamId(userId, day),
      metadataFor(null, `saved-search-digest:${day}`),
      (state) => recordDigest(state, userId, day, notificationIds),
    );
  }
}
