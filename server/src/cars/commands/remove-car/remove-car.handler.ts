import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { removeCar } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { RemoveCar } from './remove-car.command';

@CommandHandler(RemoveCar)
export class RemoveCarHandler implements ICommandHandler<RemoveCar> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, carId }: RemoveCar): Promise<void> {
    return this.streams.handle(CAR, carId, metadataFor(actor), (car) => removeCar(car, actor));
  }
}
