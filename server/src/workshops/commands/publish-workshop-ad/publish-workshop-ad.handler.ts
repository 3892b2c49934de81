import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandStreams } from '../../../event-store/command-streams';
import { metadataFor } from '../../../shared/event-metadata';
import { publishWorkshopAd } from '../../domain/workshop.decider';
import { WORKSHOP } from '../../domain/workshop.state';
import { toAdTerms } from '../../dto/to-domain';
import { PublishWorkshopAd } from './publish-workshop-ad.command';

@CommandHandler(PublishWorkshopAd)
export class PublishWorkshopAdHandler implements ICommandHandler<PublishWorkshopAd> {
  constructor(private readonly streams: CommandStreams) {}

  async execute({ actor, fields }: PublishWorkshopAd): Promise<{ adId: number }> {
    const adId = await this.streams.nextId('workshop_ad');
    const terms = toAdTerms(fields);
    await this.streams.handle(WORKSHOP, fields.workshop_id, metadataFor(actor), (workshop) =>
      publishWorkshopAd(workshop, actor, adId, terms),
    );
    return { adId };
  }
}
