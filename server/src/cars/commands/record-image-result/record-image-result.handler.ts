import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { PictureOutcome } from '../../../media/image-slot';
import { metadataFor } from '../../../shared/event-metadata';
import { recordImageResult } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { RecordImageResult } from './record-image-result.command';

@CommandHandler(RecordImageResult)
export class RecordImageResultHandler implements ICommandHandler<RecordImageResult> {
  constructor(private readonly streams: CommandStreams) {}

  // Sibling photos finish together and append to the same stream: the version race is retried.
  execute({ carId, imageId, result, causationId }: RecordImageResult): Promise<PictureOutcome> {
    return this.streams.handle(CAR, carId, metadataFor(null, causationId), (car) => recordImageResult(car, imageId, result));
  }
}
