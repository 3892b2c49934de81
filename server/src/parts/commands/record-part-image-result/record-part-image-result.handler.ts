import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { PictureOutcome } from '../../../media/image-slot';
import { metadataFor } from '../../../shared/event-metadata';
import { recordPartImageResult } from '../../domain/part.decider';
import { PART } from '../../domain/part.state';
import { RecordPartImageResult } from './record-part-image-result.command';

@CommandHandler(RecordPartImageResult)
export class RecordPartImageResultHandler implements ICommandHandler<RecordPartImageResult> {
  constructor(private readonly streams: CommandStreams) {}

  // Sibling photos finish together and append to the same stream: the version race is retried.
  execute({ partId, imageId, result, causationId }: RecordPartImageResult): Promise<PictureOutcome> {
    return this.streams.handle(PART, partId, metadataFor(null, causationId), (part) =>
      recordPartImageResult(part, imageId, result),
    );
  }
}
