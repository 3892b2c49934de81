import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { makeOffer } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { toOfferChanges } from '../../dto/to-domain';
import { MakeOffer } from './make-offer.command';

@CommandHandler(MakeOffer)
export class MakeOfferHandler implements ICommandHandler<MakeOffer> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, carId, terms }: MakeOffer): Promise<void> {
    const offerId = await this.streams.nextId('offer');
    const offer = toOfferChanges(terms);
    await this.streams.handle(CAR, carId, metadataFor(actor), (car) => makeOffer(car, actor, offerId, offer));
  }
}
