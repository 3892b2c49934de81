import { Module } from '@nestjs/common';
import { ApprovePlaceHandler, ClosePlaceHandler, RejectPlaceHandler } from './commands/moderate-place.handlers';
import { RecordPlacePictureResultHandler } from './commands/record-place-picture-result';

const commandHandlers = [ApprovePlaceHandler, RejectPlaceHandler, ClosePlaceHandler, RecordPlacePictureResultHandler];

/**
 * What stores and workshops share (both are places an owner opens and admins moderate): their
 * moderation and picture commands, and the decisions and HTTP paths the two contexts reuse.
 */
@Module({ providers: [...commandHandlers] })
export class PlacesModule {}
