import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { removeWorkshopAd } from '../../domain/workshop.decider';
import { WORKSHOP } from '../../domain/workshop.state';
import { workshopOfAd } from '../workshop-of-ad';
import { RemoveWorkshopAd } from './remove-workshop-ad.command';

@CommandHandler(RemoveWorkshopAd)
export class RemoveWorkshopAdHandler implements ICommandHandler<RemoveWorkshopAd> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, adId }: RemoveWorkshopAd): Promise<void> {
    const workshopId = await workshopOfAd(this.dataSource, adId);
    await this.streams.handle(WORKSHOP, workshopId, metadataFor(actor), (workshop) => removeWorkshopAd(workshop, actor, adId));
  }
}
