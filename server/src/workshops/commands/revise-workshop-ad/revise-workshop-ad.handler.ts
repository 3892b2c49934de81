import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { reviseWorkshopAd } from '../../domain/workshop.decider';
import { WORKSHOP } from '../../domain/workshop.state';
import { toAdChanges } from '../../dto/to-domain';
import { workshopOfAd } from '../workshop-of-ad';
import { ReviseWorkshopAd } from './revise-workshop-ad.command';

@CommandHandler(ReviseWorkshopAd)
export class ReviseWorkshopAdHandler implements ICommandHandler<ReviseWorkshopAd> {
  constructor(
    private readonly streams: CommandStreams,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ actor, adId, changes }: ReviseWorkshopAd): Promise<void> {
    const workshopId = await workshopOfAd(this.dataSource, adId);
    const terms = toAdChanges(changes);
    await this.streams.handle(WORKSHOP, workshopId, metadataFor(actor), (workshop) =>
      reviseWorkshopAd(workshop, actor, adId, terms),
    );
  }
}
