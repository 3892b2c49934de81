import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { removeCarImage } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { RemoveCarImage } from './remove-car-image.command';

@CommandHandler(RemoveCarImage)
export class RemoveCarImageHandler implements ICommandHandler<RemoveCarImage> {
  constructor(private readonly streams: CommandStreams) {}

  execute({ actor, carId, imageId }: RemoveCarImage): Promise<void> {
    return this.streams.handle(CAR, carId, metadataFor(actor), (car) => removeCarImage(car, actor, imageId));
  }
}
