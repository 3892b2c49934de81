import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../event-store/command-streams';
import { metadataFor } from '../../shared/event-metadata';
import { approvePlace, closePlace, rejectPlace } from '../place.decider';
import { ApprovePlace, ClosePlace, RejectPlace } from './moderate-place.commands';

@CommandHandler(ApprovePlace)
export class ApprovePlaceHandler implements ICommandHandler<ApprovePlace> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ place, actor, placeId }: ApprovePlace): Promise<void> {
    return this.streams.handle(place.aggregate, placeId, metadataFor(actor), (state) => approvePlace(place, state));
  }
}

@CommandHandler(RejectPlace)
export class RejectPlaceHandler implements ICommandHandler<RejectPlace> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ place, actor, placeId, reason }: RejectPlace): Promise<void> {
    return this.streams.handle(place.aggregate, placeId, metadataFor(actor), (state) => rejectPlace(place, state, reason));
  }
}

@CommandHandler(ClosePlace)
export class ClosePlaceHandler implements ICommandHandler<ClosePlace> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ place, actor, placeId }: ClosePlace): Promise<void> {
    return this.streams.handle(place.aggregate, placeId, metadataFor(actor), (state) => closePlace(place, state, actor));
  }
}
