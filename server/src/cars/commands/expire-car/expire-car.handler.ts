import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { expireCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { ExpireCar } from './expire-car.command';

@CommandHandler(ExpireCar)
export class ExpireCarHandler implements ICommandHandler<ExpireCar> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ carId, asOf }: ExpireCar): Promise<boolean> {
    return this.streams.handle(CAR, carId, metadataFor(null), (car) => expireCar(car, asOf));
  }
}
