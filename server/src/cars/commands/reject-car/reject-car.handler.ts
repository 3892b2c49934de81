import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { rejectCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { RejectCar } from './reject-car.command';

@CommandHandler(RejectCar)
export class RejectCarHandler implements ICommandHandler<RejectCar> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, carId, reason }: RejectCar): Promise<void> {
    return this.streams.handle(CAR, carId, metadataFor(actor), (car) => rejectCar(car, reason));
  }
}
