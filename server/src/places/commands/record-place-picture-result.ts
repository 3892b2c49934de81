import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { PictureOutcome, PictureResult } from '../../media/image-slot';
import { metadataFor } from '../../shared/event-metadata';
import { PlaceState, PlaceType } from '../place';
import { recordPictureResult } from '../place.decider';

/**
 * The image worker reports what it made of a store's logo or a workshop's image. Idempotent: a
 * picture already settled, replaced meanwhile, or of a closed place records nothing.
 */
export class RecordPlacePictureResult extends Command<PictureOutcome> {
  constructor(
    readonly place: PlaceType<PlaceState>,
    readonly placeId: number,
    readonly imageId: string,
    readonly result: PictureResult,
    /** The event that asked for the processing, for the audit trail. */
    readonly causationId: string | null,
  ) {
    super();
  }
}

@CommandHandler(RecordPlacePictureResult)
export class RecordPlacePictureResultHandler implements ICommandHandler<RecordPlacePictureResult> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ place, placeId, imageId, result, causationId }: RecordPlacePictureResult): Promise<PictureOutcome> {
    return this.streams.handle(place.aggregate, placeId, metadataFor(null, causationId), (state) =>
      recordPictureResult(place, state, imageId, result),
    );
  }
}
