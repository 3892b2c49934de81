import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { metadataFor } from '../../../shared/event-metadata';
import { addCarImages } from '../../domain/car.decider';
import { CAR } from '../../domain/car.state';
import { AddCarImages } from './add-car-images.command';

@CommandHandler(AddCarImages)
export class AddCarImagesHandler implements ICommandHandler<AddCarImages> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly settings: SettingsQueries,
  ) {}

  async execute({ actor, carId, images }: AddCarImages): Promise<void> {
    const { maxImagesPerAd } = await this.settings.site();
    await this.streams.handle(CAR, carId, metadataFor(actor), (car) => addCarImages(car, actor, images, maxImagesPerAd));
  }
}
