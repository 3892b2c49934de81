import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { assessRisk, CAR_RISK } from '../../domain/risk.events';
import { RecordCarRisk } from './record-car-risk.command';

@CommandHandler(RecordCarRisk)
export class RecordCarRiskHandler implements ICommandHandler<RecordCarRisk> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ carId, flags, listingStatus, causedBy }: RecordCarRisk): Promise<void> {
    return this.streams.handle(CAR_RISK, carId, metadataFor(null, String(causedBy)), (state) =>
      assessRisk(state, carId, flags, listingStatus),
    );
  }
}
