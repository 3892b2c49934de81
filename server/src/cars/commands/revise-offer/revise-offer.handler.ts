import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { reviseOffer } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { toOfferChanges } from '../../dto/to-domain';
import { ReviseOffer } from './revise-offer.command';

@CommandHandler(ReviseOffer)
export class ReviseOfferHandler implements ICommandHandler<ReviseOffer> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, carId, changes }: ReviseOffer): Promise<void> {
    const offer = toOfferChanges(changes);
    return this.streams.handle(CAR, carId, metadataFor(actor), (car) => reviseOffer(car, actor, offer));
  }
}
